import { describe, expect, it } from 'vitest';
import { checkConfig } from '../../src/config/check-config.js';
import { defineRule } from '../../src/rules/utils/rule.js';

const json = { allowCustomRules: false };
const js = { allowCustomRules: true };
const pointers = (value: unknown, context = json) => checkConfig(value, context).problems.map((p) => p.pointer);
const messages = (value: unknown, context = json) => checkConfig(value, context).problems.map((p) => p.message);

const customRule = defineRule({
  id: 'acme/purpose-catalogue',
  severity: 'warning',
  description: 'Purpose ids come from our catalogue.',
  rationale: 'So that reports group by purpose.',
  messages: { unknown: 'unknown purpose {id}' },
  check: () => [],
});

describe('checkConfig', () => {
  it('accepts presets, settings and overrides', () => {
    expect(
      pointers({
        $schema: './x.json',
        extends: ['recommended', 'dpdp'],
        rules: { 'https-urls': 'error', 'unique-request-id': 'off' },
        overrides: [{ files: ['fixtures/**'], rules: { 'dp-hash-not-personal-data': 'off' } }],
      }),
    ).toEqual([]);
    expect(pointers({})).toEqual([]);
  });

  it('says where an unknown rule is, with a did-you-mean', () => {
    const { problems } = checkConfig({ rules: { 'http-urls': 'error' } }, json);
    expect(problems).toEqual([
      {
        pointer: '/rules/http-urls',
        message: 'unknown rule "http-urls" (did you mean "https-urls"?); run \'consent-contract rules\' for the list',
      },
    ]);
  });

  it('refuses a rule the service enforces switched off or lowered, anywhere', () => {
    expect(
      pointers({
        rules: { 'retention-range': 'off' },
        overrides: [{ files: ['a'], rules: { 'delegation-only-for-minor': 'warning' } }],
      }),
    ).toEqual(['/rules/retention-range', '/overrides/0/rules/delegation-only-for-minor']);
    expect(messages({ rules: { 'retention-range': 'off' } })[0]).toMatch(
      /enforced by the consent manager.*rejects such payloads anyway/,
    );
    expect(pointers({ rules: { 'retention-range': 'error' } })).toEqual([]);
  });

  it('refuses bad settings, presets, members and overrides', () => {
    expect(messages({ rules: { 'https-urls': 'warn' } })[0]).toContain('(did you mean "warning"?)');
    expect(pointers({ extends: ['recomended'] })).toEqual(['/extends/0']);
    expect(messages({ extends: ['recomended'] })[0]).toContain('did you mean "recommended"');
    expect(pointers({ extends: 'strict' })).toEqual(['/extends']);
    expect(pointers({ rule: {} })).toEqual(['/rule']);
    expect(messages({ rule: {} })[0]).toContain('did you mean "rules"');
    expect(pointers({ overrides: [{ files: [], rules: {} }, 3, { files: ['x'], rulez: {} }] })).toEqual([
      '/overrides/0/files',
      '/overrides/1',
      '/overrides/2/rulez',
    ]);
    expect(pointers([])).toEqual(['']);
  });

  it('allows customRules only where code can be given, namespaced and well-formed', () => {
    expect(pointers({ customRules: [customRule] }, json)).toEqual(['/customRules']);
    expect(pointers({ customRules: [customRule], rules: { 'acme/purpose-catalogue': 'error' } }, js)).toEqual([]);
    expect(pointers({ customRules: [{ ...customRule, id: 'purpose-catalogue' }] }, js)).toEqual(['/customRules/0/id']);
    expect(pointers({ customRules: [customRule, customRule] }, js)).toEqual(['/customRules/1/id']);
    expect(pointers({ customRules: [{ ...customRule, check: 1, severity: 'off' }] }, js)).toEqual([
      '/customRules/0/severity',
      '/customRules/0/check',
    ]);
    expect(pointers({ customRules: [{ ...customRule, enforcedByService: true }] }, js)).toEqual(['/customRules/0']);
  });

  it('says where custom rules come from when a namespaced id is unknown', () => {
    expect(messages({ rules: { 'acme/x': 'error' } })[0]).toMatch(
      /no custom rule "acme\/x" is defined; custom rules come from customRules/,
    );
  });
});
