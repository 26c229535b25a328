/**
 * The rules of one input under a loaded configuration: the settings (presets, rules, the
 * overrides whose globs match the file, --rule flags) and a validator for them. Inputs with the
 * same settings share one validator, so a run builds one per distinct combination.
 */
import { relative, resolve, sep } from 'node:path';
import type { RuleSetting } from '../../config/config.js';
import type { Settings } from '../../config/presets.js';
import { resolveSettings } from '../../config/resolve-settings.js';
import { validatorFor } from '../../validate/configured.js';
import type { Validator } from '../../validate/validate-with.js';
import type { LoadedConfig } from './load-config.js';

/** What checking one document needs of the configuration. */
export interface DocumentRules {
  readonly validate: Validator;
  /** The across-inputs requestId check; off means the input is neither checked nor remembered. */
  readonly requestIds: RuleSetting;
}

/** Resolves the settings and rules of an input by its name (as given, relative to cwd). */
export interface RulesForFile {
  settings(input: string): Settings;
  rules(input: string): DocumentRules;
}

type Matcher = (path: string) => boolean;

/** Builds the resolver; loads the glob matcher only when the configuration has overrides. */
export async function rulesForFiles(loaded: LoadedConfig, cwd: string): Promise<RulesForFile> {
  const overrides = loaded.config.overrides ?? [];
  let matchers: Matcher[] = [];
  if (overrides.length > 0) {
    const { default: picomatch } = await import('picomatch');
    matchers = overrides.map((o) => picomatch([...o.files], { dot: true }));
  }
  const customRules = loaded.config.customRules ?? [];
  const byKey = new Map<string, DocumentRules>();

  // Without overrides every input has the same settings: resolve them once.
  let shared: Settings | undefined;
  const settings = (input: string): Settings => {
    if (overrides.length === 0)
      return (shared ??= resolveSettings(loaded.catalogue, loaded.config.extends, [loaded.config.rules, loaded.flags]));
    const path = relative(loaded.dir, resolve(cwd, input)).split(sep).join('/');
    const layers = [
      loaded.config.rules,
      ...overrides.filter((_, i) => matchers[i]!(path)).map((o) => o.rules),
      loaded.flags,
    ];
    return resolveSettings(loaded.catalogue, loaded.config.extends, layers);
  };
  return {
    settings,
    rules(input) {
      const resolved = settings(input);
      const key = resolved === shared ? '' : JSON.stringify([...resolved]);
      let rules = byKey.get(key);
      if (rules === undefined) {
        rules = {
          validate: validatorFor(resolved, customRules),
          requestIds: resolved.get('unique-request-id') ?? 'warning',
        };
        byKey.set(key, rules);
      }
      return rules;
    },
  };
}
