import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { validateConsentRequest } from '../../src/index.js';
import {
  buildConsentRequest,
  consentRequestArbitrary,
  invalidConsentRequestArbitrary,
} from '../../src/testing/index.js';

describe('buildConsentRequest', () => {
  it('returns a valid payload, with no warning, and a fresh requestId each call', () => {
    const a = buildConsentRequest();
    expect(validateConsentRequest(a, { strict: true }).diagnostics).toEqual([]);
    expect(buildConsentRequest().requestId).not.toBe(a.requestId);
  });

  it('merges nested overrides, replaces arrays, removes members set to undefined', () => {
    const p = buildConsentRequest({
      dataPrincipal: { subjectType: undefined },
      service: { name: 'Other' },
      content: { defaultLanguage: 'hi' },
    });
    expect(p.dataPrincipal).toEqual({ dpHash: expect.any(String) });
    expect(p.service).toEqual({ id: 'example-service', name: 'Other' });
    expect(p.content.languages).toHaveLength(2);
    expect(validateConsentRequest(p, { strict: true }).valid).toBe(true);
    const broken = buildConsentRequest({ content: { languages: [] } });
    expect(validateConsentRequest(broken).diagnostics.map((d) => d.code)).toContain('schema/minItems');
  });
});

describe('the arbitraries take options', () => {
  it('subject type, languages and purposes', () => {
    fc.assert(
      fc.property(
        consentRequestArbitrary({ subjectType: 'MINOR', languages: 2, purposes: { min: 3, max: 3 } }),
        (p) => {
          expect(p.dataPrincipal.subjectType).toBe('MINOR');
          expect(p.content.languages).toHaveLength(2);
          for (const l of p.content.languages) expect(l.purposes).toHaveLength(3);
          expect(validateConsentRequest(p, { strict: true }).valid).toBe(true);
        },
      ),
      { numRuns: 30 },
    );
    expect(() => consentRequestArbitrary({ languages: 0 })).toThrow(RangeError);
  });

  it('invalid payloads of severity error are all rejected with their diagnostic', () => {
    fc.assert(
      fc.property(invalidConsentRequestArbitrary({ languages: { max: 2 } }), (item) => {
        expect(item.severity).toBe('error');
        const result = validateConsentRequest(item.payload);
        expect(result.valid).toBe(false);
        expect(result.diagnostics.some((d) => d.code === item.code && d.pointer === item.pointer)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});
