/**
 * Checks a configuration before anything runs with it, and says where each problem is (a pointer
 * into the configuration) and what to do. Pure: the library throws the problems, the command line
 * places them at a line and column of the file.
 */
import { escapeToken } from '../json-pointer.js';
import type { Rule } from '../rules/utils/rule.js';
import { catalogueWith, type RuleEntry } from './catalogue.js';
import { isPresetName, isRuleSetting, presetNames, ruleSettings, type ConfigProblem } from './config.js';
import { didYouMean } from './did-you-mean.js';

/** What a configuration may hold besides its rules; customRules only where code can be given. */
const topLevelKeys = ['$schema', 'extends', 'rules', 'overrides', 'customRules'];
const overrideKeys = ['files', 'rules'];

/** A custom rule's id: lower-case words joined by "-", with at least one namespace before "/". */
export const customRuleId = /^@?[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)+$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const quoted = (values: readonly string[]): string => values.map((v) => `"${v}"`).join(', ');
const show = (value: unknown): string =>
  typeof value === 'string' ? `"${value}"` : (JSON.stringify(value) ?? String(value));

/** Where a configuration comes from, which decides what it may hold. */
export interface CheckContext {
  /** customRules are allowed (a .mjs/.js configuration, or the library). */
  readonly allowCustomRules: boolean;
}

/** The message for an enforced rule set below error: shared by the file check and --rule. */
export function enforcedMessage(id: string, setting: string): string {
  return `rule "${id}" is enforced by the consent manager and cannot be set to "${setting}": the service rejects such payloads anyway (400). Remove the setting`;
}

/** The message for a setting of a rule nobody defined: shared by the file check and --rule. */
export function unknownRuleMessage(id: string, catalogue: readonly RuleEntry[]): string {
  const hint = didYouMean(
    id,
    catalogue.map((r) => r.id),
  );
  if (id.includes('/') && hint === '')
    return `no custom rule "${id}" is defined; custom rules come from customRules in a consent-contract.config.mjs or .js file`;
  return `unknown rule "${id}"${hint}; run 'consent-contract rules' for the list`;
}

/** Problems of one rule setting, or none. */
export function checkSetting(id: string, setting: unknown, catalogue: readonly RuleEntry[]): string | undefined {
  const rule = catalogue.find((r) => r.id === id);
  if (rule === undefined) return unknownRuleMessage(id, catalogue);
  if (!isRuleSetting(setting))
    return `the setting of "${id}" must be one of ${quoted(ruleSettings)}, not ${show(setting)}${typeof setting === 'string' ? didYouMean(setting, ruleSettings) : ''}`;
  if (rule.enforcedByService && setting !== 'error') return enforcedMessage(id, setting);
  return undefined;
}

function checkRules(value: unknown, pointer: string, catalogue: readonly RuleEntry[], problems: ConfigProblem[]): void {
  if (value === undefined) return;
  if (!isRecord(value)) {
    problems.push({ pointer, message: 'rules must be an object of rule id to "off", "warning" or "error"' });
    return;
  }
  for (const [id, setting] of Object.entries(value)) {
    const problem = checkSetting(id, setting, catalogue);
    if (problem !== undefined) problems.push({ pointer: `${pointer}/${escapeToken(id)}`, message: problem });
  }
}

function unknownKeys(
  value: Record<string, unknown>,
  allowed: readonly string[],
  pointer: string,
  what: string,
  problems: ConfigProblem[],
): void {
  for (const key of Object.keys(value)) {
    if (!allowed.includes(key))
      problems.push({
        pointer: `${pointer}/${escapeToken(key)}`,
        message: `unknown ${what} "${key}"${didYouMean(key, allowed)}; allowed: ${quoted(allowed)}`,
      });
  }
}

function checkExtends(value: unknown, problems: ConfigProblem[]): void {
  if (value === undefined) return;
  if (!Array.isArray(value)) {
    problems.push({
      pointer: '/extends',
      message: `extends must be an array of preset names (${quoted(presetNames)})`,
    });
    return;
  }
  value.forEach((name, i) => {
    if (!isPresetName(name)) {
      problems.push({
        pointer: `/extends/${i}`,
        message: `unknown preset ${show(name)}${typeof name === 'string' ? didYouMean(name, presetNames) : ''}; use one of ${quoted(presetNames)}`,
      });
    }
  });
}

