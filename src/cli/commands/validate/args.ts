/** The options of `consent-contract validate`, parsed with node:util parseArgs and checked. */
import { colorModes, type ColorMode } from '../../formatters/color.js';
import { checkArgv, unknownValue } from '../../argv.js';

// Through getBuiltinModule, not `import from 'node:util'`: the ES module view of node:util reads
// every export, which loads parts of Node that a cold start does not need.
const { parseArgs } = process.getBuiltinModule('node:util');

/** The output formats, one formatter file each. */
export const formatNames = ['stylish', 'json', 'sarif', 'github'] as const;
/** One of formatNames. */
export type FormatName = (typeof formatNames)[number];

/** The kinds of document `--schema` chooses; `auto` picks one by each document's shape. */
export const schemaNames = ['request', 'record', 'token', 'problem', 'auto'] as const;
/** One of schemaNames. */
export type SchemaName = (typeof schemaNames)[number];

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
  /** Worker threads for --ndjson; undefined: as many as the machine runs at once. */
  readonly jobs: number | undefined;
  readonly help: boolean;
  /** The kind of document every input is (default `request`), or `auto`. */
  readonly schema: SchemaName;
  /** --config FILE: this configuration instead of the one found from the working directory. */
  readonly config: string | undefined;
  /** --no-config: no configuration file at all. */
  readonly noConfig: boolean;
  /** --rule id=setting, repeatable; wins over the configuration. */
  readonly rules: readonly string[];
  /** --print-config FILE: print the resolved configuration for FILE and validate nothing. */
  readonly printConfig: string | undefined;
}

/** The most --jobs accepts: more threads than this only cost memory. */
export const maxJobs = 256;

/** A parse: the options, or a usage error message. */
export type ParsedArgs =
  | { readonly ok: true; readonly options: ValidateOptions }
  | { readonly ok: false; readonly error: string };

/** True when `value` is one of `values` (narrows its type). */
export const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

/** The options of `validate`, as node:util parseArgs reads them. */
const options = {
  strict: { type: 'boolean' as const, default: false },
  quiet: { type: 'boolean' as const, short: 'q', default: false },
  'max-warnings': { type: 'string' as const },
  format: { type: 'string' as const, short: 'f', default: 'stylish' },
  color: { type: 'string' as const, default: 'auto' },
  ndjson: { type: 'string' as const, multiple: true as const, default: [] as string[] },
  'stdin-filename': { type: 'string' as const },
  jobs: { type: 'string' as const, short: 'j' },
  help: { type: 'boolean' as const, short: 'h', default: false },
  schema: { type: 'string' as const, default: 'request' },
  config: { type: 'string' as const, short: 'c' },
  'no-config': { type: 'boolean' as const, default: false },
  rule: { type: 'string' as const, multiple: true as const, default: [] as string[] },
  'print-config': { type: 'string' as const },
};

/** What each option that takes a value expects, for the sentence about a missing value. */
const valueHints: Readonly<Record<string, string>> = {
  'max-warnings': 'a whole number, or -1 for no limit',
  format: `one of ${formatNames.join(', ')}`,
  color: `one of ${colorModes.join(', ')}`,
  ndjson: 'a file name, or - for standard input',
  'stdin-filename': 'the name to report standard input as',
  jobs: 'a whole number of threads, 1 or more',
  schema: `one of ${schemaNames.join(', ')}`,
  config: 'a configuration file',
  rule: 'id=setting, for example retention-range=warning',
  'print-config': 'the file whose configuration to print',
};

/** Parses the arguments that follow `validate`. Never throws. */
export function parseValidateArgs(argv: readonly string[]): ParsedArgs {
  const checked = checkArgv(argv, options, (name) => valueHints[name] ?? 'a value');
  if (!checked.ok) return checked;
  let values;
  let positionals;
  try {
    ({ values, positionals } = parseArgs({ args: checked.args, allowPositionals: true, strict: true, options }));
  } catch (error) {
    // checkArgv has said what is wrong with anything parseArgs refuses; this is the safety net.
    return { ok: false, error: `the arguments could not be read (${(error as Error).message.replaceAll('"', "'")})` };
  }
  const format = values.format ?? 'stylish';
  if (!isOneOf(formatNames, format)) return { ok: false, error: unknownValue('--format', format, formatNames) };
  const color = values.color ?? 'auto';
  if (!isOneOf(colorModes, color)) return { ok: false, error: unknownValue('--color', color, colorModes) };
  const schema = values.schema ?? 'request';
  if (!isOneOf(schemaNames, schema)) return { ok: false, error: unknownValue('--schema', schema, schemaNames) };
  let maxWarnings = -1;
  if (values['max-warnings'] !== undefined) {
    const text = values['max-warnings'];
    if (!/^(0|[1-9]\d{0,8}|-1)$/.test(text))
      return {
        ok: false,
        error: `--max-warnings needs a whole number of 0 or more (or -1 for no limit), got "${text}"`,
      };
    maxWarnings = Number(text);
  }
  let jobs: number | undefined;
  if (values.jobs !== undefined) {
    const text = values.jobs;
    jobs = /^[1-9]\d{0,2}$/.test(text) ? Number(text) : NaN;
    if (!(jobs <= maxJobs))
      return { ok: false, error: `--jobs needs a whole number from 1 to ${maxJobs}, got "${text}"` };
  }
  const help = values.help ?? false;
  const ndjson = values.ndjson ?? [];
  if (values.config !== undefined && values['no-config'])
    return { ok: false, error: '--config and --no-config contradict each other; pass one of them' };
  if (!help && positionals.length === 0 && ndjson.length === 0 && values['print-config'] === undefined) {
    return {
      ok: false,
      error: 'no input: pass files, directories or glob patterns, - for standard input, or --ndjson FILE',
    };
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
      jobs,
      help,
      schema,
      config: values.config,
      noConfig: values['no-config'] ?? false,
      rules: values.rule ?? [],
      printConfig: values['print-config'],
    },
  };
}
