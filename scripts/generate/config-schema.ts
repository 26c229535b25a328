/**
 * schema/config.schema.json: the JSON Schema of consent-contract.config.json, for editors to
 * complete and check. Rule ids and what each may be set to come from the rules' metadata (a rule
 * the service enforces may only be "error"), so the schema never lists a rule by hand. The
 * command line checks a configuration with src/config/check-config.ts, which a test holds to
 * the same verdicts as this schema.
 */
import { jsonHeaderKey, jsonHeaderValue } from './header.js';

export async function generateConfigSchema(): Promise<string> {
  // Imported when run: the rules import generated/ files that this same run may have rewritten.
  const { builtInCatalogue } = await import('../../src/config/catalogue.js');
  const { presetNames, ruleSettings } = await import('../../src/config/config.js');
  const { customRuleId } = await import('../../src/config/check-config.js');
  const properties = Object.fromEntries(
    builtInCatalogue.map((r) => [
      r.id,
      r.enforcedByService
        ? { description: `${r.description} Enforced by the consent manager: it stays an error.`, enum: ['error'] }
        : {
            description: `${r.description} Default: ${r.offByDefault ? 'off' : r.severity}.`,
            $ref: '#/definitions/setting',
          },
    ]),
  );
  const schema = {
    [jsonHeaderKey]: jsonHeaderValue('src/rules and src/config'),
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'https://consent-contract.dev/schema/config.schema.json',
    title: 'consent-contract configuration',
    description:
      'Which rules consent-contract validate applies, and how severely. In .json files; a .mjs/.js configuration may add customRules.',
    type: 'object',
    additionalProperties: false,
    properties: {
      $schema: { type: 'string' },
      extends: {
        description: "Presets applied in order over the rules' own severities.",
        type: 'array',
        items: { enum: [...presetNames] },
      },
      rules: { $ref: '#/definitions/rules' },
      overrides: {
        description: 'Settings for files that match globs (relative to this file); later entries win.',
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['files'],
          properties: {
            files: { type: 'array', minItems: 1, items: { type: 'string', minLength: 1 } },
            rules: { $ref: '#/definitions/rules' },
          },
        },
      },
    },
    definitions: {
      setting: { enum: [...ruleSettings] },
      rules: {
        description:
          'Rule id -> "off", "warning" or "error". Ids with a "/" are custom rules of a .mjs/.js configuration.',
        type: 'object',
        properties,
        patternProperties: { [customRuleId.source]: { $ref: '#/definitions/setting' } },
        additionalProperties: false,
      },
    },
  };
  return `${JSON.stringify(schema, null, 2)}\n`;
}
