/**
 * What a configuration of the rules is: presets to start from, a setting per rule, overrides for
 * files that match globs, and a team's own rules. The same shape in consent-contract.config.json,
 * in a .mjs/.js configuration and in createConsentRequestValidator's options.
 */
import type { Rule } from '../rules/utils/rule.js';
import type { ConsentRequestView } from '../rules/utils/payload-view.js';

/** What a configuration may set a rule to. */
export const ruleSettings = ['off', 'warning', 'error'] as const;
/** One of ruleSettings. */
export type RuleSetting = (typeof ruleSettings)[number];

/** Rule id -> setting. */
export type RuleSettings = Readonly<Record<string, RuleSetting>>;

/** The presets, in the order a newcomer meets them. */
export const presetNames = ['recommended', 'strict', 'dpdp'] as const;
/** One of presetNames. */
export type PresetName = (typeof presetNames)[number];

/** Settings for the files that match `files` (globs relative to the configuration's folder). */
export interface ConfigOverride {
  readonly files: readonly string[];
  readonly rules?: RuleSettings;
}

/** A configuration, as written by a team. */
export interface ConsentContractConfig {
  /** Presets applied in order, over the rules' own severities ("recommended"). */
  readonly extends?: readonly PresetName[];
  readonly rules?: RuleSettings;
  /** Command line only: later overrides win over earlier ones and over `rules`. */
  readonly overrides?: readonly ConfigOverride[];
  /** A team's own rules, with namespaced ids such as "acme/purpose-catalogue". */
  readonly customRules?: ReadonlyArray<Rule<ConsentRequestView>>;
}

/** One thing wrong with a configuration: where (an RFC 6901 pointer into it) and what. */
export interface ConfigProblem {
  readonly pointer: string;
  readonly message: string;
}

export const isRuleSetting = (value: unknown): value is RuleSetting =>
  (ruleSettings as readonly unknown[]).includes(value);
export const isPresetName = (value: unknown): value is PresetName =>
  (presetNames as readonly unknown[]).includes(value);
