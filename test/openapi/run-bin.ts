/** Runs the command-line tool of an installed dev dependency, with this Node and without a shell. */
import { runProcess, type ProcessResult } from '../support/run-process.js';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { rootDir } from '../support/examples.js';

export type RunResult = ProcessResult;

export interface RunOptions {
  readonly cwd?: string;
  readonly env?: NodeJS.ProcessEnv;
  /** Kills the tool after this long (default 60 s), so that a hang fails the test instead. */
  readonly timeoutMs?: number;
}

/** The environment the tools get: no telemetry, no update checks, no colours. */
export function toolEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    REDOCLY_TELEMETRY: 'off',
    REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
    NO_UPDATE_NOTIFIER: '1',
    NO_COLOR: '1',
    FORCE_COLOR: '0',
    ...extra,
  };
}

/** The file that runs `bin` of the package `pkg` in node_modules. */
export function binPath(pkg: string, bin: string): string {
  const manifestPath = join(rootDir, 'node_modules', pkg, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { bin?: string | Record<string, string> };
  const relative = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin?.[bin];
  if (!relative) throw new Error(`${pkg} has no bin ${bin}`);
  return join(dirname(manifestPath), relative);
}

/** Runs a JavaScript file with this Node; resolves with its exit code and output, never rejects on failure. */
export function runNode(script: string, args: readonly string[], options: RunOptions = {}): Promise<RunResult> {
  return run(process.execPath, [script, ...args], options);
}

/** Runs a program; resolves with its exit code and output, never rejects on failure. */
export function run(program: string, args: readonly string[], options: RunOptions = {}): Promise<RunResult> {
  return runProcess(program, args, { ...options, cwd: options.cwd ?? rootDir, env: options.env ?? toolEnv() });
}
