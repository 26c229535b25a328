/** The options of runConformance, checked once and filled with defaults. */
import { isSecureOrLoopback } from '../loopback.js';
import { ConformanceUsageError } from './errors.js';
import { canParseUrl } from '../can-parse-url.js';

/** Options of {@link runConformance}. */
export interface ConformanceOptions {
  /** The deployment, for example https://consent.staging.example. http: only on a loopback host. */
  readonly baseUrl: string | URL;
  readonly clientId: string;
  readonly clientSecret: string;
  /** Run only these check ids. */
  readonly only?: readonly string[];
  /** Leave out these check ids. */
  readonly skip?: readonly string[];
  /** Generated payloads per generated check (0 to 1000; default 5). */
  readonly runs?: number;
  /** Seed of the generated payloads; default a random one, reported so that a failure can be replayed. */
  readonly seed?: number;
  /** At most this many HTTP requests in all (default 200). */
  readonly maxRequests?: number;
  /** At most this many requests in flight (1 to 16; default 2). */
  readonly concurrency?: number;
  /** Open each created record's redirectUrl and expect a 200 HTML page (default true). */
  readonly page?: boolean;
  /** Time limit of each request in milliseconds (default 10000). */
  readonly timeoutMs?: number;
  /** fiduciary.fidId of every payload sent (a deployment may accept only its client's own). */
  readonly fidId?: string;
  /** service.id of every payload sent. */
  readonly serviceId?: string;
  /** Plan only: every check is reported skipped and nothing is sent. */
  readonly dryRun?: boolean;
  /** A fetch implementation; default Node's. */
  readonly fetch?: typeof fetch;
  /** The OpenAPI document answers are held against; default the package's generated/openapi.json. */
  readonly openapi?: unknown;
  /** Called as checks finish, for a progress line. */
  readonly onProgress?: (progress: ConformanceProgress) => void;
}

/** How far a run is. */
export interface ConformanceProgress {
  readonly done: number;
  readonly total: number;
  /** The check that just finished. */
  readonly id: string;
}

/** Checked options with every default filled in. */
export interface ResolvedConformanceOptions {
  readonly base: URL;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly only: readonly string[] | undefined;
  readonly skip: readonly string[];
  readonly runs: number;
  readonly seed: number;
  readonly maxRequests: number;
  readonly concurrency: number;
  readonly page: boolean;
  readonly timeoutMs: number;
  readonly fidId: string;
  readonly serviceId: string;
  readonly dryRun: boolean;
  readonly fetch: typeof fetch;
  readonly openapi: unknown;
  readonly onProgress: ((progress: ConformanceProgress) => void) | undefined;
}

/** The defaults, for help texts and the README. */
export const conformanceDefaults = {
  runs: 5,
  maxRequests: 200,
  concurrency: 2,
  timeoutMs: 10_000,
  fidId: 'FID-CONFORMANCE',
  serviceId: 'conformance',
} as const;

function whole(name: string, value: number | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || value < min || value > max)
    throw new ConformanceUsageError(`${name} must be a whole number from ${min} to ${max}, got ${String(value)}`);
  return value;
}

/** The base URL, refused when it would send credentials in the clear or is not an address at all. */
export function parseBaseUrl(baseUrl: string | URL): URL {
  const text = String(baseUrl);
  if (!canParseUrl(text))
    throw new ConformanceUsageError(
      `the base URL "${text}" is not an absolute URL; expected for example https://consent.staging.example`,
    );
  const url = new URL(text);
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new ConformanceUsageError(`the base URL uses ${url.protocol}; use https:`);
  if (!isSecureOrLoopback(url)) {
    throw new ConformanceUsageError(
      `the base URL uses plain http: on ${url.hostname}, which would send the client secret in the clear; use https: (http: is allowed only for loopback hosts such as 127.0.0.1)`,
    );
  }
  if (url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '') {
    throw new ConformanceUsageError('the base URL must not carry credentials, a query or a fragment');
  }
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url;
}

/** Checks the options; throws ConformanceUsageError (never naming the secret) when one is unusable. */
export function resolveConformanceOptions(options: ConformanceOptions): ResolvedConformanceOptions {
  if (typeof options.clientId !== 'string' || options.clientId === '' || options.clientId.includes(':')) {
    throw new ConformanceUsageError('the client id must be a non-empty string without ":"');
  }
  if (typeof options.clientSecret !== 'string' || options.clientSecret === '')
    throw new ConformanceUsageError('the client secret must be a non-empty string');
  const fetchImpl = options.fetch ?? globalThis.fetch;
  return {
    base: parseBaseUrl(options.baseUrl),
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    only: options.only,
    skip: options.skip ?? [],
    runs: whole('runs', options.runs, conformanceDefaults.runs, 0, 1000),
    seed: whole('seed', options.seed, Math.floor(Math.random() * 0x7fffffff), -0x80000000, 0x7fffffff),
    maxRequests: whole('maxRequests', options.maxRequests, conformanceDefaults.maxRequests, 1, 1_000_000),
    concurrency: whole('concurrency', options.concurrency, conformanceDefaults.concurrency, 1, 16),
    page: options.page ?? true,
    timeoutMs: whole('timeoutMs', options.timeoutMs, conformanceDefaults.timeoutMs, 1, 2_147_483_647),
    fidId: options.fidId ?? conformanceDefaults.fidId,
    serviceId: options.serviceId ?? conformanceDefaults.serviceId,
    dryRun: options.dryRun ?? false,
    fetch: fetchImpl,
    openapi: options.openapi,
    onProgress: options.onProgress,
  };
}