function checkOverrides(value: unknown, catalogue: readonly RuleEntry[], problems: ConfigProblem[]): void {
  if (value === undefined) return;
  if (!Array.isArray(value)) {
    problems.push({
      pointer: '/overrides',
      message: 'overrides must be an array of { "files": [globs], "rules": { … } }',
    });
    return;
  }
  value.forEach((override, i) => {
    const pointer = `/overrides/${i}`;
    if (!isRecord(override)) {
      problems.push({ pointer, message: 'an override must be an object { "files": [globs], "rules": { … } }' });
      return;
    }
    unknownKeys(override, overrideKeys, pointer, 'override member', problems);
    const files = override.files;
    if (!Array.isArray(files) || files.length === 0 || !files.every((f) => typeof f === 'string' && f !== '')) {
      problems.push({
        pointer: `${pointer}/files`,
        message: 'files must be a non-empty array of glob patterns, relative to the configuration file',
      });
    }
    checkRules(override.rules, `${pointer}/rules`, catalogue, problems);
  });
}

/** Problems of the custom rules themselves; only well-formed ones join the catalogue. */
function checkCustomRules(value: unknown, problems: ConfigProblem[]): Rule<never>[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    problems.push({
      pointer: '/customRules',
      message: 'customRules must be an array of rules made with defineRule from consent-contract/rules',
    });
    return [];
  }
  const good: Rule<never>[] = [];
  const seen = new Set<string>();
  value.forEach((rule: unknown, i) => {
    const pointer = `/customRules/${i}`;
    const before = problems.length;
    if (!isRecord(rule)) {
      problems.push({
        pointer,
        message: 'a custom rule must be an object made with defineRule from consent-contract/rules',
      });
      return;
    }
    const id = rule.id;
    if (typeof id !== 'string' || !customRuleId.test(id)) {
      problems.push({
        pointer: `${pointer}/id`,
        message: `custom rule id ${show(id)} must be namespaced in lower case, such as "acme/purpose-catalogue", so it never clashes with a built-in rule`,
      });
    } else if (seen.has(id)) {
      problems.push({ pointer: `${pointer}/id`, message: `custom rule id "${id}" is defined twice` });
    }
    if (rule.severity !== 'error' && rule.severity !== 'warning')
      problems.push({
        pointer: `${pointer}/severity`,
        message: `severity must be "error" or "warning", not ${show(rule.severity)}`,
      });
    if (typeof rule.description !== 'string' || rule.description === '')
      problems.push({
        pointer: `${pointer}/description`,
        message: 'description must be a sentence saying what the rule checks',
      });
    if (typeof rule.rationale !== 'string')
      problems.push({
        pointer: `${pointer}/rationale`,
        message: 'rationale must say why the rule exists and how to fix a finding',
      });
    const messages = rule.messages;
    if (
      !isRecord(messages) ||
      Object.keys(messages).length === 0 ||
      !Object.values(messages).every((m) => typeof m === 'string')
    ) {
      problems.push({
        pointer: `${pointer}/messages`,
        message: 'messages must be an object of message id to message template',
      });
    }
    if (typeof rule.check !== 'function')
      problems.push({
        pointer: `${pointer}/check`,
        message: 'check must be a function of the payload view returning findings',
      });
    if (rule.enforcedByService !== undefined || rule.supersedes !== undefined) {
      problems.push({
        pointer,
        message:
          'a custom rule cannot be enforcedByService or supersede schema codes; only the built-in rules mirror the service',
      });
    }
    if (typeof id === 'string') seen.add(id);
    if (problems.length === before) good.push(rule as unknown as Rule<never>);
  });
  return good;
}

/** A checked configuration: its problems, and the catalogue of rules it can name. */
export interface CheckedConfig {
  readonly problems: readonly ConfigProblem[];
  readonly catalogue: readonly RuleEntry[];
}

/** Checks a configuration value (parsed JSON, a module's default export, or library options). */
export function checkConfig(value: unknown, context: CheckContext): CheckedConfig {
  const problems: ConfigProblem[] = [];
  if (!isRecord(value)) {
    return {
      problems: [
        {
          pointer: '',
          message: 'a configuration must be an object such as { "extends": ["recommended"], "rules": {} }',
        },
      ],
      catalogue: catalogueWith([]),
    };
  }
  unknownKeys(value, topLevelKeys, '', 'configuration member', problems);
  if (!context.allowCustomRules && value.customRules !== undefined) {
    problems.push({
      pointer: '/customRules',
      message: 'customRules hold code: write them in consent-contract.config.mjs (or .js), not in JSON',
    });
  }
  const catalogue = catalogueWith(context.allowCustomRules ? checkCustomRules(value.customRules, problems) : []);
  checkExtends(value.extends, problems);
  checkRules(value.rules, '/rules', catalogue, problems);
  checkOverrides(value.overrides, catalogue, problems);
  return { problems, catalogue };
}
