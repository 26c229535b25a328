/**
 * The problem types of the interface: one table, the only place a problem's type URI, title and
 * status are written. The sandbox answers from it, the generator documents it, and a real
 * service can answer from it too (RFC 9457 bodies, `application/problem+json`).
 */
import type { Problem } from '../../generated/types.js';
import type { Diagnostic } from '../diagnostic.js';

/** One problem type: what the service answers, and when. */
export interface ProblemType {
  /** The `type` member: `urn:consent-contract:problem:<slug>`. */
  readonly type: string;
  /** The `title` member, the same for every occurrence of the type. */
  readonly title: string;
  /** The HTTP status answered with it. */
  readonly status: number;
  /** When it is answered, for people (the docs print it). */
  readonly when: string;
  /** `service` for answers every deployment gives; `sandbox` for the local sandbox's own. */
  readonly scope: 'service' | 'sandbox';
}

const urn = (slug: string): string => `urn:consent-contract:problem:${slug}`;

/** Every problem type, keyed by slug, in the order the docs list them. */
export const problemTypes = {
  'invalid-payload': {
    type: urn('invalid-payload'),
    title: 'The consent request payload is invalid',
    status: 400,
    when: 'The payload breaks the consent-request schema or a business rule the service enforces; `errors` lists the diagnostics.',
    scope: 'service',
  },
  'malformed-json': {
    type: urn('malformed-json'),
    title: 'The request body is not valid JSON',
    status: 400,
    when: 'The body is not JSON text in UTF-8; `errors` holds one `json/...` or `input/...` diagnostic.',
    scope: 'service',
  },
  unauthorized: {
    type: urn('unauthorized'),
    title: 'Unauthorized',
    status: 401,
    when: 'Missing, malformed or wrong client credentials (token endpoint, Basic challenge), or a missing, invalid or expired token (creation, Bearer challenge).',
    scope: 'service',
  },
  'not-found': {
    type: urn('not-found'),
    title: 'Not found',
    status: 404,
    when: 'Nothing is at the path, or no consent request has the crId asked for.',
    scope: 'service',
  },
  'method-not-allowed': {
    type: urn('method-not-allowed'),
    title: 'Method not allowed',
    status: 405,
    when: 'The path exists but not for this method; the `Allow` header lists the methods it takes.',
    scope: 'service',
  },
  'request-id-conflict': {
    type: urn('request-id-conflict'),
    title: 'requestId already used with a different payload',
    status: 409,
    when: 'The requestId was used before by the same client with a different payload.',
    scope: 'service',
  },
  'payload-too-large': {
    type: urn('payload-too-large'),
    title: 'The request body is too large',
    status: 413,
    when: 'The body is larger than 1 MiB.',
    scope: 'service',
  },
  'unsupported-media-type': {
    type: urn('unsupported-media-type'),
    title: 'Unsupported media type',
    status: 415,
    when: 'The Content-Type is not application/json, or the body is compressed or transfer-encoded in a way the service does not read.',
    scope: 'service',
  },
  'too-many-requests': {
    type: urn('too-many-requests'),
    title: 'Too many requests',
    status: 429,
    when: 'The client sent more requests than the service takes; `Retry-After` says when to try again.',
    scope: 'service',
  },
  internal: {
    type: urn('internal'),
    title: 'Internal error',
    status: 500,
    when: 'The service failed to answer; nothing was created. Sending the same payload again is safe (requestId is the idempotency key).',
    scope: 'service',
  },
  unavailable: {
    type: urn('unavailable'),
    title: 'Service unavailable',
    status: 503,
    when: 'The service cannot answer now; `Retry-After`, when present, says when to try again.',
    scope: 'service',
  },
  'storage-failed': {
    type: urn('storage-failed'),
    title: 'The sandbox could not write its data file',
    status: 500,
    when: 'The sandbox could not save a change to its `--data` file; the change was not made.',
    scope: 'sandbox',
  },
  'invalid-fault': {
    type: urn('invalid-fault'),
    title: 'Invalid X-Sandbox-Fault header',
    status: 400,
    when: 'The sandbox was asked for a fault it does not know.',
    scope: 'sandbox',
  },
  'sandbox-fault': {
    type: urn('sandbox-fault'),
    title: 'Injected fault',
    status: 500,
    when: 'The sandbox was asked, by X-Sandbox-Fault, to answer with an error status; nothing was done. The status is the one asked for.',
    scope: 'sandbox',
  },
  'bad-request': {
    type: urn('bad-request'),
    title: 'Bad request',
    status: 400,
    when: 'The request is not valid HTTP/1.1: a malformed request line or header, Transfer-Encoding together with Content-Length, a malformed chunk. The connection is closed.',
    scope: 'service',
  },
  'request-timeout': {
    type: urn('request-timeout'),
    title: 'Request timeout',
    status: 408,
    when: 'The client took too long to send the request headers or the whole request. The connection is closed.',
    scope: 'service',
  },
  'headers-too-large': {
    type: urn('headers-too-large'),
    title: 'Request header fields too large',
    status: 431,
    when: 'The request headers are larger than the server reads (16 KiB in all). The connection is closed.',
    scope: 'service',
  },
  'invalid-form': {
    type: urn('invalid-form'),
    title: 'Invalid consent form',
    status: 400,
    when: 'A consent page form was posted without `cr_id`.',
    scope: 'sandbox',
  },
  'cross-site-form': {
    type: urn('cross-site-form'),
    title: 'Cross-site form post refused',
    status: 403,
    when: 'A consent page form was posted from another site (`Sec-Fetch-Site`, or else `Origin`, names another origin); only the page itself may grant or revoke.',
    scope: 'sandbox',
  },
  'consent-action-refused': {
    type: urn('consent-action-refused'),
    title: 'Not possible now',
    status: 409,
    when: "A consent page action does not fit the request's state: already granted or revoked, a parent step for an adult, or a minor's request before a parent is verified.",
    scope: 'sandbox',
  },
} as const satisfies Record<string, ProblemType>;

/** The slug of a problem type: the last segment of its type URI. */
export type ProblemSlug = keyof typeof problemTypes;

/**
 * A problem body of a known type. `status` overrides the table's only where a type spans
 * several statuses (the sandbox's injected faults).
 */
export function problemBody(
  slug: ProblemSlug,
  detail: string,
  errors?: readonly Diagnostic[],
  status?: number,
): Problem {
  const { type, title, status: tableStatus } = problemTypes[slug];
  return {
    type,
    title,
    status: status ?? tableStatus,
    detail,
    ...(errors === undefined ? {} : { errors: [...errors] }),
  };
}
