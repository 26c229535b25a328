/** A CliIo in memory, for running a command in process. */
import type { CliIo } from '../../../../src/cli/io.js';

/** The io and what was written to it. */
export function memoryIo(
  env: Record<string, string | undefined> = {},
  tty = false,
): CliIo & { out: () => string; err: () => string } {
  let out = '';
  let err = '';
  return {
    stdout: (text) => {
      out += text;
    },
    stderr: (text) => {
      err += text;
    },
    stdin: (async function* () {})(),
    env,
    cwd: process.cwd(),
    stdoutIsTTY: tty,
    stderrIsTTY: tty,
    onStop: () => () => {},
    out: () => out,
    err: () => err,
  };
}
