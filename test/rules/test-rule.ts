/**
 * The project's rule tests use the public testRule of consent-contract/rules
 * (src/rules/authoring/test-rule.ts), with vitest's describe and it.
 */
import { describe, it } from 'vitest';
import type { Rule } from '../../src/rules/utils/rule.js';
import type { ConsentRequestView } from '../../src/rules/utils/payload-view.js';
import { testRule as testRuleWith, type RuleCase } from '../../src/rules/authoring/test-rule.js';

export type { RuleCase };

/** testRule of consent-contract/rules, run by vitest. */
export function testRule(rule: Rule<ConsentRequestView>, cases: readonly RuleCase[]): void {
  testRuleWith(rule, cases, { describe, it });
}
