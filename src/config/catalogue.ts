/**
 * Every rule a configuration can name, with what a setting needs to know of it: the default
 * severity, whether the service enforces it, whether a preset must switch it on.
 */
import type { Severity } from '../diagnostic.js';
import { consentRequestRules, dpdpRules } from '../rules/index.js';
import type { Rule } from '../rules/utils/rule.js';

/** What the configuration knows of one rule. */
export interface RuleEntry {
  readonly id: string;
  readonly severity: Severity;
  readonly description: string;
  readonly enforcedByService: boolean;
  /** Off unless a preset or setting switches it on (the dpdp rules). */
  readonly offByDefault: boolean;
  /** Defined by the configuration's customRules. */
  readonly custom: boolean;
}

/**
 * The across-inputs requestId check: the command line runs it, but a configuration shared with
 * createConsentRequestValidator may name it, so the library knows its id and ignores it.
 */
export const uniqueRequestIdEntry: RuleEntry = {
  id: 'unique-request-id',
  severity: 'warning',
  description: 'Two payloads validated together have the same requestId, which must be unique across requests.',
  enforcedByService: false,
  offByDefault: false,
  custom: false,
};

const entry = (rule: Rule<never>, offByDefault: boolean, custom: boolean): RuleEntry => ({
  id: rule.id,
  severity: rule.severity,
  description: rule.description,
  enforcedByService: rule.enforcedByService === true,
  offByDefault,
  custom,
});

/** The built-in rules of the Consent Request payload, the dpdp rules, then unique-request-id. */
export const builtInCatalogue: readonly RuleEntry[] = [
  ...consentRequestRules.map((r) => entry(r as Rule<never>, false, false)),
  ...dpdpRules.map((r) => entry(r as Rule<never>, true, false)),
  uniqueRequestIdEntry,
];

/** The catalogue with a configuration's custom rules after the built-in ones. */
export function catalogueWith(customRules: ReadonlyArray<Rule<never>>): readonly RuleEntry[] {
  return customRules.length === 0
    ? builtInCatalogue
    : [...builtInCatalogue, ...customRules.map((r) => entry(r, false, true))];
}
