/**
 * Our own sentences for usage errors, before node:util parseArgs sees the arguments: parseArgs's
 * messages are Node's ("argument is ambiguous", an unbalanced quote) and suggest nothing. This
 * walks the arguments with the same option table, says what is wrong with a did-you-mean, and
 * joins `--max-warnings -1` into `--max-warnings=-1` (parseArgs refuses a value that starts with
 * a dash, although the help suggests -1).
 */
import { closest } from '../did-you-mean.js';

/** The part of a parseArgs option we read. */
export interface OptionSpec {
  readonly type: 'string' | 'boolean';
  readonly short?: string;
}

/** The arguments to give parseArgs, or the first usage error as a sentence. */
export type CheckedArgv =
  | { readonly ok: true; readonly args: string[] }
  | { readonly ok: false; readonly error: string };

const negativeNumber = /^-\d+$/;

function unknownOption(written: string, specs: Readonly<Record<string, OptionSpec>>): string {
  const names = Object.keys(specs);
  const guess = written.startsWith('--') ? closest(written.slice(2), names) : undefined;
  const shortGuess = written.startsWith('--') ? undefined : names.find((n) => n === written.slice(1));
  const hint = guess ?? shortGuess;
  return `unknown option "${written}"${hint === undefined ? '' : `; did you mean --${hint}?`} (a file name that starts with "-" goes after "--")`;
}

/**
 * Checks `argv` against the option table. `valueHint` names the values an option takes, for
 * the sentence about a missing value.
 */
export function checkArgv(
  argv: readonly string[],
  specs: Readonly<Record<string, OptionSpec>>,
  valueHint: (name: string) => string,
): CheckedArgv {
  const byShort = new Map(
    Object.entries(specs).flatMap(([name, spec]) => (spec.short === undefined ? [] : [[spec.short, name] as const])),
  );
  const args: string[] = [];
  const needsValue = (name: string, next: string | undefined): string | undefined => {
    if (next === undefined) return `--${name} needs a value: ${valueHint(name)}`;
    if (next.startsWith('-') && next !== '-' && !negativeNumber.test(next))
      return `--${name} needs a value (${valueHint(name)}), but "${next}" follows it`;
    return undefined;
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') {
      args.push(...argv.slice(i));
      break;
    }
    if (arg.startsWith('--')) {
      const eq = arg.indexOf('=');
      const name = eq === -1 ? arg.slice(2) : arg.slice(2, eq);
      const spec = Object.hasOwn(specs, name) ? specs[name] : undefined;
      if (spec === undefined) return { ok: false, error: unknownOption(eq === -1 ? arg : arg.slice(0, eq), specs) };
      if (spec.type === 'boolean') {
        if (eq !== -1) return { ok: false, error: `--${name} takes no value; write just --${name}` };
        args.push(arg);
      } else if (eq !== -1) {
        args.push(arg);
      } else {
        const problem = needsValue(name, argv[i + 1]);
        if (problem !== undefined) return { ok: false, error: problem };
        args.push(`--${name}=${argv[++i]!}`);
      }
      continue;
    }
    if (arg.startsWith('-') && arg !== '-') {
      // A cluster of short options (-qf json, -fjson): a string option takes the rest or the next argument.
      for (let j = 1; j < arg.length; j++) {
        const name = byShort.get(arg[j]!);
        if (name === undefined) return { ok: false, error: unknownOption(`-${arg[j]!}`, specs) };
        if (specs[name]!.type === 'boolean') {
          args.push(`--${name}`);
          continue;
        }
        if (j + 1 < arg.length) {
          args.push(`--${name}=${arg.slice(j + 1)}`);
        } else {
          const problem = needsValue(name, argv[i + 1]);
          if (problem !== undefined)
            return { ok: false, error: problem.replace(`--${name}`, `-${arg[j]!} (--${name})`) };
          args.push(`--${name}=${argv[++i]!}`);
        }
        break;
      }
      continue;
    }
    args.push(arg);
  }
  return { ok: true, args };
}

/** The sentence for a value that is not one of `allowed`, with a did-you-mean. */
export function unknownValue(option: string, value: string, allowed: readonly string[]): string {
  const guess = closest(value, allowed);
  return `unknown ${option} value "${value}"${guess === undefined ? '; use' : `; did you mean "${guess}"? Use`} one of: ${allowed.join(', ')}`;
}
