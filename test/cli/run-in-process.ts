/**
 * Runs the command line, or one command, in this process through its CliIo seam: the same code as
 * the bin, with output captured, no child process and no tsx start-up (milliseconds instead of a
 * second). The one in-memory CliIo of the tests.
 */
import { runCli } from '../../src/cli/dispatch.js';
import type { CliIo } from '../../src/cli/io.js';
import { repoRoot } from './run-cli.js';

export interface InProcessOptions {
  /** The working directory the command sees; the repository's root by default. */
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

/** A CliIo in memory and what was written to it so far. */
export interface MemoryIo {
  readonly io: CliIo;
  readonly stdout: () => string;
  readonly stderr: () => string;
}

/** A CliIo that keeps what is written, as `options` describe the terminal and environment. */
export function memoryIo(options: InProcessOptions = {}): MemoryIo {
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
  return { io, stdout: () => stdout, stderr: () => stderr };
}

/** What a run wrote and returned. `output` and `errors` read what is written so far, while it runs. */
export interface InProcessRun {
  readonly code: Promise<number>;
  readonly output: () => string;
  readonly errors: () => string;
}

/** A command's entry point: its arguments and io in, its exit status out. */
export type Command = (args: readonly string[], io: CliIo) => number | Promise<number>;

/** Starts `command` (by default the whole command line) in process; `code` resolves to its exit status. */
export function startCliInProcess(
  args: readonly string[],
  options: InProcessOptions = {},
  command: Command = runCli,
): InProcessRun {
  const memory = memoryIo(options);
  return { code: Promise.resolve(command(args, memory.io)), output: memory.stdout, errors: memory.stderr };
}

/** `consent-contract ...args` (or `command`) run to its end in process: exit status and output. */
export async function runCliInProcess(
  args: readonly string[],
  options: InProcessOptions = {},
  command: Command = runCli,
): Promise<{ code: number; stdout: string; stderr: string }> {
  const run = startCliInProcess(args, options, command);
  const code = await run.code;
  return { code, stdout: run.output(), stderr: run.errors() };
}
