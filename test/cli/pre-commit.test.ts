/**
 * The pre-commit hook, exercised the way pre-commit installs a node hook: pack a copy of the
 * repository (which builds it in `prepare`), install the tarball into a fresh project, and run
 * the hook's entry with file names, as pre-commit passes them. The copy keeps the build away from
 * the dist/ that other tests read; it shares node_modules, as the install step would provide it.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtures, repoRoot, tempDir } from './run-cli.js';

interface Hook {
  id: string;
  entry: string;
  language: string;
  files: string;
  types: string[];
  pass_filenames?: boolean;
}

const hooks = parse(readFileSync(join(repoRoot, '.pre-commit-hooks.yaml'), 'utf8')) as Hook[];
const hook = hooks.find((h) => h.id === 'consent-contract-validate');

describe('.pre-commit-hooks.yaml', () => {
  it('defines a node hook that runs consent-contract validate on JSON file names', () => {
    expect(hook).toMatchObject({ language: 'node', entry: 'consent-contract validate', types: ['json'] });
    expect(hook?.pass_filenames ?? true).toBe(true);
    const files = new RegExp(hook!.files);
    expect(files.test('consent/adult.json')).toBe(true);
    expect(files.test('consent/adult.yaml')).toBe(false);
  });
});

describe('the packed package, installed as pre-commit installs it', () => {
  const temp = tempDir('consent-contract-pack-');
  const project = join(temp.dir, 'project');
  const checkout = join(temp.dir, 'checkout');
  let bin = '';

  beforeAll(() => {
    const npm = (args: string[], cwd: string): string => execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    const skipped = new Set(['node_modules', 'dist', '.git', 'coverage']);
    cpSync(repoRoot, checkout, { recursive: true, filter: (source) => !skipped.has(source.slice(repoRoot.length).split('/')[0] ?? '') });
    symlinkSync(join(repoRoot, 'node_modules'), join(checkout, 'node_modules'), 'dir');
    const packed = JSON.parse(npm(['pack', '--json', '--pack-destination', temp.dir], checkout)) as Array<{ filename: string; files: Array<{ path: string }> }>;
    const tarball = join(temp.dir, packed[0]!.filename);
    expect(packed[0]!.files.map((f) => f.path)).toContain('dist/src/cli/main.js');
    execFileSync('mkdir', ['-p', project]);
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'hook-user', version: '1.0.0', private: true }));
    npm(['install', '--no-audit', '--no-fund', '--no-package-lock', tarball], project);
    bin = join(project, 'node_modules/.bin/consent-contract');
    copyFileSync(join(fixtures, 'valid.json'), join(project, 'valid.json'));
    copyFileSync(join(fixtures, 'invalid.json'), join(project, 'invalid.json'));
  }, 300_000);
  afterAll(() => temp.remove());

  const runHook = (files: string[]) => {
    const [command, ...args] = hook!.entry.split(' ');
    expect(command).toBe('consent-contract');
    const run = spawnSync(bin, [...args, ...files], { cwd: project, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
    return { code: run.status, stdout: run.stdout, stderr: run.stderr };
  };

  it('passes a valid file', () => {
    expect(runHook(['valid.json'])).toEqual({ code: 0, stdout: '✔ 1 input checked, no problems\n', stderr: '' });
  });

  it('fails an invalid file, saying where and why', () => {
    const run = runHook(['valid.json', 'invalid.json']);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^invalid\.json:42:27 +error +retention of 6 years is out of range for unit year \(1 to 5\) +retention-range/m);
    expect(run.stdout).toContain('✖ 5 problems (3 errors, 2 warnings) in 1 input; 2 inputs checked');
  });

  describe("a team's own rule, written as README's \"Configuring rules\" shows it", () => {
    /** The README's code block that starts with `// <name>`, so that the README stays true. */
    const block = (name: string): string => {
      const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
      const found = [...readme.matchAll(/```(?:js|ts)\n(\/\/ (\S+)[^\n]*\n[\s\S]*?)```/g)].find((m) => m[2]!.replace(/:$/, "") === name);
      if (!found) throw new Error(`README.md has no code block starting with // ${name}`);
      return found[1]!;
    };
    const team = (): string => join(project, 'team');
    const setUp = (): void => {
      // A repository of its own inside the project, so the configuration lookup stops there.
      mkdirSync(join(team(), '.git'), { recursive: true });
      mkdirSync(join(team(), 'rules'), { recursive: true });
      mkdirSync(join(team(), 'consent'), { recursive: true });
      for (const name of ['rules/purpose-catalogue.mjs', 'consent-contract.config.mjs', 'rules/purpose-catalogue.test.mjs']) writeFileSync(join(team(), name), block(name));
      const payload = JSON.parse(readFileSync(join(fixtures, 'valid.json'), 'utf8'));
      payload.content.languages[0].purposes[0].purposeId = 'marketing';
      writeFileSync(join(team(), 'consent/marketing.json'), JSON.stringify(payload, null, 2));
    };

    it('runs in the pre-commit hook, with the rule in SARIF and a config refusal at exit 2', () => {
      setUp();
      const [, ...args] = hook!.entry.split(' ');
      const hookRun = spawnSync(bin, [...args, 'consent/marketing.json'], { cwd: team(), encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
      expect(hookRun.status, hookRun.stderr).toBe(1);
      expect(hookRun.stdout).toMatch(/purposeId "marketing" is not in the purpose catalogue +acme\/purpose-catalogue/);
      const sarif = spawnSync(bin, ['validate', '--format', 'sarif', 'consent/marketing.json'], { cwd: team(), encoding: 'utf8' });
      const rules = JSON.parse(sarif.stdout).runs[0].tool.driver.rules as Array<{ id: string }>;
      expect(rules.map((r) => r.id)).toContain('acme/purpose-catalogue');
      const refused = spawnSync(bin, ['validate', '--rule', 'retention-range=off', 'consent/marketing.json'], { cwd: team(), encoding: 'utf8' });
      expect(refused.status).toBe(2);
      expect(refused.stderr).toContain('the service rejects such payloads anyway');
    });

    it("is tested with testRule under node --test, and runs in the library", () => {
      setUp();
      const tested = spawnSync(process.execPath, ['--test', 'rules/purpose-catalogue.test.mjs'], { cwd: team(), encoding: 'utf8' });
      expect(tested.status, tested.stdout + tested.stderr).toBe(0);
      expect(tested.stdout).toMatch(/# pass [1-9]/);
      const library = spawnSync(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `import { readFileSync } from 'node:fs';
import { createConsentRequestValidator } from 'consent-contract';
import { purposeCatalogue } from './rules/purpose-catalogue.mjs';
const validate = createConsentRequestValidator({ extends: ['dpdp'], customRules: [purposeCatalogue] });
console.log(JSON.stringify(validate(JSON.parse(readFileSync('consent/marketing.json', 'utf8')))));`,
        ],
        { cwd: team(), encoding: 'utf8' },
      );
      expect(library.status, library.stderr).toBe(0);
      const result = JSON.parse(library.stdout) as { valid: boolean; diagnostics: Array<{ code: string; pointer: string }> };
      expect(result.valid).toBe(false);
      const own = result.diagnostics.filter((d) => d.code.startsWith('acme/'));
      expect(own).toEqual([expect.objectContaining({ code: 'acme/purpose-catalogue', pointer: '/content/languages/0/purposes/0/purposeId' })]);
    });
  });

  it('answers --version from the installed package', () => {
    const run = spawnSync(bin, ['--version'], { encoding: 'utf8' });
    expect(run.stdout.trim()).toBe((JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { version: string }).version);
  });
});
