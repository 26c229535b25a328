/** The options of `consent-contract validate`, parsed with node:util parseArgs and checked. */
import { colorModes, type ColorMode } from '../../formatters/color.js';

// Through getBuiltinModule, not `import from 'node:util'`: the ES module view of node:util reads
// every export, which loads parts of Node that a cold start does not need.
const { parseArgs } = process.getBuiltinModule('node:util');

/** The output formats, one formatter file each. */
export const formatNames = ['stylish', 'json', 'sarif', 'github'] as const;
/** One of formatNames. */
export type FormatName = (typeof formatNames)[number];

/** What `validate` was asked to do. */
export interface ValidateOptions {
  readonly inputs: readonly string[];
  readonly ndjson: readonly string[];
  readonly strict: boolean;
  readonly quiet: boolean;
  /** -1: no limit. */
  readonly maxWarnings: number;
  readonly format: FormatName;
  readonly color: ColorMode;
  readonly stdinFilename: string | undefined;
  readonly help: boolean;
  /** --config FILE: this configuration instead of the one found from the working directory. */
  readonly config: string | undefined;
  /** --no-config: no configuration file at all. */
  readonly noConfig: boolean;
  /** --rule id=setting, repeatable; wins over the configuration. */
  readonly rules: readonly string[];
  /** --print-config FILE: print the resolved configuration for FILE and validate nothing. */
  readonly printConfig: string | undefined;
}

/** A parse: the options, or a usage error message. */
export type ParsedArgs = { readonly ok: true; readonly options: ValidateOptions } | { readonly ok: false; readonly error: string };

/** True when `value` is one of `values` (narrows its type). */
export const isOneOf = <T extends string>(values: readonly T[], value: string): value is T => (values as readonly string[]).includes(value);

/** Parses the arguments that follow `validate`. Never throws. */
export function parseValidateArgs(argv: readonly string[]): ParsedArgs {
  let values;
  let positionals;
  try {
    ({ values, positionals } = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        strict: { type: 'boolean', default: false },
        quiet: { type: 'boolean', short: 'q', default: false },
        'max-warnings': { type: 'string' },
        format: { type: 'string', short: 'f', default: 'stylish' },
        color: { type: 'string', default: 'auto' },
        ndjson: { type: 'string', multiple: true, default: [] },
        'stdin-filename': { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
        config: { type: 'string', short: 'c' },
        'no-config': { type: 'boolean', default: false },
        rule: { type: 'string', multiple: true, default: [] },
        'print-config': { type: 'string' },
      },
    }));
  } catch (error) {
    return { ok: false, error: (error as Error).message };
  }
  const format = values.format ?? 'stylish';
  if (!isOneOf(formatNames, format)) return { ok: false, error: `unknown format "${format}"; use one of: ${formatNames.join(', ')}` };
  const color = values.color ?? 'auto';
  if (!isOneOf(colorModes, color)) return { ok: false, error: `unknown --color value "${color}"; use one of: ${colorModes.join(', ')}` };
  let maxWarnings = -1;
  if (values['max-warnings'] !== undefined) {
    const text = values['max-warnings'];
    if (!/^(0|[1-9]\d{0,8}|-1)$/.test(text)) return { ok: false, error: `--max-warnings needs a whole number of 0 or more (or -1 for no limit), got "${text}"` };
    maxWarnings = Number(text);
  }
  const help = values.help ?? false;
  const ndjson = values.ndjson ?? [];
  if (values.config !== undefined && values['no-config']) return { ok: false, error: '--config and --no-config contradict each other; pass one of them' };
  if (!help && positionals.length === 0 && ndjson.length === 0 && values['print-config'] === undefined) {
    return { ok: false, error: 'no input: pass files, directories or glob patterns, - for standard input, or --ndjson FILE' };
  }
  return {
    ok: true,
    options: {
      inputs: positionals,
      ndjson,
      strict: values.strict ?? false,
      quiet: values.quiet ?? false,
      maxWarnings,
      format,
      color,
      stdinFilename: values['stdin-filename'],
      help,
      config: values.config,
      noConfig: values['no-config'] ?? false,
      rules: values.rule ?? [],
      printConfig: values['print-config'],
    },
  };
}
