/** Runs a child process to completion: its exit code and output, never a rejection on failure. */
import { spawn } from 'node:child_process';

export interface ProcessResult {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export interface ProcessOptions {
  readonly cwd?: string;
  readonly env?: NodeJS.ProcessEnv;
  /** Written to standard input, which is then closed; without it, standard input is closed at once. */
  readonly input?: string | Uint8Array;
  /** Kills the process after this long (default 60 s), so that a hang fails the test instead. */
  readonly timeoutMs?: number;
}

export function runProcess(
  program: string,
  args: readonly string[],
  options: ProcessOptions = {},
): Promise<ProcessResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['pipe', 'pipe', 'pipe'],
      timeout: options.timeoutMs ?? 60_000,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    // A child that exits without reading its input must not fail the run (EPIPE).
    child.stdin.on('error', () => undefined);
    child.stdin.end(options.input ?? '');
  });
}
