import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxConsentRequestBytes } from '../../../generated/validators.js';
import { textChecksMoot, validatePayload } from '../../../src/sandbox/routes/validate-payload.js';
import { validateConsentRequest } from '../../../src/validate/contracts.js';
import { payloadTextDiagnostics } from '../../../src/validate/payload-text.js';
import { adultPayload } from '../support.js';

const bytes = (value: unknown): Buffer => Buffer.from(JSON.stringify(value));

describe('validatePayload', () => {
  it('skips the text checks of an ordinary body and gives the same verdict', () => {
    const payload = adultPayload();
    const raw = bytes(payload);
    expect(textChecksMoot(raw, maxConsentRequestBytes)).toBe(true);
    expect(validatePayload(payload, raw)).toEqual(validateConsentRequest(payload));
  });

  it('still finds a lone surrogate written as an escape', () => {
    const text = JSON.stringify(adultPayload()).replace('"purposeId":"', '"purposeId":"\\ud800');
    const raw = Buffer.from(text);
    expect(textChecksMoot(raw, maxConsentRequestBytes)).toBe(false);
    const result = validatePayload(JSON.parse(text), raw);
    expect(result.diagnostics.map((d) => d.code)).toContain('input/lone-surrogate');
    expect(result).toEqual(validateConsentRequest(JSON.parse(text)));
  });

  it('still finds a body within the limit whose numbers, written again, are over it', () => {
    // 250,000 bytes of 1e20, which JSON.stringify writes with 21 digits each: about 1.1 MB.
    const text = JSON.stringify({ ...adultPayload(), extra: [] }).replace(
      '"extra":[]',
      `"extra":[${Array.from({ length: 50_000 }, () => '1e20').join(',')}]`,
    );
    const raw = Buffer.from(text);
    expect(raw.length).toBeLessThan(maxConsentRequestBytes);
    expect(textChecksMoot(raw, maxConsentRequestBytes)).toBe(false);
    const result = validatePayload(JSON.parse(text), raw);
    expect(result.diagnostics.map((d) => d.code)).toContain('input/payload-too-large');
  });
});

describe('textChecksMoot', () => {
  it('claims nothing the walk would contradict, for any JSON text and limit', () => {
    const number = fc.oneof(
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.constantFrom('1e20', '-9e20', '1E20'),
    );
    fc.assert(
      fc.property(fc.json(), number, fc.nat(2000), (json, n, limit) => {
        const text = `[${json},${String(n)}]`;
        const raw = Buffer.from(text);
        if (!textChecksMoot(raw, limit)) return;
        expect(payloadTextDiagnostics(JSON.parse(text), limit)).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  });

  it('needs its margin: at five times the bytes, 1e20 (21 digits when written again) would pass wrongly', () => {
    // 4 bytes of text, 21 bytes as JSON.stringify writes them: a limit of 20 is exceeded.
    expect(payloadTextDiagnostics(1e20, 20).map((d) => d.code)).toEqual(['input/payload-too-large']);
    expect(Buffer.from('1e20').length * 5).toBeLessThanOrEqual(20);
    expect(textChecksMoot(Buffer.from('1e20'), 20)).toBe(false);
  });
});
