/** One HTTP exchange: fetch under a per-attempt timeout combined with the caller's signal. */
import { Buffer } from 'node:buffer';
import {
  ConsentClientError,
  ConsentNetworkError,
  ConsentResponseTooLargeError,
  ConsentTimeoutError,
} from './errors.js';

/**
 * The most bytes of an answer the client reads: a record or token is under a kilobyte, a 400
 * problem with 100 diagnostics a few hundred. A larger answer is not a answer of this interface.
 */
export const maxAnswerBytes = 4 * 1024 * 1024;
import { redactedError, type Redactor } from './redact.js';

/** What came back: status, headers and the body as text and, when it is JSON, parsed. */
export interface Exchange {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
  /** The parsed body, or undefined when it is empty or not JSON. */
  readonly json: unknown;
}

/** Everything one attempt needs. */
export interface AttemptContext {
  readonly fetch: typeof fetch;
  readonly timeoutMs: number;
  readonly redact: Redactor;
  /** 1-based, reported in the errors. */
  readonly attempt: number;
  readonly signal?: AbortSignal | undefined;
}

/** The body as text, reading at most `limit` bytes (by Content-Length first, then while reading). */
async function readCapped(response: Response, limit: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  const tooLarge = (): ConsentResponseTooLargeError => new ConsentResponseTooLargeError(response.status, limit);
  if (declared > limit) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  if (response.body === null) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks, size));
}

/** The answer's JSON value; undefined for an empty or non-JSON body (answers are hostile text). */
export function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Sends the request and reads the whole answer. A caller's abort rejects with the caller's
 * reason (never retried); the per-attempt timeout becomes ConsentTimeoutError and anything
 * else fetch throws becomes ConsentNetworkError with a redacted cause.
 */
export async function exchange(url: URL, init: RequestInit, context: AttemptContext): Promise<Exchange> {
  const timeout = AbortSignal.timeout(context.timeoutMs);
  const signal = context.signal === undefined ? timeout : AbortSignal.any([context.signal, timeout]);
  try {
    const response = await context.fetch(url, { ...init, signal, redirect: 'error' });
    const text = await readCapped(response, maxAnswerBytes);
    return { status: response.status, headers: response.headers, text, json: parseJson(text) };
  } catch (error) {
    if (error instanceof ConsentClientError) throw error;
    if (context.signal?.aborted) throw context.signal.reason;
    if (timeout.aborted) throw new ConsentTimeoutError(context.timeoutMs, context.attempt);
    throw new ConsentNetworkError(context.attempt, redactedError(error, context.redact));
  }
}
