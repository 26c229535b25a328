import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  type AnyConsentClientError,
  ConsentAuthError,
  ConsentClientError,
  ConsentConfigError,
  ConsentHttpError,
  ConsentNetworkError,
  ConsentResponseTooLargeError,
  ConsentStatusError,
  ConsentTimeoutError,
  ConsentValidationError,
} from '../../src/client/index.js';

const samples: AnyConsentClientError[] = [
  new ConsentConfigError('bad options'),
  new ConsentValidationError('payload', [], 'invalid payload'),
  new ConsentAuthError(401, undefined, 'refused'),
  new ConsentHttpError(409, undefined, 'conflict'),
  new ConsentTimeoutError(100, 3),
  new ConsentNetworkError(1, new Error('ECONNREFUSED')),
  new ConsentResponseTooLargeError(200, 4096),
];

/** What a caller's switch sees: the class-specific member, reached through narrowing only. */
function detail(error: AnyConsentClientError): string {
  switch (error.code) {
    case 'CONSENT_CONFIG':
      return error.message;
    case 'CONSENT_VALIDATION':
      return error.target;
    case 'CONSENT_AUTH':
      return `${error.status}`;
    case 'CONSENT_HTTP':
      return `${error.status} ${error.diagnostics.length}`;
    case 'CONSENT_TIMEOUT':
      return `${error.timeoutMs}`;
    case 'CONSENT_NETWORK':
      return `${error.attempts}`;
    case 'CONSENT_RESPONSE_TOO_LARGE':
      return `${error.limit}`;
  }
}

describe('client errors', () => {
  it('carry a literal name and code, own to each class', () => {
    expect(samples.map((e) => [e.name, e.code])).toEqual([
      ['ConsentConfigError', 'CONSENT_CONFIG'],
      ['ConsentValidationError', 'CONSENT_VALIDATION'],
      ['ConsentAuthError', 'CONSENT_AUTH'],
      ['ConsentHttpError', 'CONSENT_HTTP'],
      ['ConsentTimeoutError', 'CONSENT_TIMEOUT'],
      ['ConsentNetworkError', 'CONSENT_NETWORK'],
      ['ConsentResponseTooLargeError', 'CONSENT_RESPONSE_TOO_LARGE'],
    ]);
    for (const e of samples) expect(e).toBeInstanceOf(ConsentClientError);
    expect(String(samples[0])).toBe('ConsentConfigError: bad options');
    expectTypeOf(new ConsentHttpError(500, undefined, 'x').name).toEqualTypeOf<'ConsentHttpError'>();
    expectTypeOf(new ConsentHttpError(500, undefined, 'x').code).toEqualTypeOf<'CONSENT_HTTP'>();
  });

  it('narrow by code in a switch', () => {
    expect(samples.map(detail)).toEqual(['bad options', 'payload', '401', '409 0', '100', '1', '4096']);
  });

  it('share one base for the two status errors', () => {
    const statusErrors = samples.filter((e) => e instanceof ConsentStatusError);
    expect(statusErrors.map((e) => [e.code, e.status])).toEqual([
      ['CONSENT_AUTH', 401],
      ['CONSENT_HTTP', 409],
    ]);
  });
});
