/** One HTTP exchange: fetch under a per-attempt timeout combined with the caller's signal. */
import { ConsentNetworkError, ConsentTimeoutError } from './errors.js';
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

function parseJson(text: string): unknown {
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
    const text = await response.text();
    return { status: response.status, headers: response.headers, text, json: parseJson(text) };
  } catch (error) {
    if (context.signal?.aborted) throw context.signal.reason;
    if (timeout.aborted) throw new ConsentTimeoutError(context.timeoutMs, context.attempt);
    throw new ConsentNetworkError(context.attempt, redactedError(error, context.redact));
  }
}
