/** Reading a JSON request body within a byte limit, without buffering more than the limit. */
import { isUtf8 } from 'node:buffer';
import type { IncomingMessage } from 'node:http';
import type { Problem } from '../../../generated/types.js';
import { problemBody } from '../../problems/problem-types.js';
import type { Diagnostic } from '../../diagnostic.js';
import { duplicateKeyWarnings } from './duplicate-keys.js';
import { validUtf8Text } from '../../utf8-text.js';

/** The parsed body, or the problem to answer with (close: the connection must not be reused). */
export type BodyResult =
  | {
      readonly kind: 'json';
      readonly value: unknown;
      readonly raw: Buffer;
      /** json/duplicate-key warnings, as the command line gives them. */
      readonly warnings: readonly Diagnostic[];
    }
  | { readonly kind: 'problem'; readonly problem: Problem; readonly close: boolean }
  | { readonly kind: 'aborted' };

/** application/json or application/<something>+json, with no charset other than UTF-8. */
export function isJsonMediaType(contentType: string | undefined): boolean {
  if (contentType === undefined) return false;
  if (contentType === 'application/json') return true;
  const [essence = '', ...params] = contentType.split(';').map((p) => p.trim().toLowerCase());
  if (essence !== 'application/json' && !/^application\/[a-z0-9!#$&^_.-]+\+json$/.test(essence)) return false;
  const charset = params
    .find((p) => p.startsWith('charset='))
    ?.slice('charset='.length)
    .replace(/"/g, '');
  return charset === undefined || charset === 'utf-8' || charset === 'utf8';
}

function tooLarge(limit: number): Problem {
  return problemBody(
    'payload-too-large',
    `The body exceeds ${limit} bytes; a consent request payload must be at most 1 MiB.`,
  );
}

function syntax(detail: string, code: string, message: string): Problem {
  return problemBody('malformed-json', detail, [{ code, severity: 'error', pointer: '', message, source: 'input' }]);
}

/**
 * Checks the media type (415) and the declared length (413), then reads while counting and
 * stops reading at the first byte over the limit (413), then decodes UTF-8 and parses (400).
 */
export function readJsonBody(req: IncomingMessage, limit: number): Promise<BodyResult> {
  if (!isJsonMediaType(req.headers['content-type'])) {
    const detail = `Content-Type ${req.headers['content-type'] === undefined ? 'is missing' : `"${req.headers['content-type']}" is not supported`}; send application/json (UTF-8).`;
    return Promise.resolve({ kind: 'problem', problem: problemBody('unsupported-media-type', detail), close: true });
  }
  const coding = unsupportedCoding(req);
  if (coding !== undefined) {
    return Promise.resolve({ kind: 'problem', problem: problemBody('unsupported-media-type', coding), close: true });
  }
  const declared = Number(req.headers['content-length'] ?? '0');
  if (declared > limit) return Promise.resolve({ kind: 'problem', problem: tooLarge(limit), close: true });

  // One promise for reading and parsing: the parse runs in the 'end' listener.
  return readThen(req, limit, (read) =>
    read.kind === 'bytes'
      ? parse(read.raw)
      : read.kind === 'aborted'
        ? read
        : { kind: 'problem', problem: tooLarge(limit), close: true },
  );
}

/**
 * Why the body's coding cannot be read, or undefined: any Content-Encoding but identity, and any
 * Transfer-Encoding but plain chunked (Node's parser undoes chunked only; `gzip, chunked` would
 * hand over compressed bytes).
 */
export function unsupportedCoding(req: IncomingMessage): string | undefined {
  const encoding = req.headers['content-encoding'];
  if (encoding !== undefined && encoding.toLowerCase() !== 'identity') {
    return `Content-Encoding "${encoding}" is not supported; send the body uncompressed.`;
  }
  const transfer = req.headers['transfer-encoding'];
  if (transfer !== undefined && transfer.trim().toLowerCase() !== 'chunked') {
    const how = 'send the body uncompressed, with Content-Length or Transfer-Encoding: chunked.';
    return `Transfer-Encoding "${transfer}" is not supported; ${how}`;
  }
  return undefined;
}

/** What reading a body found: its bytes, or that it was too large, or that the client went away. */
export type ReadResult = { kind: 'bytes'; raw: Buffer } | { kind: 'too-large' } | { kind: 'aborted' };

/** The whole body when it stays within limit bytes; reading stops at the first byte over it. */
export function readLimited(req: IncomingMessage, limit: number): Promise<ReadResult> {
  return readThen(req, limit, (read) => read);
}

/**
 * Reads as readLimited does and resolves to `then` of what it read. The bytes may be a view of
 * Node's socket buffer (one chunk) or of its shared pool (Buffer.concat): whoever keeps them copies them.
 */
function readThen<T>(req: IncomingMessage, limit: number, then: (read: ReadResult) => T): Promise<T> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let bytes = 0;
    const finish = (result: ReadResult): void => {
      req.off('data', onData).off('end', onEnd).off('close', onClose).off('error', onClose);
      // A throw here would escape through the request's event emitter: it rejects instead, as a .then would.
      try {
        resolve(then(result));
      } catch (error) {
        reject(error);
      }
    };
    const onData = (chunk: Buffer): void => {
      bytes += chunk.length;
      if (bytes > limit) {
        req.pause();
        chunks.length = 0;
        finish({ kind: 'too-large' });
      } else chunks.push(chunk);
    };
    const onEnd = (): void =>
      finish({ kind: 'bytes', raw: chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, bytes) });
    const onClose = (): void => finish({ kind: 'aborted' });
    req.on('data', onData).on('end', onEnd).on('close', onClose).on('error', onClose);
  });
}

function parse(raw: Buffer): BodyResult {
  if (!isUtf8(raw)) {
    return {
      kind: 'problem',
      problem: syntax(
        'The body is not valid UTF-8.',
        'input/encoding',
        'the body is not valid UTF-8; send JSON encoded as UTF-8',
      ),
      close: false,
    };
  }
  // A byte order mark is tolerated (as TextDecoder would) and not kept.
  const bom = raw[0] === 0xef && raw[1] === 0xbb && raw[2] === 0xbf;
  const json = bom ? raw.subarray(3) : raw;
  const text = validUtf8Text(json);
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch (error) {
    // Only text that JSON.parse refuses can be blank: the check costs nothing on an ordinary body.
    if (/^\s*$/.test(text))
      return {
        kind: 'problem',
        problem: syntax(
          'The body is empty.',
          'json/syntax',
          'the body is empty; send the consent request payload as JSON',
        ),
        close: false,
      };
    const reason = error instanceof SyntaxError ? error.message : 'unreadable';
    return {
      kind: 'problem',
      problem: syntax('The body could not be parsed as JSON.', 'json/syntax', `the body is not JSON: ${reason}`),
      close: false,
    };
  }
  return { kind: 'json', value, raw: json, warnings: duplicateKeyWarnings(text, value) };
}
