/** Runs a command of the command line in process, through its CliIo seam, in a given folder. */
import type { CliIo } from '../../../src/cli/io.js';

/** What a run printed and returned. */
export interface InProcessRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `command(argv, io)` with cwd `cwd`, no terminal and no colour. */
export async function runInProcess(
  command: (argv: readonly string[], io: CliIo) => number | Promise<number>,
  argv: readonly string[],
  cwd: string,
): Promise<InProcessRun> {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    stdout: (text) => void (stdout += text),
    stderr: (text) => void (stderr += text),
    stdin: (async function* () {})(),
    env: { NO_COLOR: '1' },
    cwd,
    stdoutIsTTY: false,
    stderrIsTTY: false,
    onStop: () => () => {},
  };
  const code = await command(argv, io);
  return { code, stdout, stderr };
}
