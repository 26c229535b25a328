/** The outside world of a command, passed in so that commands can run in tests without a process. */
import { fstatSync, writeSync } from 'node:fs';

/** Streams and environment of one run. */
export interface CliIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  readonly stdin: AsyncIterable<Uint8Array | string>;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly cwd: string;
  readonly stdoutIsTTY: boolean;
  readonly stderrIsTTY: boolean;
  /**
   * Calls `listener` when the user asks a long-running command to stop (Ctrl-C, SIGTERM);
   * returns the function that stops listening.
   */
  readonly onStop: (listener: () => void) => () => void;
}

const pause = new Int32Array(new SharedArrayBuffer(4));
const closed = new Set<number>();

/**
 * Writes all of `text` to a file descriptor, synchronously: output is complete and in order when
 * the process exits, and no stream object is created (that costs a few percent of a cold start).
 * A non-blocking pipe that is full is waited for; once a pipe is closed (`| head`), output to it is
 * dropped quietly and the command still ends with its own exit status.
 */
export function writeAll(fd: number, text: string): void {
  if (closed.has(fd)) return;
  const bytes = Buffer.from(text);
  let offset = 0;
  while (offset < bytes.length) {
    try {
      offset += writeSync(fd, bytes, offset);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EAGAIN') Atomics.wait(pause, 0, 0, 5);
      else if (code === 'EPIPE') {
        closed.add(fd);
        return;
      } else throw error;
    }
  }
}

/**
 * True when `fd` is a terminal. Pipes and files are told apart by fstat, so the tty module (which
 * loads the whole net stack) is loaded only for character devices, that is terminals and /dev/null.
 */
export function isTerminal(fd: number): boolean {
  try {
    if (!fstatSync(fd).isCharacterDevice()) return false;
  } catch {
    return false;
  }
  return process.getBuiltinModule('node:tty').isatty(fd);
}

/** The real process. Standard input is opened, and terminals are detected, only when asked. */
export function processIo(): CliIo {
  return {
    stdout: (text) => writeAll(1, text),
    stderr: (text) => writeAll(2, text),
    get stdin() {
      return process.stdin;
    },
    env: process.env,
    cwd: process.cwd(),
    get stdoutIsTTY() {
      return isTerminal(1);
    },
    get stderrIsTTY() {
      return isTerminal(2);
    },
    onStop: (listener) => {
      process.on('SIGINT', listener);
      process.on('SIGTERM', listener);
      return () => {
        process.off('SIGINT', listener);
        process.off('SIGTERM', listener);
      };
    },
  };
}
