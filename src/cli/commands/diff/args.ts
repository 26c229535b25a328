/** The options of `consent-contract diff`, parsed with node:util parseArgs and checked. */
import { checkArgv, unknownValue } from '../../argv.js';
import { parseArgs } from 'node:util';
import { colorModes, type ColorMode } from '../../formatters/color.js';
import { isOneOf } from '../validate/args.js';

/** The output formats, one file each in formats/. */
export const diffFormatNames = ['stylish', 'json', 'markdown', 'github'] as const;
/** One of diffFormatNames. */
export type DiffFormatName = (typeof diffFormatNames)[number];

/** What `diff` was asked to do. */
export interface DiffOptions {
  /** OLD and NEW; or, with gitBase, pathspecs that narrow the changed files (default *.json). */
  readonly operands: readonly string[];
  readonly gitBase: string | undefined;
  readonly format: DiffFormatName;
  /** `notice`: any notice change fails too, not only one that needs fresh consent. */
  readonly failOn: 'reconsent' | 'notice';
  readonly color: ColorMode;
  readonly help: boolean;
}

/** A parse: the options, or a usage error message. */
export type ParsedDiffArgs =
  | { readonly ok: true; readonly options: DiffOptions }
  | { readonly ok: false; readonly error: string };

/** Parses the arguments that follow `diff`. Never throws. */
export function parseDiffArgs(argv: readonly string[]): ParsedDiffArgs {
  const options = {
    'git-base': { type: 'string' as const },
    format: { type: 'string' as const, short: 'f', default: 'stylish' },
    'fail-on': { type: 'string' as const, default: 'reconsent' },
    color: { type: 'string' as const, default: 'auto' },
    help: { type: 'boolean' as const, short: 'h', default: false },
  };
  const hints: Readonly<Record<string, string>> = {
    'git-base': 'a git revision, such as origin/main',
    format: `one of ${diffFormatNames.join(', ')}`,
    'fail-on': 'reconsent or notice',
    color: `one of ${colorModes.join(', ')}`,
  };
  // Our own sentences, with a did-you-mean, before parseArgs sees the arguments.
  const checked = checkArgv(argv, options, (name) => hints[name] ?? 'a value');
  if (!checked.ok) return { ok: false, error: checked.error };
  let values;
  let positionals;
  try {
    ({ values, positionals } = parseArgs({ args: checked.args, allowPositionals: true, strict: true, options }));
  } catch (error) {
    return { ok: false, error: `the arguments could not be read (${(error as Error).message.replaceAll('"', "'")})` };
  }
  const format = values.format ?? 'stylish';
  if (!isOneOf(diffFormatNames, format)) return { ok: false, error: unknownValue('--format', format, diffFormatNames) };
  const color = values.color ?? 'auto';
  if (!isOneOf(colorModes, color)) return { ok: false, error: unknownValue('--color', color, colorModes) };
  const failOn = values['fail-on'] ?? 'reconsent';
  if (failOn !== 'reconsent' && failOn !== 'notice') {
    return { ok: false, error: unknownValue('--fail-on', failOn, ['reconsent', 'notice']) };
  }
  const gitBase = values['git-base'];
  const help = values.help ?? false;
  if (gitBase === '') return { ok: false, error: '--git-base needs a git revision, such as origin/main' };
  // A revision is passed to git as an argument: one that looks like an option must never become one.
  if (gitBase?.startsWith('-'))
    return { ok: false, error: `--git-base "${gitBase}" is not a git revision (it starts with -)` };
  if (!help && gitBase === undefined && positionals.length !== 2) {
    return {
      ok: false,
      error:
        `expected two files, OLD and NEW (got ${positionals.length}); ` +
        'or --git-base REF to compare the working tree with REF',
    };
  }
  return { ok: true, options: { operands: positionals, gitBase, format, failOn, color, help } };
}
