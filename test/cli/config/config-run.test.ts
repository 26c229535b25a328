/** validate and rules under a configuration, in process, in a temporary repository. */
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { runValidate } from '../../../src/cli/commands/validate/run.js';
import { runRules } from '../../../src/cli/commands/rules.js';
import { repoRoot, tempDir } from '../run-cli.js';
import { runCliInProcess } from '../run-in-process.js';

const temp = tempDir();
afterAll(() => temp.remove());
let dir = '';
let n = 0;

/** A fresh repository with an http logo in a.json and a copy of it under fixtures/. */
beforeEach(() => {
  dir = join(temp.dir, `repo${n++}`);
  mkdirSync(join(dir, '.git'), { recursive: true });
  mkdirSync(join(dir, 'fixtures'));
  const payload = JSON.parse(JSON.stringify(JSON.parse(readExample())));
  payload.content.company.logo = 'http://cdn.example/logo.png';
  writeFileSync(join(dir, 'a.json'), JSON.stringify(payload, null, 2));
  writeFileSync(join(dir, 'fixtures/b.json'), JSON.stringify(payload, null, 2));
});

function readExample(): string {
  return JSON.stringify(JSON.parse(readFileSync(join(repoRoot, 'schema/examples/adult.json'), 'utf8')));
}

const config = (value: unknown, name = 'consent-contract.config.json') =>
  writeFileSync(join(dir, name), typeof value === 'string' ? value : JSON.stringify(value, null, 2));
const validate = (...argv: string[]) => runCliInProcess(['--format', 'json', ...argv], { cwd: dir }, runValidate);
const codes = (stdout: string) =>
  (JSON.parse(stdout) as Array<{ file: string; diagnostics: Array<{ code: string; severity: string }> }>).map((r) => [
    r.file,
    r.diagnostics.map((d) => `${d.code}:${d.severity}`),
  ]);

