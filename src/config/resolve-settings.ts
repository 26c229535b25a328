/** The setting of every rule, from a checked configuration's layers: presets, rules, then more rules. */
import type { RuleEntry } from './catalogue.js';
import type { PresetName, RuleSetting, RuleSettings } from './config.js';
import { applyPreset, recommendedSettings, type Settings } from './presets.js';

/**
 * Starts from the rules' own severities, applies the presets in order, then each layer of
 * settings in order (the configuration's rules, matching overrides, --rule flags): the last wins.
 */
export function resolveSettings(
  catalogue: readonly RuleEntry[],
  presets: readonly PresetName[] | undefined,
  layers: ReadonlyArray<RuleSettings | undefined>,
): Settings {
  const settings = recommendedSettings(catalogue);
  for (const preset of presets ?? []) applyPreset(preset, settings, catalogue);
  for (const layer of layers) {
    if (layer === undefined) continue;
    for (const [id, setting] of Object.entries(layer)) settings.set(id, setting as RuleSetting);
  }
  return settings;
}
