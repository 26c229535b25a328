/** Retries with full-jitter exponential backoff, stopping at once when the caller aborts. */
import { ConsentHttpError, ConsentNetworkError, ConsentTimeoutError } from './errors.js';

/** How often and how patiently to retry. */
export interface RetryPolicy {
  /** Retries after the first attempt. */
  readonly retries: number;
  /** Upper bound of the first backoff; doubles per retry. Default 100 ms. */
  readonly baseDelayMs?: number;
  /** Upper bound of any backoff. Default 2000 ms. */
  readonly maxDelayMs?: number;
  /** Source of jitter in [0, 1). Default Math.random. */
  readonly random?: () => number;
}

/** Errors that already went through their own retries; an outer loop must not retry them again. */
const exhausted = new WeakSet<object>();

/** Network errors, timeouts and 5xx answers are worth another attempt (the requestId makes it safe). */
export function isRetryable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || exhausted.has(error)) return false;
  return (
    error instanceof ConsentNetworkError ||
    error instanceof ConsentTimeoutError ||
    (error instanceof ConsentHttpError && error.status >= 500)
  );
}

/** The wait before retry number `retry` (1-based): uniform in [0, min(max, base * 2^(retry-1))). */
export function backoffDelay(retry: number, policy: RetryPolicy): number {
  const base = policy.baseDelayMs ?? 100;
  const max = policy.maxDelayMs ?? 2000;
  return Math.floor((policy.random ?? Math.random)() * Math.min(max, base * 2 ** (retry - 1)));
}

/** Resolves after ms, or rejects with the signal's reason when it aborts first. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Runs attempt(1), and on a retryable error waits and runs attempt(2), ... up to
 * 1 + policy.retries attempts. The last error is thrown as is (and marked exhausted).
 */
export async function withRetries<T>(
  attempt: (n: number) => Promise<T>,
  policy: RetryPolicy,
  signal?: AbortSignal,
): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      return await attempt(n);
    } catch (error) {
      if (n > policy.retries || !isRetryable(error) || signal?.aborted) {
        if (typeof error === 'object' && error !== null) exhausted.add(error);
        throw error;
      }
    }
    await sleep(backoffDelay(n, policy), signal);
  }
}
