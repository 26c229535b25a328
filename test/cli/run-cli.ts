/**
 * Runs the real command line as a child process: the committed bin when it is current, else the
 * source through tsx (cli-command.ts), so tests need no build and always run the current source.
 */
import { runProcess } from '../support/run-process.js';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cliCommand } from './cli-command.js';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const fixtures = join(repoRoot, 'test/fixtures/cli');

export type { ProcessResult as CliRun } from '../support/run-process.js';
import type { ProcessResult as CliRun } from '../support/run-process.js';

export interface RunOptions {
  readonly cwd?: string;
  readonly input?: string | Uint8Array;
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** Kills the command after this long (default 60 s), so that a hang fails the test. */
  readonly timeoutMs?: number;
}

/** `consent-contract ...args`, with colour variables cleared unless given. */
export async function runCli(args: readonly string[], options: RunOptions = {}): Promise<CliRun> {
  const env: Record<string, string | undefined> = {
    ...process.env,
    NO_COLOR: undefined,
    FORCE_COLOR: undefined,
    ...options.env,
  };
  for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key];
  return runProcess(process.execPath, [...(await cliCommand()), ...args], {
    cwd: options.cwd ?? repoRoot,
    env: env as NodeJS.ProcessEnv,
    ...(options.input !== undefined && { input: options.input }),
    ...(options.timeoutMs !== undefined && { timeoutMs: options.timeoutMs }),
  });
}

/** A fresh temporary directory, removed by the returned function. */
export function tempDir(prefix = 'consent-contract-cli-'): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Parses the json format's output. */
export interface JsonEntry {
  file: string;
  valid: boolean;
  diagnostics: Array<{
    code: string;
    severity: 'error' | 'warning';
    pointer: string;
    message: string;
    source: string;
    params?: Record<string, unknown>;
    line?: number;
    column?: number;
    endLine?: number;
    endColumn?: number;
  }>;
}
export const parseJson = (stdout: string): JsonEntry[] => JSON.parse(stdout) as JsonEntry[];

/**
 * A copy of test/fixtures/cli/dir plus what directories and globs must skip (node_modules and
 * .git, which git itself would not keep as fixtures). Returns the copy's path.
 */
export function payloadTree(parent: string): string {
  const dir = join(parent, 'tree');
  cpSync(join(fixtures, 'dir'), dir, { recursive: true });
  for (const skipped of ['node_modules/pkg', '.git/objects']) {
    mkdirSync(join(dir, skipped), { recursive: true });
    writeFileSync(join(dir, skipped, 'skipped.json'), '{"not": "a payload"}');
  }
  return dir;
}
