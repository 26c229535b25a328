/** schema/config.schema.json (what editors check) and checkConfig (what the CLI checks) agree, judged by ajv. */
import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { checkConfig } from '../../src/config/check-config.js';
import { rootDir } from '../support/examples.js';

const schema = JSON.parse(readFileSync(`${rootDir}schema/config.schema.json`, 'utf8'));
const ajv = new Ajv({ allErrors: true, strict: false });
const validate = ajv.compile(schema);

const good: unknown[] = [
  {},
  { $schema: './node_modules/consent-contract/schema/config.schema.json', extends: ['recommended', 'dpdp'] },
  { rules: { 'https-urls': 'error', 'unique-request-id': 'off', 'retention-range': 'error' } },
  { overrides: [{ files: ['fixtures/**/*.json'], rules: { 'dp-hash-not-personal-data': 'off' } }] },
];
const bad: unknown[] = [
  { rules: { 'http-urls': 'error' } },
  { rules: { 'retention-range': 'off' } },
  { rules: { 'https-urls': 'warn' } },
  { extends: ['strictest'] },
  { extends: 'strict' },
  { rule: {} },
  { overrides: [{ rules: {} }] },
  { overrides: [{ files: [] }] },
  { customRules: [] },
  [],
];

describe('config.schema.json and checkConfig', () => {
  it.each(good.map((c) => [JSON.stringify(c), c] as const))('both accept %s', (_name, config) => {
    expect(validate(config), JSON.stringify(validate.errors)).toBe(true);
    expect(checkConfig(config, { allowCustomRules: false }).problems).toEqual([]);
  });

  it.each(bad.map((c) => [JSON.stringify(c), c] as const))('both refuse %s', (_name, config) => {
    expect(validate(config)).toBe(false);
    expect(checkConfig(config, { allowCustomRules: false }).problems.length).toBeGreaterThan(0);
  });

  it('namespaced ids are custom rules in the schema', () => {
    expect(validate({ rules: { 'acme/purpose-catalogue': 'error' } })).toBe(true);
    expect(validate({ rules: { 'acme/purpose-catalogue': 'on' } })).toBe(false);
  });
});
