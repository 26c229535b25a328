/** createConsentClient: tokens, local validation, creation with retries, checked answers. */
import { Buffer } from 'node:buffer';
import { validateConsentRequest } from '../validate/contracts.js';
import { plural } from '../describe-value.js';
import { apiPaths } from '../../generated/paths.js';
import type { ConsentRequest, ConsentRequestRecord, TokenResponse } from '../../generated/types.js';
import { ConsentValidationError } from './errors.js';
import { endpoint, resolveOptions, type ConsentClientOptions } from './options.js';
import { createRedactor, minSecretLength } from './redact.js';
import { errorFor, recordFrom, tokenFrom } from './responses.js';
import { withRetries } from './retry.js';
import { TokenCache } from './token-cache.js';
import { exchange } from './transport.js';

/** The payload as JSON text; a value JSON cannot represent is a ConsentValidationError. */
function serialise(payload: unknown): string {
  let body: string | undefined;
  try {
    body = JSON.stringify(payload);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const diagnostic = {
      code: 'input/unserialisable',
      severity: 'error',
      pointer: '',
      message: `the payload cannot be written as JSON (${reason}); pass plain data`,
      source: 'input',
    } as const;
    throw new ConsentValidationError(
      'payload',
      [diagnostic],
      `the payload is invalid and was not sent: ${diagnostic.message}`,
    );
  }
  // JSON.stringify(undefined) and of a function give undefined: not a payload either.
  return body ?? 'null';
}

let warnedShortSecret = false;

/**
 * Warns once per process about a client secret too short to be told from ordinary words: the
 * client then redacts it only where it can only be a credential (see redact.ts).
 */
function warnAboutShortSecret(secret: string): void {
  if (warnedShortSecret || secret.length >= minSecretLength) return;
  warnedShortSecret = true;
  process.emitWarning(
    `consent-contract: the client secret is shorter than ${minSecretLength} characters, so the client cannot keep it out of every error message without rewriting ordinary words; ask the service for a longer secret`,
    { code: 'CONSENT_SHORT_SECRET' },
  );
}

/** Per-call options of createConsentRequest. */
export interface CreateOptions {
  /** Aborts the call (and its retries); the promise rejects with the signal's reason. */
  readonly signal?: AbortSignal;
}

/** A client of the Data Fiduciary interface. Holds the credentials privately. */
export interface ConsentClient {
  /**
   * Validates the payload locally, then creates the consent request and resolves to the
   * validated record. Retries (network errors, timeouts, 5xx) resend the same body, so the
   * requestId makes them safe.
   */
  createConsentRequest(payload: ConsentRequest, options?: CreateOptions): Promise<ConsentRequestRecord>;
}

/**
 * Creates a client. Throws ConsentConfigError for unusable options, for example a plain
 * `http:` base URL on a host that is not loopback.
 */
export function createConsentClient(options: ConsentClientOptions): ConsentClient {
  const o = resolveOptions(options);
  const basic = Buffer.from(`${o.clientId}:${o.clientSecret}`, 'utf8').toString('base64');
  const policy = { retries: o.retries };
  const tokenUrl = endpoint(o.base, apiPaths.getAccessToken);
  const createUrl = endpoint(o.base, apiPaths.createConsentRequest);
  // tokens is assigned before redact is first called.
  const redact = createRedactor(
    () => [o.clientId, o.clientSecret, basic, ...tokens.known()],
    () => [`${o.clientId}:${o.clientSecret}`],
  );
  warnAboutShortSecret(o.clientSecret);

  const requestToken = (): Promise<TokenResponse> =>
    withRetries(async (attempt) => {
      const headers = {
        authorization: `Basic ${basic}`,
        accept: 'application/json',
        'content-type': 'application/json',
      };
      const answer = await exchange(
        tokenUrl,
        { method: 'GET', headers },
        { fetch: o.fetch, timeoutMs: o.timeoutMs, redact, attempt },
      );
      if (
        typeof answer.json === 'object' &&
        answer.json !== null &&
        typeof (answer.json as { token?: unknown }).token === 'string'
      ) {
        tokens.remember((answer.json as { token: string }).token);
      }
      if (answer.status !== 200) throw errorFor(answer, redact, 'token');
      return tokenFrom(answer, redact);
    }, policy);
  const tokens = new TokenCache(requestToken, o.refreshSkewSeconds, o.now);

  async function createConsentRequest(
    payload: ConsentRequest,
    call: CreateOptions = {},
  ): Promise<ConsentRequestRecord> {
    // Serialised once: every retry sends the very same bytes, and so the same requestId. What is
    // validated is what those bytes say (no undefined members, no prototypes, toJSON applied).
    const body = serialise(payload);
    const sent: unknown = JSON.parse(body);
    const local = validateConsentRequest(sent);
    if (!local.valid) {
      const errors = local.diagnostics.filter((d) => d.severity === 'error');
      const first = errors[0];
      const lead = first === undefined ? '' : `: ${first.pointer === '' ? '' : `${first.pointer} `}${first.message}`;
      throw new ConsentValidationError(
        'payload',
        local.diagnostics,
        `the payload is invalid and was not sent (${plural(errors.length, 'error')})${lead}`,
      );
    }
    let refreshedAfter401 = false;
    return withRetries(
      async (attempt) => {
        for (;;) {
          const token = await tokens.get(call.signal);
          const headers = {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            accept: 'application/json, application/problem+json',
          };
          const answer = await exchange(
            createUrl,
            { method: 'POST', headers, body },
            { fetch: o.fetch, timeoutMs: o.timeoutMs, redact, attempt, signal: call.signal },
          );
          if (answer.status === 401 && !refreshedAfter401) {
            // The token expired or was revoked early: drop it and try once more with a fresh one.
            refreshedAfter401 = true;
            tokens.invalidate(token);
            continue;
          }
          if (answer.status === 200 || answer.status === 201) return recordFrom(answer, sent, redact);
          throw errorFor(answer, redact, 'creation');
        }
      },
      policy,
      call.signal,
    );
  }

  return { createConsentRequest };
}
