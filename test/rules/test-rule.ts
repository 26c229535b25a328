/**
 * Table-driven tests for one rule: each case changes a copy of an example payload and names the
 * findings the rule must report (pointer, message id, and optionally data), no more, no fewer.
 * The case also runs through validateConsentRequest to prove the rule is wired into the pipeline.
 */
import { describe, expect, it } from 'vitest';
import { validateConsentRequest } from '../../src/index.js';
import type { Rule } from '../../src/rules/rule.js';
import { viewConsentRequest, type ConsentRequestView } from '../../src/rules/payload-view.js';
import { adult, type Json } from '../support/examples.js';

export interface RuleCase {
  readonly name: string;
  /** The payload: a function of a fresh copy of the adult example, or a whole value. */
  readonly payload: ((example: Json) => Json) | { readonly value: unknown };
  readonly findings: ReadonlyArray<{ pointer: string; messageId: string; data?: Record<string, unknown>; message?: string }>;
}

function build(c: RuleCase): unknown {
  if (typeof c.payload === 'function') {
    const example = adult();
    return c.payload(example) ?? example;
  }
  return c.payload.value;
}

export function testRule(rule: Rule<ConsentRequestView>, cases: readonly RuleCase[]): void {
  describe(`rule ${rule.id}`, () => {
    it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
      const payload = build(c);
      const frozen = JSON.stringify(payload);
      const findings = rule.check(viewConsentRequest(payload));
      expect(findings.map((f) => ({ pointer: f.pointer, messageId: f.messageId }))).toEqual(
        c.findings.map((f) => ({ pointer: f.pointer, messageId: f.messageId })),
      );
      c.findings.forEach((expected, i) => {
        if (expected.data) expect(findings[i]!.data).toMatchObject(expected.data);
      });
      expect(JSON.stringify(payload), 'check must not change its input').toBe(frozen);

      const diagnostics = validateConsentRequest(payload).diagnostics.filter((d) => d.code === rule.id);
      expect(diagnostics.map((d) => d.pointer)).toEqual(c.findings.map((f) => f.pointer));
      for (const d of diagnostics) {
        expect(d.severity).toBe(rule.severity);
        expect(d.source).toBe('rule');
        expect(d.message).not.toMatch(/\{\w+\}/); // every placeholder filled
      }
      c.findings.forEach((expected, i) => {
        if (expected.message) expect(diagnostics[i]!.message).toBe(expected.message);
      });
    });

    it('never throws on values of any shape', () => {
      for (const value of [undefined, null, 0, 'x', [], {}, { content: { languages: [null, 1, { purposes: 'x' }] } }]) {
        expect(() => rule.check(viewConsentRequest(value))).not.toThrow();
        expect(rule.check(viewConsentRequest(value))).toEqual(expect.any(Array));
      }
    });
  });
}
