/**
 * The typed errors of the client. Each names what went wrong and what to do; none carries the
 * client id, the client secret or an access token (see redact.ts), in its message, its own
 * properties or its cause.
 */
import type { Diagnostic } from '../diagnostic.js';
import type { Problem } from '../../generated/types.js';

/** What a ConsentValidationError is about: the payload before sending, or an answer of the service. */
export type ValidationTarget = 'payload' | 'record' | 'token-response';

/** Base class of every error the client throws; `code` is stable, `message` is for people. */
export class ConsentClientError extends Error {
  /** Stable machine-readable kind, for example CONSENT_HTTP. */
  readonly code: string;

  constructor(code: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }

  override get name(): string {
    return this.constructor.name;
  }
}

/** The options of createConsentClient are unusable (for example a plain http: base URL on a public host). */
export class ConsentConfigError extends ConsentClientError {
  constructor(message: string) {
    super('CONSENT_CONFIG', message);
  }
}

/**
 * A payload failed local validation (it was never sent), or the service answered with a record
 * or token response that is not valid or does not echo what was sent.
 */
export class ConsentValidationError extends ConsentClientError {
  readonly target: ValidationTarget;
  /** Every finding, in the core validator's Diagnostic shape. */
  readonly diagnostics: readonly Diagnostic[];

  constructor(target: ValidationTarget, diagnostics: readonly Diagnostic[], message: string) {
    super('CONSENT_VALIDATION', message);
    this.target = target;
    this.diagnostics = diagnostics;
  }
}

/** The service refused the client credentials, or refused a fresh access token. */
export class ConsentAuthError extends ConsentClientError {
  /** The HTTP status, normally 401. */
  readonly status: number;
  /** The parsed problem body when the service sent one (secrets redacted). */
  readonly problem: Problem | undefined;

  constructor(status: number, problem: Problem | undefined, message: string) {
    super('CONSENT_AUTH', message);
    this.status = status;
    this.problem = problem;
  }
}

/** The service answered with an unexpected status (400, 409, 5xx after the retries, ...). */
export class ConsentHttpError extends ConsentClientError {
  readonly status: number;
  /** The parsed application/problem+json body, when there was one (secrets redacted). */
  readonly problem: Problem | undefined;
  /** The problem's diagnostics for a 400, else empty. */
  readonly diagnostics: readonly Diagnostic[];

  constructor(status: number, problem: Problem | undefined, message: string) {
    super('CONSENT_HTTP', message);
    this.status = status;
    this.problem = problem;
    this.diagnostics = problem?.errors ?? [];
  }
}

/** Every attempt ran out of time (timeoutMs each). */
export class ConsentTimeoutError extends ConsentClientError {
  readonly timeoutMs: number;
  readonly attempts: number;

  constructor(timeoutMs: number, attempts: number) {
    super('CONSENT_TIMEOUT', `the service did not answer within ${timeoutMs} ms (${attempts} attempt${attempts === 1 ? '' : 's'})`);
    this.timeoutMs = timeoutMs;
    this.attempts = attempts;
  }
}

/** The service could not be reached (connection refused or reset, DNS, TLS), after the retries. */
export class ConsentNetworkError extends ConsentClientError {
  readonly attempts: number;

  /** @param cause an already redacted Error (see redact.ts), never the raw fetch error. */
  constructor(attempts: number, cause: Error) {
    super('CONSENT_NETWORK', `the service could not be reached (${attempts} attempt${attempts === 1 ? '' : 's'}): ${cause.message}`, { cause });
    this.attempts = attempts;
  }
}

/** The service's answer was larger than the client reads (maxAnswerBytes); the rest was not read. */
export class ConsentResponseTooLargeError extends ConsentClientError {
  readonly status: number;
  /** The most bytes of an answer the client reads. */
  readonly limit: number;

  constructor(status: number, limit: number) {
    super('CONSENT_RESPONSE_TOO_LARGE', `the service sent an answer (HTTP ${status}) larger than ${limit} bytes; the client stopped reading it. A record or problem is a few kilobytes: check baseUrl`);
    this.status = status;
    this.limit = limit;
  }
}
