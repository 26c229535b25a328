/**
 * Reading an input as bytes and decoding it as UTF-8 (TextDecoder, fatal). This is the cold
 * path, so it only detects problems; input-problems.ts (loaded when needed) describes them.
 */
import { closeSync, constants, fstatSync, openSync, readFileSync } from 'node:fs';
import { maxInputBytes } from '../../document/limits.js';

/** The size limit of one file or one NDJSON line, in bytes (the same for the library's text entry). */
export { maxInputBytes };

/** Bytes, or why there are none. */
export type ReadOutcome =
  | { readonly ok: true; readonly bytes: Uint8Array }
  | { readonly ok: false; readonly problem: 'too-large'; readonly size: number; readonly atLeast: boolean }
  | { readonly ok: false; readonly problem: 'unreadable'; readonly error: unknown };

/** The error of a named input that is not a regular file (reported as file/unreadable). */
export const notRegularFile = (): Error => Object.assign(new Error('not a regular file'), { code: 'ENOTREG' });

/**
 * Reads a regular file, refusing one over the size limit by its size, without reading it.
 * Anything else named (a FIFO, a socket, a device) is refused: reading one may never end, and
 * opening a FIFO waits for a writer, so the file is opened non-blocking and checked before any
 * read. Standard input is read with `-` (readStreamBytes).
 */
export function readFileBytes(path: string): ReadOutcome {
  let fd: number | undefined;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
    const stats = fstatSync(fd);
    if (stats.isDirectory())
      return {
        ok: false,
        problem: 'unreadable',
        error: Object.assign(new Error('is a directory'), { code: 'EISDIR' }),
      };
    if (!stats.isFile()) return { ok: false, problem: 'unreadable', error: notRegularFile() };
    if (stats.size > maxInputBytes) return { ok: false, problem: 'too-large', size: stats.size, atLeast: false };
    const bytes = readFileSync(fd);
    // The file may have grown since fstat.
    if (bytes.length > maxInputBytes) return { ok: false, problem: 'too-large', size: bytes.length, atLeast: false };
    return { ok: true, bytes };
  } catch (error) {
    return { ok: false, problem: 'unreadable', error };
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** Converts a stream chunk to a Buffer without copying. */
export const toBuffer = (chunk: Uint8Array | string): Buffer =>
  typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);

/** Reads a whole stream, such as standard input, stopping as soon as it is over the size limit. */
export async function readStreamBytes(stream: AsyncIterable<Uint8Array | string>): Promise<ReadOutcome> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      const buffer = toBuffer(chunk);
      size += buffer.length;
      if (size > maxInputBytes) return { ok: false, problem: 'too-large', size, atLeast: true };
      chunks.push(buffer);
    }
  } catch (error) {
    return { ok: false, problem: 'unreadable', error };
  }
  return { ok: true, bytes: Buffer.concat(chunks, size) };
}

/** Decoded text, and what decoding found: a BOM (stripped) or bytes that are not UTF-8 (no text). */
export interface Decoded {
  readonly text: string | undefined;
  readonly bom: boolean;
  /** The bytes after any BOM. */
  readonly body: Uint8Array;
}

const fatal = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** True when the bytes start with a UTF-8 byte order mark. */
export const hasBom = (bytes: Uint8Array): boolean => bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;

/** Decodes bytes as UTF-8; `text` is undefined when they are not valid UTF-8. */
export function decode(bytes: Uint8Array): Decoded {
  const bom = hasBom(bytes);
  const body = bom ? bytes.subarray(3) : bytes;
  try {
    return { text: fatal.decode(body), bom, body };
  } catch {
    return { text: undefined, bom, body };
  }
}
