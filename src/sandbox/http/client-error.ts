/**
 * Requests Node's HTTP parser refuses before any route sees them (a bad request line, a bad
 * header, Transfer-Encoding with Content-Length, a malformed chunk, headers over the limit) and
 * clients too slow to finish: answered with a problem body, like every other refusal.
 */
import { maxHeaderSize, type IncomingMessage } from 'node:http';
import { unsupportedCoding } from './body.js';
import type { Problem } from '../../../generated/types.js';
import { problemBody } from '../../problems/problem-types.js';

/** What the server's clientError event hands over: an Error with Node's code and, for parse errors, the bytes. */
export interface ClientError extends Error {
  readonly code?: string;
  /** The parser's reason, such as "Invalid method encountered". */
  readonly reason?: string;
  readonly rawPacket?: Buffer;
}

/**
 * The problem to answer a client error with, or undefined when there is no one to answer (the
 * client reset). `req` is the request whose body the parser was reading, if any: a body in a
 * Transfer-Encoding the sandbox does not take (which Node's parser refuses as soon as the body
 * starts, before the route can say so) is a 415, as the route would answer.
 */
export function clientErrorProblem(
  error: ClientError,
  limits: { headersTimeoutMs: number; requestTimeoutMs: number },
  req?: IncomingMessage,
): Problem | undefined {
  const coding = req === undefined ? undefined : unsupportedCoding(req);
  if (coding !== undefined && error.code !== 'ECONNRESET' && error.code !== 'EPIPE')
    return problemBody('unsupported-media-type', coding);
  switch (error.code) {
    case 'ECONNRESET':
    case 'EPIPE':
      return undefined;
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return problemBody(
        'request-timeout',
        `The request was not received in time (headers within ${limits.headersTimeoutMs} ms, ` +
          `the whole request within ${limits.requestTimeoutMs} ms); the connection is closed.`,
      );
    case 'HPE_HEADER_OVERFLOW':
      return problemBody(
        'headers-too-large',
        `The request headers are larger than ${maxHeaderSize} bytes; the connection is closed.`,
      );
    default: {
      const why = (error.reason ?? error.message).replace(/^Parse Error: /, '');
      return problemBody(
        'bad-request',
        `The request is not valid HTTP/1.1 (${error.code ?? 'unknown'}: ${why}); the connection is closed.`,
      );
    }
  }
}

/** The method and path of the request line the parser refused, as far as they can be read; '' otherwise. */
export function requestLineOf(rawPacket: Buffer | undefined): { method: string; path: string } {
  const line = rawPacket?.subarray(0, 2048).toString('latin1').split('\r\n', 1)[0] ?? '';
  const match = /^([!#$%&'*+.^_`|~0-9A-Za-z-]{1,20}) (\S{1,2048}) HTTP\/\d\.\d$/.exec(line);
  if (match === null) return { method: '', path: '' };
  const target = match[2] as string;
  const mark = target.indexOf('?');
  return { method: match[1] as string, path: mark < 0 ? target : target.slice(0, mark) };
}
