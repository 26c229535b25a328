/**
 * The presets a configuration extends. Each is a step over the settings so far, applied in the
 * order of `extends`: `recommended` puts every rule back at its own severity, `strict` raises
 * every rule that is on to error, `dpdp` switches on the rules grounded in India's DPDP Act and
 * Rules and raises the existing rules those texts ask for.
 */
import type { PresetName, RuleSetting } from './config.js';
import type { RuleEntry } from './catalogue.js';

/** One setting of the dpdp preset and the provision it comes from. */
export interface DpdpSetting {
  readonly id: string;
  readonly setting: RuleSetting;
  readonly grounds: string;
}

/** The dpdp preset, as data: every entry cites the section or rule it comes from. */
export const dpdpPreset: readonly DpdpSetting[] = [
  {
    id: 'dpdp-language',
    setting: 'error',
    grounds: 'DPDP Act 2023, section 5(3): the notice can be read in English or any language of the Eighth Schedule.',
  },
  {
    id: 'minor-without-delegation',
    setting: 'error',
    grounds: "DPDP Act 2023, section 9(1): a child's data is processed only with the verifiable consent of a parent.",
  },
  {
    id: 'delegation-complete',
    setting: 'error',
    grounds:
      'DPDP Act 2023, section 9(1), and DPDP Rules 2025, rule 10: who gives verifiable consent must be stated, not guessed.',
  },
  {
    id: 'non-blank-text',
    setting: 'error',
    grounds:
      'DPDP Rules 2025, rule 3(b): the notice gives a fair account, in clear and plain language, of each item of data and purpose.',
  },
  {
    id: 'consistent-translations',
    setting: 'error',
    grounds:
      'DPDP Act 2023, section 5(3), and DPDP Rules 2025, rule 3(b)(i): every language offers the same notice, with the same itemised data.',
  },
];

/** The settings so far, changed in place by a preset. */
export type Settings = Map<string, RuleSetting>;

/** The rules' own severities; the dpdp rules off. */
export function recommendedSettings(catalogue: readonly RuleEntry[]): Settings {
  return new Map(catalogue.map((r) => [r.id, r.offByDefault ? 'off' : r.severity]));
}

const presets: Readonly<Record<PresetName, (settings: Settings, catalogue: readonly RuleEntry[]) => void>> = {
  recommended(settings, catalogue) {
    for (const [id, setting] of recommendedSettings(catalogue)) settings.set(id, setting);
  },
  strict(settings) {
    for (const [id, setting] of settings) if (setting === 'warning') settings.set(id, 'error');
  },
  dpdp(settings) {
    for (const { id, setting } of dpdpPreset) settings.set(id, setting);
  },
};

/** Applies one preset to the settings so far. */
export function applyPreset(name: PresetName, settings: Settings, catalogue: readonly RuleEntry[]): void {
  presets[name](settings, catalogue);
}
