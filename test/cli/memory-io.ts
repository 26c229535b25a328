/** A CliIo in memory: runs a command in process and keeps what it writes. */
import type { CliIo } from '../../src/cli/io.js';

export interface MemoryIo {
  readonly io: CliIo;
  readonly stdout: () => string;
  readonly stderr: () => string;
}

/** An io for `cwd`, no terminal, the given environment. */
export function memoryIo(cwd: string, env: Readonly<Record<string, string | undefined>> = {}): MemoryIo {
  let out = '';
  let err = '';
  const io: CliIo = {
    stdout: (text) => (out += text),
    stderr: (text) => (err += text),
    stdin: (async function* () {})(),
    env,
    cwd,
    stdoutIsTTY: false,
    stderrIsTTY: false,
  };
  return { io, stdout: () => out, stderr: () => err };
}
