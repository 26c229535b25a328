import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { consentRequestRules, validateConsentRequest } from '../../src/index.js';
import { consentRequest } from '../../src/testing/arbitraries.js';
import { mutations } from '../../src/testing/mutations.js';

describe('each mutation of a valid payload yields its diagnostic at its pointer', () => {
  it.each(mutations.map((m) => [m.name, m] as const))('%s', (_name, mutation) => {
    let applied = 0;
    fc.assert(
      fc.property(consentRequest, fc.nat(), (payload, seed) => {
        const mutated = mutation.apply(payload, seed);
        if (mutated === undefined) return;
        applied++;
        const result = validateConsentRequest(mutated.payload);
        const found = result.diagnostics.find((d) => d.code === mutated.code && d.pointer === mutated.pointer);
        expect(
          found,
          `${mutated.code} at ${JSON.stringify(mutated.pointer)} in ${JSON.stringify(result.diagnostics.map((d) => `${d.code} ${d.pointer}`))}`,
        ).toBeDefined();
        expect(found!.message.length).toBeGreaterThan(0);
        if (found!.severity === 'error') expect(result.valid).toBe(false);
        expect(validateConsentRequest(mutated.payload, { strict: true }).valid).toBe(false);
      }),
      { numRuns: 60 },
    );
    expect(applied, 'the operator found a place to apply in most payloads').toBeGreaterThan(10);
  });

  it('every rule of the payload has a mutation that triggers it', () => {
    const codes = new Set<string>();
    fc.assert(
      fc.property(consentRequest, fc.nat(), (payload, seed) => {
        for (const m of mutations) {
          const mutated = m.apply(structuredClone(payload), seed);
          if (mutated) codes.add(mutated.code);
        }
      }),
      { numRuns: 20 },
    );
    for (const rule of consentRequestRules) expect(codes).toContain(rule.id);
  });
});
