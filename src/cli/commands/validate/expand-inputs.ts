/**
 * Turns the command line's operands into inputs: a file as given, every *.json under a directory,
 * the matches of a glob pattern (tinyglobby, loaded only when needed), and - for standard input.
 */
import { statSync, type Stats } from 'node:fs';
import { join, resolve } from 'node:path';

/** One thing to validate. `name` is what reports call it. */
export type Input =
  | { readonly kind: 'file'; readonly name: string }
  | { readonly kind: 'stdin'; readonly name: string };

/** Inputs in the order given (duplicates dropped), or the usage errors found. */
export interface Expanded {
  readonly inputs: Input[];
  readonly errors: string[];
}

/** Never descended into by a directory or a glob. */
const ignored = ['**/node_modules/**', '**/.git/**'];

const tinyglobby = (): Promise<typeof import('tinyglobby')> => import('tinyglobby');

async function glob(pattern: string, cwd: string): Promise<string[]> {
  const found = await (await tinyglobby()).glob(pattern, {
    cwd,
    ignore: ignored,
    onlyFiles: true,
    expandDirectories: false,
  });
  return found.sort();
}

/**
 * stat, or undefined when nothing is there, or 'failed' for the other errors, which
 * throwIfNoEntry does not cover (ENOTDIR, ENAMETOOLONG, EACCES, ELOOP).
 */
function statOrFailure(path: string): Stats | undefined | 'failed' {
  try {
    return statSync(path, { throwIfNoEntry: false });
  } catch {
    return 'failed';
  }
}

/** Expands operands relative to `cwd`. */
export async function expandInputs(operands: readonly string[], cwd: string, stdinName: string): Promise<Expanded> {
  const inputs: Input[] = [];
  const errors: string[] = [];
  const seen = new Set<string>();
  const add = (name: string): void => {
    // One file reached under several names (symbolic links, a link loop under a directory) is
    // checked once: files are told apart by device and inode, names that cannot be looked at by path.
    const stats = statOrFailure(resolve(cwd, name));
    const key =
      stats !== undefined && stats !== 'failed' && stats.isFile()
        ? `\u0000${stats.dev}:${stats.ino}`
        : resolve(cwd, name);
    if (seen.has(key)) return;
    seen.add(key);
    inputs.push({ kind: 'file', name });
  };
  for (const operand of operands) {
    if (operand === '') {
      errors.push('an empty file name was given');
      continue;
    }
    if (operand === '-') {
      if (!seen.has('\u0000stdin')) inputs.push({ kind: 'stdin', name: stdinName });
      seen.add('\u0000stdin');
      continue;
    }
    const stats = statOrFailure(resolve(cwd, operand));
    if (stats === 'failed') {
      // Not statable (ENOTDIR, ENAMETOOLONG, EACCES, ELOOP): reading it reports why, as a file.
      add(operand);
    } else if (stats?.isDirectory()) {
      const found = await glob('**/*.json', resolve(cwd, operand));
      if (found.length === 0) errors.push(`no .json files in the directory "${operand}"`);
      for (const file of found) add(join(operand, file));
    } else if (!stats && (await tinyglobby()).isDynamicPattern(operand)) {
      const found = await glob(operand, cwd);
      if (found.length === 0) errors.push(`no files match the pattern "${operand}"`);
      for (const file of found) add(file);
    } else {
      // A file, or a name that does not exist: reading it reports the problem (exit 2).
      add(operand);
    }
  }
  return { inputs, errors };
}
