/**
 * The typed errors of the client. Each names what went wrong and what to do; none carries the
 * client id, the client secret or an access token (see redact.ts), in its message, its own
 * properties or its cause.
 */
import type { Diagnostic } from '../diagnostic.js';
import type { Problem } from '../../generated/types.js';

/** What a ConsentValidationError is about: the payload before sending, or an answer of the service. */
export type ValidationTarget = 'payload' | 'record' | 'token-response';

/** The stable machine-readable kinds of client errors, one per class. */
export type ConsentClientErrorCode =
  | 'CONSENT_CONFIG'
  | 'CONSENT_VALIDATION'
  | 'CONSENT_AUTH'
  | 'CONSENT_HTTP'
  | 'CONSENT_TIMEOUT'
  | 'CONSENT_NETWORK'
  | 'CONSENT_RESPONSE_TOO_LARGE';

/**
 * Base class of every error the client throws; `code` is stable, `message` is for people. Each
 * subclass has a literal `name` and `code`, so that `switch (error.code)` on an AnyConsentClientError
 * narrows to the class.
 */
export abstract class ConsentClientError extends Error {
  abstract override readonly name: string;
  /** Stable machine-readable kind, for example CONSENT_HTTP. */
  abstract readonly code: ConsentClientErrorCode;
}

/** Base of the errors about an HTTP status the service answered with: status and problem body. */
export abstract class ConsentStatusError extends ConsentClientError {
  /** The HTTP status. */
  readonly status: number;
  /** The parsed application/problem+json body, when there was one (secrets redacted). */
  readonly problem: Problem | undefined;

  constructor(status: number, problem: Problem | undefined, message: string) {
    super(message);
    this.status = status;
    this.problem = problem;
  }
}

/** The options of createConsentClient are unusable (for example a plain http: base URL on a public host). */
export class ConsentConfigError extends ConsentClientError {
  override readonly name = 'ConsentConfigError' as const;
  readonly code = 'CONSENT_CONFIG' as const;
}

/**
 * A payload failed local validation (it was never sent), or the service answered with a record
 * or token response that is not valid or does not echo what was sent.
 */
export class ConsentValidationError extends ConsentClientError {
  override readonly name = 'ConsentValidationError' as const;
  readonly code = 'CONSENT_VALIDATION' as const;
  readonly target: ValidationTarget;
  /** Every finding, in the core validator's Diagnostic shape. */
  readonly diagnostics: readonly Diagnostic[];

  constructor(target: ValidationTarget, diagnostics: readonly Diagnostic[], message: string) {
    super(message);
    this.target = target;
    this.diagnostics = diagnostics;
  }
}

/** The service refused the client credentials, or refused a fresh access token. */
export class ConsentAuthError extends ConsentStatusError {
  override readonly name = 'ConsentAuthError' as const;
  readonly code = 'CONSENT_AUTH' as const;
}

/** The service answered with an unexpected status (400, 409, 5xx after the retries, ...). */
export class ConsentHttpError extends ConsentStatusError {
  override readonly name = 'ConsentHttpError' as const;
  readonly code = 'CONSENT_HTTP' as const;
  /** The problem's diagnostics for a 400, else empty. */
  readonly diagnostics: readonly Diagnostic[];

  constructor(status: number, problem: Problem | undefined, message: string) {
    super(status, problem, message);
    this.diagnostics = problem?.errors ?? [];
  }
}

/** Every attempt ran out of time (timeoutMs each). */
export class ConsentTimeoutError extends ConsentClientError {
  override readonly name = 'ConsentTimeoutError' as const;
  readonly code = 'CONSENT_TIMEOUT' as const;
  readonly timeoutMs: number;
  readonly attempts: number;

  constructor(timeoutMs: number, attempts: number) {
    super(`the service did not answer within ${timeoutMs} ms (${attempts} attempt${attempts === 1 ? '' : 's'})`);
    this.timeoutMs = timeoutMs;
    this.attempts = attempts;
  }
}

/** The service could not be reached (connection refused or reset, DNS, TLS), after the retries. */
export class ConsentNetworkError extends ConsentClientError {
  override readonly name = 'ConsentNetworkError' as const;
  readonly code = 'CONSENT_NETWORK' as const;
  readonly attempts: number;

  /** @param cause an already redacted Error (see redact.ts), never the raw fetch error. */
  constructor(attempts: number, cause: Error) {
    const tries = `${attempts} attempt${attempts === 1 ? '' : 's'}`;
    super(`the service could not be reached (${tries}): ${cause.message}`, { cause });
    this.attempts = attempts;
  }
}

/** The service's answer was larger than the client reads (maxAnswerBytes); the rest was not read. */
export class ConsentResponseTooLargeError extends ConsentClientError {
  override readonly name = 'ConsentResponseTooLargeError' as const;
  readonly code = 'CONSENT_RESPONSE_TOO_LARGE' as const;
  readonly status: number;
  /** The most bytes of an answer the client reads. */
  readonly limit: number;

  constructor(status: number, limit: number) {
    super(
      `the service sent an answer (HTTP ${status}) larger than ${limit} bytes; the client stopped reading it. ` +
        'A record or problem is a few kilobytes: check baseUrl',
    );
    this.status = status;
    this.limit = limit;
  }
}

/** Every error the client throws, as a union: `switch (error.code)` narrows it to one class. */
export type AnyConsentClientError =
  | ConsentConfigError
  | ConsentValidationError
  | ConsentAuthError
  | ConsentHttpError
  | ConsentTimeoutError
  | ConsentNetworkError
  | ConsentResponseTooLargeError;
