import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { validateConsentRequest } from '../../src/index.js';
import { validateConsentRequestSchema } from '../../generated/validators.js';
import { createAjv } from '../../scripts/generate/validators.js';
import { rootDir } from '../support/examples.js';
import { consentRequest } from '../../src/testing/arbitraries.js';
import { mutations } from '../../src/testing/mutations.js';

const freshValidator = createAjv(false).compile(
  JSON.parse(readFileSync(`${rootDir}schema/consent-request.v1.schema.json`, 'utf8')),
);

describe('valid payloads', () => {
  it('get no diagnostic at all, not even a warning', () => {
    fc.assert(
      fc.property(consentRequest, (payload) => {
        const result = validateConsentRequest(payload, { strict: true });
        expect(result.diagnostics).toEqual([]);
        expect(result.valid).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('never hold an IDNA A-label that is not Punycode (seed 1317880573 drew https://xn--0.a.in/ at run 183)', () => {
    fc.assert(
      fc.property(consentRequest, (payload) => {
        expect(validateConsentRequest(payload, { strict: true }).diagnostics).toEqual([]);
      }),
      { seed: 1317880573, numRuns: 183 },
    );
  });

  it('pass an ajv validator compiled fresh from schema/', () => {
    fc.assert(
      fc.property(consentRequest, (payload) => {
        expect(freshValidator(payload)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

describe('the generated validator matches the schema', () => {
  it('on mutated payloads too: same verdict and the same violations as a fresh compile', () => {
    fc.assert(
      fc.property(consentRequest, fc.constantFrom(...mutations), fc.nat(), (payload, mutation, seed) => {
        const mutated = mutation.apply(structuredClone(payload), seed);
        if (mutated === undefined) return;
        const generatedVerdict = validateConsentRequestSchema(mutated.payload);
        const generatedErrors = (validateConsentRequestSchema.errors ?? []).map(
          (e) => `${e.keyword} ${e.instancePath}`,
        );
        expect(generatedVerdict).toBe(freshValidator(mutated.payload));
        expect(generatedErrors).toEqual((freshValidator.errors ?? []).map((e) => `${e.keyword} ${e.instancePath}`));
      }),
      { numRuns: 300 },
    );
  });
});
