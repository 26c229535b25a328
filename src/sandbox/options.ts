/** The options of createSandbox, checked once and filled with defaults. */
import { maxConsentRequestBytes } from '../../generated/validators.js';
import { consentRequestRecordSchema, tokenResponseSchema } from '../../generated/schemas.js';
import { plainOrQuoted } from './http/console-text.js';
import { printableLines } from '../safe-text.js';
import type { RequestLogEntry } from './http/request-log.js';
import { canParseUrl } from '../can-parse-url.js';

/** One pair of client credentials the sandbox accepts. */
export interface SandboxClient {
  readonly clientId: string;
  readonly clientSecret: string;
}

/** Options of {@link createSandbox}. */
export interface SandboxOptions {
  /** TCP port on 127.0.0.1; 0 (the default) picks a free one. */
  readonly port?: number;
  /** The credentials accepted by the token endpoint. Default: the documented sandbox pair. */
  readonly clients?: readonly SandboxClient[];
  /** Lifetime of issued tokens in seconds. Default 900. */
  readonly tokenTtlSeconds?: number;
  /** Public address used in redirectUrl. Default http://127.0.0.1:<port> once listening. */
  readonly baseUrl?: string;
  /**
   * File that keeps the records across restarts: a journal of changes, each flushed before it is
   * answered, compacted as it grows. Its directory must exist. Default: memory only.
   */
  readonly dataFile?: string;
  /** At most this many records are kept; the oldest go first. Default 10000. */
  readonly maxRecords?: number;
  /**
   * At most this many bytes of stored payloads (as received) and history entries (as JSON) are
   * kept; the oldest records go first, and their requestIds are forgotten, as with maxRecords.
   * The newest record is kept even when it alone is larger. This bounds memory and the data
   * file, since one payload can be ~1 MiB. Default 64 MiB (67108864).
   */
  readonly maxStoredBytes?: number;
  /** Whole-request time limit for slow clients (http.Server requestTimeout). Default 30000. */
  readonly requestTimeoutMs?: number;
  /** Time limit for the request headers (http.Server headersTimeout). Default 10000. */
  readonly headersTimeoutMs?: number;
  /** Clock in milliseconds, for token expiry and timestamps. Default Date.now. */
  readonly now?: () => number;
  /** Called after every answered (or dropped) request, for a console log. */
  readonly onRequest?: (entry: RequestLogEntry) => void;
  /**
   * Called when answering a request failed inside the sandbox (it then answers 500 and logs the
   * request with status 500). `request` names the method and path only: never headers or bodies.
   * Default: writes the error's stack to stderr.
   */
  readonly onError?: (error: Error, request: SandboxErrorContext) => void;
}

/** Which request an internal error happened on (no header or body content). */
export interface SandboxErrorContext {
  readonly method: string;
  readonly path: string;
}

/** The documented credentials of a sandbox started without any (never use them elsewhere). */
export const defaultSandboxClient: SandboxClient = { clientId: 'df-sandbox', clientSecret: 'sandbox-secret' };

/**
 * Longest token lifetime the contract allows: `expiresInSeconds`' maximum in the token response
 * schema (86400, a day). A longer one would answer tokens that clients reject as invalid.
 */
export const maxTokenTtlSeconds: number = (
  tokenResponseSchema as { properties: { expiresInSeconds: { maximum: number } } }
).properties.expiresInSeconds.maximum;

/**
 * Longest baseUrl: a redirectUrl is the base, /consent?cr_id= and a crId (cr_ and 32 hex digits),
 * and the record schema bounds it (2048 characters); 64 are kept for what follows the base.
 */
export const maxBaseUrlLength: number =
  (consentRequestRecordSchema as { properties: { redirectUrl: { maxLength: number } } }).properties.redirectUrl
    .maxLength - 64;

/** Largest request body the creation endpoint reads: the contract's limit (x-max-body-bytes, 1 MiB). */
export const maxBodyBytes = maxConsentRequestBytes;

/** Checked options with every default filled in. */
export interface ResolvedSandboxOptions {
  readonly port: number;
  readonly clients: readonly SandboxClient[];
  readonly tokenTtlSeconds: number;
  readonly baseUrl: string | undefined;
  readonly dataFile: string | undefined;
  readonly maxRecords: number;
  readonly maxStoredBytes: number;
  readonly requestTimeoutMs: number;
  readonly headersTimeoutMs: number;
  readonly now: () => number;
  readonly onRequest: ((entry: RequestLogEntry) => void) | undefined;
  readonly onError: (error: Error, request: SandboxErrorContext) => void;
}

function whole(
  name: string,
  value: number | undefined,
  fallback: number,
  min: number,
  max = Number.MAX_SAFE_INTEGER,
): number {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || value < min || value > max)
    throw new RangeError(`${name} must be an integer from ${min} to ${max}, got ${String(value)}`);
  return value;
}

/** Checks the options; throws TypeError or RangeError naming the bad option. */
export function resolveSandboxOptions(options: SandboxOptions = {}): ResolvedSandboxOptions {
  const clients = options.clients ?? [defaultSandboxClient];
  if (clients.length === 0) throw new RangeError('clients must list at least one { clientId, clientSecret }');
  for (const c of clients) {
    if (typeof c.clientId !== 'string' || c.clientId === '' || c.clientId.includes(':'))
      throw new TypeError('every clientId must be a non-empty string without ":"');
    if (typeof c.clientSecret !== 'string' || c.clientSecret === '')
      throw new TypeError('every clientSecret must be a non-empty string');
  }
  if (options.baseUrl !== undefined && !canParseUrl(options.baseUrl))
    throw new TypeError(`baseUrl is not an absolute URL: ${options.baseUrl}`);
  if (options.baseUrl !== undefined && options.baseUrl.length > maxBaseUrlLength)
    throw new RangeError(`baseUrl must be at most ${maxBaseUrlLength} characters: redirectUrl is at most 2048`);
  return {
    port: whole('port', options.port, 0, 0, 65535),
    clients,
    tokenTtlSeconds: whole('tokenTtlSeconds', options.tokenTtlSeconds, 900, 1, maxTokenTtlSeconds),
    baseUrl: options.baseUrl?.replace(/\/+$/, ''),
    dataFile: options.dataFile,
    maxRecords: whole('maxRecords', options.maxRecords, 10_000, 1),
    maxStoredBytes: whole('maxStoredBytes', options.maxStoredBytes, 64 * 1024 * 1024, 1),
    requestTimeoutMs: whole('requestTimeoutMs', options.requestTimeoutMs, 30_000, 1),
    headersTimeoutMs: whole('headersTimeoutMs', options.headersTimeoutMs, 10_000, 1),
    now: options.now ?? Date.now,
    onRequest: options.onRequest,
    onError: options.onError ?? writeErrorToStderr,
  };
}

/** The console line for an internal error: the error's stack, naming the request by method and path only. */
export function internalErrorLine(error: Error, request: SandboxErrorContext): string {
  const where = `${plainOrQuoted(request.method)} ${plainOrQuoted(request.path)}`;
  const stack = printableLines(error.stack ?? `${error.name}: ${error.message}`);
  return `consent-contract sandbox: internal error answering ${where}: ${stack}\n`;
}

/** The default onError: internalErrorLine on stderr. */
export function writeErrorToStderr(error: Error, request: SandboxErrorContext): void {
  process.stderr.write(internalErrorLine(error, request));
}
