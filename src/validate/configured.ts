/**
 * Validators of the Consent Request built from a configuration: presets, severities and a team's
 * own rules. The default configuration gives back validateConsentRequest itself, so that the
 * default stays exactly as fast.
 */
import type { Severity } from '../diagnostic.js';
import { checkConfig } from '../config/check-config.js';
import { ConsentContractConfigError } from '../config/config-error.js';
import type { ConsentContractConfig } from '../config/config.js';
import type { Settings } from '../config/presets.js';
import { resolveSettings } from '../config/resolve-settings.js';
import { consentRequestRules, dpdpRules } from '../rules/index.js';
import type { ConsentRequestView } from '../rules/utils/payload-view.js';
import type { Rule } from '../rules/utils/rule.js';
import { consentRequestContract, validateConsentRequest } from './contracts.js';
import { guardCustomRule } from './guard-custom-rule.js';
import { createValidator, type Validator } from './validate-with.js';

/** The rules to run under `settings`, in report order: built-in, dpdp, then custom. */
export function configuredRules(
  settings: Settings,
  customRules: ReadonlyArray<Rule<ConsentRequestView>>,
): Rule<ConsentRequestView>[] {
  const rules: Rule<ConsentRequestView>[] = [];
  const at = (rule: Rule<ConsentRequestView>): Severity | undefined => {
    const setting = settings.get(rule.id) ?? rule.severity;
    return setting === 'off' ? undefined : setting;
  };
  for (const rule of [...consentRequestRules, ...dpdpRules]) {
    const severity = at(rule);
    if (severity !== undefined) rules.push(severity === rule.severity ? rule : { ...rule, severity });
  }
  for (const rule of customRules) {
    const severity = at(rule);
    if (severity !== undefined) rules.push(guardCustomRule(rule, severity));
  }
  return rules;
}

/** True when these rules are the default ones, as they are. */
const isDefault = (rules: readonly Rule<ConsentRequestView>[]): boolean =>
  rules.length === consentRequestRules.length && rules.every((r, i) => r === consentRequestRules[i]);

/**
 * A validator for already checked settings (the command line resolves one per file); the
 * default settings give validateConsentRequest.
 */
export function validatorFor(settings: Settings, customRules: ReadonlyArray<Rule<ConsentRequestView>>): Validator {
  const rules = configuredRules(settings, customRules);
  if (isDefault(rules)) return validateConsentRequest;
  return createValidator({ ...consentRequestContract, rules });
}

/** What createConsentRequestValidator takes: a configuration without overrides (those need file names). */
export type ConsentRequestValidatorOptions = Omit<ConsentContractConfig, 'overrides'>;

/**
 * A Consent Request validator with its own rule settings and custom rules, returning the same
 * ValidationResult as validateConsentRequest. Throws ConsentContractConfigError, listing every
 * problem, for a configuration that cannot be used: an unknown rule or preset, a custom rule
 * without a namespaced id, or a rule the service enforces switched off or lowered.
 */
export function createConsentRequestValidator(options: ConsentRequestValidatorOptions = {}): Validator {
  const { problems, catalogue } = checkConfig(options, { allowCustomRules: true });
  if (problems.length > 0) throw new ConsentContractConfigError(problems);
  return validatorFor(resolveSettings(catalogue, options.extends, [options.rules]), options.customRules ?? []);
}