describe('validate with a configuration', () => {
  it('without one, every rule at its recommended severity', async () => {
    const run = await validate('a.json', 'fixtures');
    expect(run.code).toBe(0);
    expect(codes(run.stdout)).toEqual([
      ['a.json', ['https-urls:warning']],
      ['fixtures/b.json', ['unique-request-id:warning', 'https-urls:warning']],
    ]);
  });

  it('severities from the file, overrides by glob, --rule winning over both', async () => {
    config({
      extends: ['recommended'],
      rules: { 'https-urls': 'error' },
      overrides: [{ files: ['fixtures/**/*.json'], rules: { 'https-urls': 'off', 'unique-request-id': 'off' } }],
    });
    const run = await validate('a.json', 'fixtures');
    expect(run.code).toBe(1);
    expect(codes(run.stdout)).toEqual([
      ['a.json', ['https-urls:error']],
      ['fixtures/b.json', []],
    ]);
    const flagged = await validate('--rule', 'https-urls=warning', 'a.json', 'fixtures');
    expect(flagged.code).toBe(0);
    expect(codes(flagged.stdout)).toEqual([
      ['a.json', ['https-urls:warning']],
      ['fixtures/b.json', ['https-urls:warning']],
    ]);
  });

  it('unique-request-id as an error fails the run; --no-config ignores the file', async () => {
    config({ extends: ['strict'], rules: { 'https-urls': 'off' } });
    const run = await validate('a.json', 'fixtures');
    expect(codes(run.stdout)).toEqual([
      ['a.json', []],
      ['fixtures/b.json', ['unique-request-id:error']],
    ]);
    expect(run.code).toBe(1);
    expect((await validate('--no-config', 'a.json')).code).toBe(0);
  });

  it('refuses a contract rule switched off, with file, line and column, exit 2', async () => {
    config('{\n  "rules": {\n    "retention-range": "off"\n  }\n}\n');
    const run = await validate('a.json');
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(
      'consent-contract.config.json:3:24: rule "retention-range" is enforced by the consent manager and cannot be set to "off": the service rejects such payloads anyway (400)',
    );
    const flag = await validate('--no-config', '--rule', 'same-purposes-in-every-language=warning', 'a.json');
    expect(flag.code).toBe(2);
    expect(flag.stderr).toContain(
      '--rule same-purposes-in-every-language=warning: rule "same-purposes-in-every-language" is enforced',
    );
  });

  it('an unknown rule id gets a did-you-mean; bad JSON gets its position', async () => {
    config('{ "rules": { "https-url": "error" } }');
    expect((await validate('a.json')).stderr).toContain(
      'consent-contract.config.json:1:27: unknown rule "https-url" (did you mean "https-urls"?)',
    );
    config('{ "rules": { "https-urls": "error", } }');
    const bad = await validate('a.json');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/consent-contract\.config\.json:1:\d+: the configuration is not valid JSON/);
    expect((await validate('--no-config', '--rule', 'https-urls', 'a.json')).stderr).toContain(
      'write --rule <id>=<off|warning|error>',
    );
    expect((await validate('--config', 'missing.json', 'a.json')).stderr).toContain(
      'missing.json: cannot read the configuration (ENOENT)',
    );
  });

  it('--print-config shows what applies to one file', async () => {
    config({
      rules: { 'https-urls': 'error' },
      overrides: [{ files: ['fixtures/**'], rules: { 'https-urls': 'off' } }],
    });
    const printed = JSON.parse((await validate('--print-config', 'fixtures/b.json')).stdout);
    expect(printed).toMatchObject({
      file: 'fixtures/b.json',
      configFile: 'consent-contract.config.json',
      extends: ['recommended'],
      customRules: [],
    });
    expect(printed.rules['https-urls']).toBe('off');
    expect(printed.rules['retention-range']).toBe('error');
    expect(JSON.parse((await validate('--print-config', 'a.json')).stdout).rules['https-urls']).toBe('error');
  });

  it('a custom rule from a .mjs configuration: every format, SARIF catalogue, rules listing, and a throwing rule is one diagnostic', async () => {
    const kit = pathToFileURL(join(repoRoot, 'src/rules/authoring/index.ts')).href;
    config(
      `import { defineRule } from ${JSON.stringify(kit)};
export default {
  customRules: [
    defineRule({
      id: 'acme/privacy-policy-domain',
      severity: 'error',
      description: 'The privacy policy is on our domain.',
      rationale: 'Legal reviews only the policy on acme.example.',
      messages: { elsewhere: 'privacyPolicyUrl is on {host}, not acme.example' },
      check: ({ root }) => [{ pointer: '/content/company/privacyPolicyUrl', messageId: 'elsewhere', data: { host: new URL(root.content.company.privacyPolicyUrl).host } }],
    }),
    defineRule({ id: 'acme/broken', severity: 'warning', description: 'Broken.', rationale: 'To show a failing rule.', messages: { x: 'x' }, check: () => { throw new Error('boom'); } }),
  ],
  rules: { 'https-urls': 'off' },
};
`,
      'consent-contract.config.mjs',
    );
    const run = await validate('a.json');
    expect(run.code).toBe(1);
    expect(codes(run.stdout)).toEqual([['a.json', ['internal/rule-failed:error', 'acme/privacy-policy-domain:error']]]);
    const stylish = await runCliInProcess(['a.json'], { cwd: dir }, runValidate);
    expect(stylish.stdout).toContain('custom rule acme/broken failed on this input (boom)');
    expect(stylish.stdout).toMatch(
      /error\s+privacyPolicyUrl is on \S+, not acme\.example\s+acme\/privacy-policy-domain/,
    );
    const sarif = JSON.parse(
      (await runCliInProcess(['--format', 'sarif', 'a.json'], { cwd: dir }, runValidate)).stdout,
    );
    const catalogue = sarif.runs[0].tool.driver.rules as Array<{ id: string; shortDescription: { text: string } }>;
    expect(catalogue.find((r) => r.id === 'acme/privacy-policy-domain')?.shortDescription.text).toBe(
      'The privacy policy is on our domain.',
    );
    const github = await runCliInProcess(['--format', 'github', 'a.json'], { cwd: dir }, runValidate);
    expect(github.stdout).toContain('acme/privacy-policy-domain');
    const rules = await runCliInProcess([], { cwd: dir }, runRules);
    expect(rules.stdout).toMatch(
      /acme\/privacy-policy-domain\s+error\s+custom\s+The privacy policy is on our domain\./,
    );
    expect(rules.stdout).toMatch(/https-urls\s+off/);
    expect(rules.stdout).toMatch(/retention-range\s+error\s+service/);
    expect(
      (await validate('--rule', 'acme/broken=off', '--rule', 'acme/privacy-policy-domain=off', 'a.json')).code,
    ).toBe(0);
  });

  it('refuses an unnamespaced custom rule and customRules in JSON', async () => {
    config(
      `export default { customRules: [{ id: 'purpose-catalogue', severity: 'error', description: 'x', rationale: 'y', messages: { a: 'a' }, check: () => [] }] };\n`,
      'consent-contract.config.mjs',
    );
    const run = await validate('a.json');
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      'consent-contract.config.mjs: at /customRules/0/id: custom rule id "purpose-catalogue" must be namespaced',
    );
    config({ customRules: [] });
    expect((await validate('a.json')).stderr).toContain(
      'customRules hold code: write them in consent-contract.config.mjs',
    );
  });
});

describe('rules with a configuration', () => {
  it('lists the configured severities; --config names the file', async () => {
    cpSync(join(repoRoot, 'schema/examples/adult.json'), join(dir, 'x.json'));
    writeFileSync(join(dir, 'team.json'), JSON.stringify({ extends: ['dpdp'] }));
    const json = JSON.parse(
      (await runCliInProcess(['--format', 'json', '--config', 'team.json'], { cwd: dir }, runRules)).stdout,
    );
    expect(json.configFile).toBe('team.json');
    expect(json.rules.find((r: { id: string }) => r.id === 'dpdp-language')).toMatchObject({
      severity: 'error',
      defaultSeverity: 'error',
      enforcedByService: false,
      custom: false,
    });
    expect(json.rules.find((r: { id: string }) => r.id === 'retention-range')).toMatchObject({
      enforcedByService: true,
    });
  });
});

describe('a hostile configuration module', () => {
  it('is exit 2 with a message, never a crash', async () => {
    config(`export default { get rules() { throw new Error('nope'); } };\n`, 'consent-contract.config.mjs');
    const run = await validate('a.json');
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('consent-contract.config.mjs: the configuration could not be read (nope)');
    // Other names: this process's module cache keeps the first module of a path.
    config(`throw new Error('at import');\n`, 'throws.mjs');
    expect((await validate('--config', 'throws.mjs', 'a.json')).stderr).toContain(
      'throws.mjs: the configuration module could not be loaded: at import',
    );
    config(`export const x = 1;\n`, 'no-default.mjs');
    expect((await validate('--config', 'no-default.mjs', 'a.json')).stderr).toContain('has no default export');
  });
});
