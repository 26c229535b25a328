/**
 * `--git-base REF`: which payload files changed between REF and the working tree, and their bytes
 * at REF, from git itself (`git diff`, `git ls-files`, `git cat-file`), never by parsing its files.
 */
import { execFileSync } from 'node:child_process';
import { relative, resolve } from 'node:path';
import { maxInputBytes, type ReadOutcome } from '../../input/read-input.js';

/** A changed file: its path from the repository's top (for git) and from the working directory (for people). */
export interface ChangedFile {
  readonly status: 'added' | 'modified' | 'deleted';
  readonly repoPath: string;
  readonly shownPath: string;
}

/** The outcome of asking git: the files, or a sentence saying what went wrong. */
export type ChangedFiles =
  | { readonly ok: true; readonly top: string; readonly files: ChangedFile[] }
  | { readonly ok: false; readonly error: string };

function git(cwd: string, args: readonly string[], maxBuffer = 64 * 1024 * 1024): Buffer {
  return execFileSync('git', args, {
    cwd,
    maxBuffer,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, GIT_OPTIONAL_LOCKS: '0' },
  });
}

const stderrOf = (error: unknown): string =>
  String((error as { stderr?: Buffer }).stderr ?? (error as Error).message)
    .trim()
    .split('\n')[0] ?? '';

/**
 * Files under `pathspecs` (git pathspecs, relative to `cwd`; default every *.json) that differ
 * between REF and the working tree, untracked ones included, sorted by path.
 */
export function changedFiles(cwd: string, ref: string, pathspecs: readonly string[]): ChangedFiles {
  let top: string;
  try {
    top = git(cwd, ['rev-parse', '--show-toplevel']).toString('utf8').trim();
  } catch (error) {
    return { ok: false, error: `--git-base needs a git working tree: ${stderrOf(error)}` };
  }
  try {
    git(cwd, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`]);
  } catch {
    return {
      ok: false,
      error: `unknown git revision "${ref}"; in a shallow CI checkout fetch it first (git fetch origin ${ref})`,
    };
  }
  const specs = pathspecs.length > 0 ? pathspecs : ['*.json'];
  const files = new Map<string, ChangedFile>();
  const shown = (repoPath: string): string => relative(cwd, resolve(top, repoPath)) || repoPath;
  try {
    const diff = git(cwd, ['diff', '--name-status', '-z', '--no-renames', '--no-ext-diff', ref, '--', ...specs])
      .toString('utf8')
      .split('\0');
    for (let i = 0; i + 1 < diff.length; i += 2) {
      const letter = diff[i] ?? '';
      const repoPath = diff[i + 1] ?? '';
      const status = letter === 'A' ? 'added' : letter === 'D' ? 'deleted' : 'modified';
      files.set(repoPath, { status, repoPath, shownPath: shown(repoPath) });
    }
    const untracked = git(cwd, ['ls-files', '-z', '--others', '--exclude-standard', '--full-name', '--', ...specs])
      .toString('utf8')
      .split('\0');
    for (const repoPath of untracked)
      if (repoPath !== '') files.set(repoPath, { status: 'added', repoPath, shownPath: shown(repoPath) });
  } catch (error) {
    return { ok: false, error: `git could not list the changes: ${stderrOf(error)}` };
  }
  return {
    ok: true,
    top,
    files: [...files.values()].sort((a, b) => (a.repoPath < b.repoPath ? -1 : a.repoPath > b.repoPath ? 1 : 0)),
  };
}

/** The bytes of a file at REF, with the size limit of any input. */
export function bytesAtRef(top: string, ref: string, repoPath: string): ReadOutcome {
  try {
    return { ok: true, bytes: git(top, ['cat-file', 'blob', `${ref}:${repoPath}`], maxInputBytes + 1) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOBUFS')
      return { ok: false, problem: 'too-large', size: maxInputBytes + 1, atLeast: true };
    return { ok: false, problem: 'unreadable', error: new Error(stderrOf(error)) };
  }
}
