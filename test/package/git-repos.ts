/**
 * Git repositories for the install tests: a snapshot of this repository's working tree as a
 * repository of its own (what pre-commit and npm clone), and empty user repositories.
 */
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { rootDir } from '../support/examples.js';
import { runProcess, type ProcessOptions, type ProcessResult } from '../support/run-process.js';
import { cachedArtifact, workingTreeFiles } from './artifacts.js';

/** Author and committer for the commits the tests make, whatever the machine's git config. */
export const gitIdentity: NodeJS.ProcessEnv = {
  GIT_AUTHOR_NAME: 'consent-contract tests',
  GIT_AUTHOR_EMAIL: 'tests@consent-contract.invalid',
  GIT_COMMITTER_NAME: 'consent-contract tests',
  GIT_COMMITTER_EMAIL: 'tests@consent-contract.invalid',
};

/** Runs a command, failing with its output when it exits non-zero. */
export async function mustRun(
  program: string,
  args: readonly string[],
  options: ProcessOptions = {},
): Promise<ProcessResult> {
  const result = await runProcess(program, args, { timeoutMs: 300_000, ...options });
  if (result.code !== 0) {
    throw new Error(`${program} ${args.join(' ')} exited ${result.code}:\n${result.stdout}\n${result.stderr}`);
  }
  return result;
}

/** `git` in `cwd` with the test identity. */
export function git(args: readonly string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<ProcessResult> {
  return runProcess('git', args, { cwd, env: { ...process.env, ...gitIdentity, ...env }, timeoutMs: 120_000 });
}

/** A temporary directory and its removal. */
export async function tempDir(prefix: string): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * The working tree as it is (tracked files and untracked ones git does not ignore), committed
 * into a new repository at `dir`: what a clone of this commit would hold. Returns its commit.
 */
export async function snapshotRepository(dir: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  for (const file of workingTreeFiles()) {
    await mkdir(dirname(join(dir, file)), { recursive: true });
    await copyFile(join(rootDir, file), join(dir, file));
  }
  await mustRun('git', ['init', '-q', '-b', 'main'], { cwd: dir });
  await mustRun('git', ['add', '-A'], { cwd: dir });
  await mustRun('git', ['commit', '-q', '-m', 'snapshot'], { cwd: dir, env: { ...process.env, ...gitIdentity } });
  return (await mustRun('git', ['rev-parse', 'HEAD'], { cwd: dir })).stdout.trim();
}

/**
 * The snapshot repository of the working tree's content, shared by the test files (and runs) that
 * install from it, which only clone it: its folder and commit.
 */
export async function sharedSnapshot(): Promise<{ dir: string; rev: string }> {
  const dir = await cachedArtifact('repository', async (d) => void (await snapshotRepository(d)));
  return { dir, rev: (await mustRun('git', ['rev-parse', 'HEAD'], { cwd: dir })).stdout.trim() };
}

/** An empty git repository at `dir`. */
export async function userRepository(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  await mustRun('git', ['init', '-q', '-b', 'main'], { cwd: dir });
}
