/**
 * Table-driven tests for one rule, as consent-contract tests its own: each case changes a fresh
 * copy of the package's example payload (schema/examples/adult.json) and names the findings the
 * rule must report (pointer, message id, and optionally data or the whole message), no more, no
 * fewer. Each case also runs through a validator with the rule switched on, to prove the rule
 * works in the pipeline. Works with any runner that has describe and it (vitest, jest, mocha,
 * node:test); assertions use node:assert.
 */
import { deepStrictEqual, doesNotThrow, equal, ok } from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Rule } from '../utils/rule.js';
import { viewConsentRequest, type ConsentRequestView } from '../utils/payload-view.js';
import { createConsentRequestValidator } from '../../validate/configured.js';

/** JSON as a test changes it. */
// biome-ignore lint/suspicious/noExplicitAny: tests mutate free-form JSON
export type Json = any;

/** One case of a rule's table. */
export interface RuleCase {
  readonly name: string;
  /** The payload: a function of a fresh copy of the example (change it, or return another), or a whole value. */
  readonly payload: ((example: Json) => Json) | { readonly value: unknown };
  readonly findings: ReadonlyArray<{
    pointer: string;
    messageId: string;
    data?: Record<string, unknown>;
    message?: string;
  }>;
}

/** The test functions of the runner; by default the global describe and it, else node:test's. */
export interface TestRunner {
  readonly describe: (name: string, body: () => void) => unknown;
  readonly it: (name: string, body: () => void) => unknown;
}

function defaultRunner(): TestRunner {
  const globals = globalThis as Partial<TestRunner>;
  if (typeof globals.describe === 'function' && typeof globals.it === 'function') return globals as TestRunner;
  const { describe, it } = process.getBuiltinModule('node:test');
  return { describe, it };
}

const examplePath = createRequire(import.meta.url).resolve('consent-contract/schema/examples/adult.json');
/** The adult example (en, hi, ta; three purposes each), read fresh for every case. */
export const examplePayload = (): Json => JSON.parse(readFileSync(examplePath, 'utf8'));

function build(c: RuleCase): unknown {
  if (typeof c.payload === 'function') {
    const example = examplePayload();
    return c.payload(example) ?? example;
  }
  return c.payload.value;
}

/** Picks the keys of `actual` that `expected` names, so that data is matched partially. */
const pick = (actual: Readonly<Record<string, unknown>>, expected: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.keys(expected).map((k) => [k, actual[k]]));

/** Registers one test per case, and one that the rule survives values of any shape. */
export function testRule(
  rule: Rule<ConsentRequestView>,
  cases: readonly RuleCase[],
  runner: TestRunner = defaultRunner(),
): void {
  const custom = rule.id.includes('/');
  runner.describe(`rule ${rule.id}`, () => {
    for (const c of cases) {
      runner.it(c.name, () => {
        const payload = build(c);
        const frozen = JSON.stringify(payload);
        const findings = rule.check(viewConsentRequest(payload));
        deepStrictEqual(
          findings.map((f) => ({ pointer: f.pointer, messageId: f.messageId })),
          c.findings.map((f) => ({ pointer: f.pointer, messageId: f.messageId })),
        );
        c.findings.forEach((expected, i) => {
          if (expected.data) deepStrictEqual(pick(findings[i]!.data ?? {}, expected.data), expected.data);
        });
        equal(JSON.stringify(payload), frozen, 'check must not change its input');

        const validate = createConsentRequestValidator(
          custom ? { customRules: [rule] } : { rules: { [rule.id]: rule.severity } },
        );
        const diagnostics = validate(payload).diagnostics.filter((d) => d.code === rule.id);
        deepStrictEqual(
          diagnostics.map((d) => d.pointer),
          c.findings.map((f) => f.pointer),
        );
        for (const d of diagnostics) {
          equal(d.severity, rule.severity);
          equal(d.source, 'rule');
          ok(!/\{\w+\}/.test(d.message), `every placeholder filled: ${d.message}`);
        }
        c.findings.forEach((expected, i) => {
          if (expected.message) equal(diagnostics[i]!.message, expected.message);
        });
      });
    }

    runner.it('never throws on values of any shape', () => {
      for (const value of [undefined, null, 0, 'x', [], {}, { content: { languages: [null, 1, { purposes: 'x' }] } }]) {
        doesNotThrow(() => rule.check(viewConsentRequest(value)));
        ok(Array.isArray(rule.check(viewConsentRequest(value))));
      }
    });
  });
}
