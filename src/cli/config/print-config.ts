/** --print-config FILE: the configuration that applies to FILE, resolved, as JSON. */
import type { LoadedConfig } from './load-config.js';
import type { RulesForFile } from './rules-for-file.js';

/** The JSON text: where the configuration came from, its presets, and every rule's setting. */
export function printConfig(loaded: LoadedConfig, resolver: RulesForFile, file: string): string {
  const settings = resolver.settings(file);
  const printed = {
    file,
    configFile: loaded.file ?? null,
    extends: loaded.config.extends ?? ['recommended'],
    rules: Object.fromEntries(loaded.catalogue.map((r) => [r.id, settings.get(r.id)])),
    customRules: loaded.catalogue.filter((r) => r.custom).map((r) => r.id),
  };
  return `${JSON.stringify(printed, null, 2)}\n`;
}
