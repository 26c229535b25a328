import { describe, expect, it } from 'vitest';
import { createRedactor, minSecretLength } from '../../src/client/redact.js';

const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJkZi1zYW5kYm94In0.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg';

describe('createRedactor', () => {
  it('replaces a long secret and any piece of it of minSecretLength characters (a cut token)', () => {
    const redact = createRedactor(() => [token]);
    expect(redact(`token ${token} end`)).toBe('token [redacted] end');
    expect(redact(`id "${token.slice(0, 40)}…"`)).toBe('id "[redacted]…"');
    expect(redact(`x${token.slice(20, 20 + minSecretLength)}y`)).toBe('x[redacted]y');
    expect(redact(`short ${token.slice(0, minSecretLength - 1)}`)).toBe(`short ${token.slice(0, minSecretLength - 1)}`);
  });

  it('does not rewrite ordinary words that equal a short secret', () => {
    const redact = createRedactor(
      () => ['invalid', 'df'],
      () => ['df:invalid'],
    );
    expect(redact('the token is missing or invalid')).toBe('the token is missing or invalid');
    expect(redact('undefined')).toBe('undefined');
  });

  it('still redacts a short secret where it can only be a credential: a whole text, the id:secret pair', () => {
    const redact = createRedactor(
      () => ['invalid', 'df'],
      () => ['df:invalid'],
    );
    expect(redact('invalid')).toBe('[redacted]');
    expect(redact('sent df:invalid as Basic')).toBe('sent [redacted] as Basic');
  });
});

describe('a short client secret', () => {
  it('makes the client warn once per process, naming the minimum length', async () => {
    const { createConsentClient } = await import('../../src/client/client.js');
    const warnings: Error[] = [];
    const listener = (w: Error): void => void warnings.push(w);
    process.on('warning', listener);
    try {
      createConsentClient({ baseUrl: 'http://127.0.0.1:1', clientId: 'df', clientSecret: 'long-enough-secret-value' });
      createConsentClient({ baseUrl: 'http://127.0.0.1:1', clientId: 'df', clientSecret: 'short' });
      createConsentClient({ baseUrl: 'http://127.0.0.1:1', clientId: 'df', clientSecret: 'short2' });
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', listener);
    }
    expect(warnings.map((w) => (w as { code?: string }).code)).toEqual(['CONSENT_SHORT_SECRET']);
    expect(warnings[0]?.message).toContain(`shorter than ${minSecretLength} characters`);
  });
});
