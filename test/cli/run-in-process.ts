/**
 * Runs the command line in this process through its CliIo seam: the same dispatcher as the bin,
 * with output captured, no child process and no tsx start-up (milliseconds instead of a second).
 */
import { runCli } from '../../src/cli/dispatch.js';
import type { CliIo } from '../../src/cli/io.js';
import { repoRoot } from './run-cli.js';

export interface InProcessOptions {
  readonly cwd?: string;
  /** Standard input's bytes; without it, standard input is empty. */
  readonly input?: string | Uint8Array;
  /** The environment the command sees (colour variables, CONSENT_CONTRACT_DEBUG); empty by default. */
  readonly env?: Readonly<Record<string, string | undefined>>;
  readonly stdoutIsTTY?: boolean;
  readonly stderrIsTTY?: boolean;
  /** Resolves when a long-running command (sandbox) should stop, as Ctrl-C would. */
  readonly stop?: Promise<void>;
}

/** What a run wrote and returned. `output` and `errors` read what is written so far, while it runs. */
export interface InProcessRun {
  readonly code: Promise<number>;
  readonly output: () => string;
  readonly errors: () => string;
}

/** Starts `consent-contract ...args` in process; `code` resolves to its exit status. */
export function startCliInProcess(args: readonly string[], options: InProcessOptions = {}): InProcessRun {
  let stdout = '';
  let stderr = '';
  const input = options.input;
  const io: CliIo = {
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
    stdin: (async function* () {
      if (input !== undefined && input.length > 0) yield input;
    })(),
    env: options.env ?? {},
    cwd: options.cwd ?? repoRoot,
    stdoutIsTTY: options.stdoutIsTTY ?? false,
    stderrIsTTY: options.stderrIsTTY ?? false,
    onStop: (listener) => {
      let listening = true;
      void options.stop?.then(() => listening && listener());
      return () => {
        listening = false;
      };
    },
  };
  return { code: runCli(args, io), output: () => stdout, errors: () => stderr };
}

/** `consent-contract ...args` run to its end in process: exit status and output, as runCli gives them. */
export async function runCliInProcess(
  args: readonly string[],
  options: InProcessOptions = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  const run = startCliInProcess(args, options);
  const code = await run.code;
  return { code, stdout: run.output(), stderr: run.errors() };
}
