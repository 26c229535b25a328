/** The options of createConsentClient, checked once and filled with defaults. */
import { ConsentConfigError } from './errors.js';
import { isLoopbackHost } from '../loopback.js';
import { canParseUrl } from '../can-parse-url.js';

/** Options of {@link createConsentClient}. */
export interface ConsentClientOptions {
  /** Address of the deployment, for example https://consent.staging.example. http: only on loopback. */
  readonly baseUrl: string | URL;
  readonly clientId: string;
  readonly clientSecret: string;
  /** A fetch implementation; defaults to Node's global fetch. */
  readonly fetch?: typeof fetch;
  /** Time limit of each HTTP attempt, in whole milliseconds from 1 to 2147483647 (Node's timer limit). Default 10000. */
  readonly timeoutMs?: number;
  /** Retries after the first attempt for network errors, timeouts and 5xx answers: a whole number from 0 to 10. Default 2. */
  readonly retries?: number;
  /** Refresh the token this many whole seconds (0 or more) before it expires (at most half its lifetime). Default 30. */
  readonly refreshSkewSeconds?: number;
  /** The clock that decides when the cached token is refreshed, in ms since the epoch; default Date.now. For tests. */
  readonly now?: () => number;
}

/** Checked options with every default filled in. */
export interface ResolvedOptions {
  readonly base: URL;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly fetch: typeof fetch;
  readonly timeoutMs: number;
  readonly retries: number;
  readonly refreshSkewSeconds: number;
  readonly now: () => number;
}

/** Defaults of the optional settings. */
export const defaults = { timeoutMs: 10_000, retries: 2, refreshSkewSeconds: 30 } as const;

/**
 * The accepted range of each numeric setting, whole numbers only. timeoutMs: Node's timers (and so
 * AbortSignal.timeout) fire at once above 2^31 - 1 ms and throw on a fraction. retries: beyond 10
 * the backoff alone (2 s each, capped) would hide an outage for minutes.
 */
export const limits = {
  timeoutMs: { min: 1, max: 2_147_483_647 },
  retries: { min: 0, max: 10 },
  refreshSkewSeconds: { min: 0, max: Number.MAX_SAFE_INTEGER },
} as const;

export { isLoopbackHost };

function parseBase(baseUrl: string | URL): URL {
  const text = String(baseUrl);
  if (!canParseUrl(text))
    throw new ConsentConfigError(
      'baseUrl is not an absolute URL; expected for example https://consent.staging.example',
    );
  const url = new URL(text);
  if (url.username !== '' || url.password !== '')
    throw new ConsentConfigError('baseUrl must not carry credentials; pass clientId and clientSecret instead');
  if (url.search !== '' || url.hash !== '') throw new ConsentConfigError('baseUrl must not have a query or fragment');
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    throw new ConsentConfigError(
      `baseUrl uses http: on ${url.hostname}; use https: (plain http: is allowed only for loopback hosts such as 127.0.0.1)`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new ConsentConfigError(`baseUrl uses ${url.protocol}; use https:`);
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url;
}

function count(name: keyof typeof limits, value: unknown, fallback: number): number {
  if (value === undefined) return fallback;
  const { min, max } = limits[name];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `>= ${min}` : `from ${min} to ${max}`;
    throw new ConsentConfigError(
      `${name} must be a whole number ${range}; got ${typeof value === 'number' ? String(value) : typeof value}`,
    );
  }
  return value;
}

/** Checks the options; throws ConsentConfigError (never naming the credentials) when one is unusable. */
export function resolveOptions(options: ConsentClientOptions): ResolvedOptions {
  if (typeof options.clientId !== 'string' || options.clientId === '')
    throw new ConsentConfigError('clientId must be a non-empty string');
  if (options.clientId.includes(':'))
    throw new ConsentConfigError('clientId must not contain ":" (HTTP Basic joins id and secret with it)');
  if (typeof options.clientSecret !== 'string' || options.clientSecret === '')
    throw new ConsentConfigError('clientSecret must be a non-empty string');
  if (options.now !== undefined && typeof options.now !== 'function')
    throw new ConsentConfigError('now must be a function');
  const fetchImpl = options.fetch ?? globalThis.fetch;
  if (typeof fetchImpl !== 'function') throw new ConsentConfigError('no fetch implementation: pass options.fetch');
  return {
    base: parseBase(options.baseUrl),
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    fetch: fetchImpl,
    timeoutMs: count('timeoutMs', options.timeoutMs, defaults.timeoutMs),
    retries: count('retries', options.retries, defaults.retries),
    refreshSkewSeconds: count('refreshSkewSeconds', options.refreshSkewSeconds, defaults.refreshSkewSeconds),
    now: options.now ?? Date.now,
  };
}

/** The address of an endpoint under the base URL (which may carry a path prefix). */
export function endpoint(base: URL, path: string): URL {
  return new URL(path.replace(/^\//, ''), base);
}
