/** Every rule is registered, documented in its metadata, and tested in its own file. */
import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { consentRequestRecordRules, consentRequestRules } from '../../src/index.js';
import { dpdpRules } from '../../src/rules/index.js';
import { rootDir } from '../support/examples.js';

const rules = [...consentRequestRules, ...dpdpRules, ...consentRequestRecordRules];

describe('rules', () => {
  // What rules are made of lives in src/rules/utils/; at the top level, every file but the registry is a rule.
  it('every rule file is registered, once', () => {
    const files = readdirSync(`${rootDir}src/rules`).filter((f) => f.endsWith('.ts') && f !== 'index.ts');
    expect(files.map((f) => f.replace(/\.ts$/, '')).sort()).toEqual(rules.map((r) => r.id).sort());
    expect(new Set(rules.map((r) => r.id)).size).toBe(rules.length);
  });

  it.each(rules.map((r) => [r.id, r] as const))('%s is documented and tested', (id, rule) => {
    expect(id).toMatch(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/);
    expect(['error', 'warning']).toContain(rule.severity);
    expect(rule.description).toMatch(/^[A-Za-z"]{1}.*\.$/);
    expect(rule.rationale.length).toBeGreaterThan(40);
    expect(Object.keys(rule.messages).length).toBeGreaterThan(0);
    const testFile = `${rootDir}test/rules/${id}.test.ts`;
    expect(existsSync(testFile), `test/rules/${id}.test.ts`).toBe(true);
    // Every message the rule can report is exercised by its table.
    const tests = readFileSync(testFile, 'utf8');
    for (const messageId of Object.keys(rule.messages))
      expect(tests, `${id}: message ${messageId}`).toContain(`'${messageId}'`);
    for (const code of rule.supersedes ?? []) expect(code).toMatch(/^schema\/\w+$/);
    // Only errors can be what the service enforces.
    if (rule.enforcedByService) expect(rule.severity).toBe('error');
  });

  it('errors are listed before warnings, as they are reported', () => {
    const severities = consentRequestRules.map((r) => r.severity);
    expect(severities).toEqual([...severities].sort());
  });
});
