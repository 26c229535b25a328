/**
 * The pre-commit hook, exercised the way pre-commit installs a node hook: pack a copy of the
 * repository (which builds it in `prepare`), install the tarball into a fresh project, and run
 * the hook's entry with file names, as pre-commit passes them. The copy keeps the build away from
 * the dist/ that other tests read; it shares node_modules, as the install step would provide it.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
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
    expect(run.stdout).toContain('✖ 4 problems (3 errors, 1 warning) in 1 input; 2 inputs checked');
  });

  it('answers --version from the installed package', () => {
    const run = spawnSync(bin, ['--version'], { encoding: 'utf8' });
    expect(run.stdout.trim()).toBe((JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { version: string }).version);
  });
});
