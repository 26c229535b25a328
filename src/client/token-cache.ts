/** The access token: cached, refreshed before it expires, one refresh shared by concurrent callers. */
import type { TokenResponse } from '../../generated/types.js';

interface Cached {
  readonly value: string;
  /** Date.now() at which the token is no longer handed out. */
  readonly refreshAt: number;
}

/** How many recent tokens are remembered for redaction after they are replaced. */
const remembered = 4;

/** Rejects with the signal's reason when it aborts before the promise settles. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (signal === undefined) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * Holds the current token in a private field (util.inspect does not show it). A refresh is not
 * tied to any one caller's signal, so one caller giving up does not fail the others.
 */
export class TokenCache {
  readonly #request: () => Promise<TokenResponse>;
  readonly #skewSeconds: number;
  readonly #now: () => number;
  #current: Cached | undefined;
  #inflight: Promise<string> | undefined;
  readonly #recent: string[] = [];

  constructor(request: () => Promise<TokenResponse>, skewSeconds: number, now: () => number = Date.now) {
    this.#request = request;
    this.#skewSeconds = skewSeconds;
    this.#now = now;
  }

  /** A token valid for at least the skew (or half its lifetime, if that is shorter). */
  get(signal?: AbortSignal): Promise<string> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    const current = this.#current;
    if (current !== undefined && this.#now() < current.refreshAt) return Promise.resolve(current.value);
    this.#inflight ??= this.#refresh().finally(() => {
      this.#inflight = undefined;
    });
    return untilAborted(this.#inflight, signal);
  }

  /** Drops the token (after the service refused it), unless a newer one already replaced it. */
  invalidate(token: string): void {
    if (this.#current?.value === token) this.#current = undefined;
  }

  /** The current and recently replaced tokens, for redaction. */
  known(): readonly string[] {
    return this.#recent;
  }

  /** Remembers a token for redaction before anything can fail with it in view. */
  remember(token: string): void {
    if (this.#recent.includes(token)) return;
    this.#recent.push(token);
    if (this.#recent.length > remembered) this.#recent.shift();
  }

  async #refresh(): Promise<string> {
    const started = this.#now();
    const response = await this.#request();
    const lifetimeMs = response.expiresInSeconds * 1000;
    const skewMs = Math.min(this.#skewSeconds * 1000, lifetimeMs / 2);
    this.remember(response.token);
    this.#current = { value: response.token, refreshAt: started + lifetimeMs - skewMs };
    return response.token;
  }
}
