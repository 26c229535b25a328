/**
 * The pre-commit hook with the real pre-commit (Debian's, which .ci/run installs), the way a user
 * adds it: a repository whose .pre-commit-config.yaml points at a clone of this one. It is a
 * script hook: pre-commit clones the repository and runs the committed bin with the Node.js on
 * PATH, with nothing installed (a node hook made pre-commit `npm install` every devDependency in
 * its clone). The snapshot pre-commit clones has no node_modules, so this proves the bin needs none.
 */
import { copyFile, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rootDir } from '../support/examples.js';
import { runProcess, type ProcessResult } from '../support/run-process.js';
import { cachedArtifact } from './artifacts.js';
import { git, gitIdentity, sharedSnapshot, tempDir, userRepository } from './git-repos.js';

interface Hook {
  id: string;
  entry: string;
  language: string;
  files: string;
  types: string[];
  pass_filenames?: boolean;
  require_serial?: boolean;
  minimum_pre_commit_version?: string;
}

const hooks = parse(await readFile(join(rootDir, '.pre-commit-hooks.yaml'), 'utf8')) as Hook[];
const hook = hooks.find((h) => h.id === 'consent-contract-validate');
const fixtures = join(rootDir, 'test/fixtures/cli');

describe('.pre-commit-hooks.yaml', () => {
  it('defines a script hook that runs the committed bin on JSON file names, in one process', () => {
    expect(hook).toMatchObject({
      language: 'script',
      entry: 'generated/bin/consent-contract.cjs validate',
      types: ['json'],
    });
    expect(hook?.pass_filenames ?? true).toBe(true);
    expect(hook?.require_serial).toBe(true);
    const files = new RegExp(hook!.files);
    expect(files.test('consent/adult.json')).toBe(true);
    expect(files.test('consent/adult.yaml')).toBe(false);
  });

  it('names a bin that is committed, executable and run by node (a script hook runs the file itself)', async () => {
    const bin = hook!.entry.split(' ')[0]!;
    const mode = (await git(['ls-files', '-s', bin], rootDir)).stdout.split(' ')[0];
    expect(mode).toBe('100755');
    expect((await readFile(join(rootDir, bin), 'utf8')).split('\n')[0]).toBe('#!/usr/bin/env node');
    expect(hook?.minimum_pre_commit_version).toBe('2.9.0');
  });
});

const preCommit = spawnSync('pre-commit', ['--version'], { encoding: 'utf8' });
const available = preCommit.status === 0;
// Skipped only on a developer machine without pre-commit; in CI (.ci/run installs it) it must run.
const skip = !available && process.env.CI === undefined;

describe.skipIf(skip)(`the hook under the real ${available ? preCommit.stdout.trim() : 'pre-commit'}`, () => {
  let temp: Awaited<ReturnType<typeof tempDir>>;
  let user = '';
  let env: NodeJS.ProcessEnv = {};

  /** The user's .pre-commit-config.yaml: this repository's snapshot at its commit, with `extra` hook keys. */
  let config: (extra?: string) => string = () => '';

  const preCommitRun = (args: readonly string[]): Promise<ProcessResult> =>
    runProcess('pre-commit', args, { cwd: user, env, timeoutMs: 600_000 });

  beforeAll(async () => {
    temp = await tempDir('consent-contract-pre-commit-');
    const { dir: hookRepo, rev } = await sharedSnapshot();
    user = join(temp.dir, 'user');
    await userRepository(user);
    config = (extra = '') =>
      `repos:\n  - repo: ${hookRepo}\n    rev: ${rev}\n    hooks:\n      - id: consent-contract-validate\n${extra}`;
    await writeFile(join(user, '.pre-commit-config.yaml'), config());
    for (const name of ['valid.json', 'invalid.json', 'warning.json', 'same-request-id.json']) {
      await copyFile(join(fixtures, name), join(user, name));
    }
    // Colours off, so the output reads plainly.
    const baseEnv = { ...process.env, ...gitIdentity, NO_COLOR: '1', PRE_COMMIT_COLOR: 'never' };
    // pre-commit's own cache, with the hook's clone made afresh once per content of the working
    // tree: see artifacts.ts.
    const home = await cachedArtifact(`pre-commit-home-${preCommit.stdout.trim().split(' ').at(-1)}`, async (dir) => {
      const installed = await runProcess('pre-commit', ['install-hooks'], {
        cwd: user,
        env: { ...baseEnv, PRE_COMMIT_HOME: dir },
        timeoutMs: 600_000,
      });
      if (installed.code !== 0)
        throw new Error(`pre-commit install-hooks failed:\n${installed.stdout}${installed.stderr}`);
    });
    env = { ...baseEnv, PRE_COMMIT_HOME: home };
    const installed = await preCommitRun(['install-hooks']);
    expect(installed.code, installed.stdout + installed.stderr).toBe(0);
  }, 900_000);

  afterAll(async () => {
    await temp?.remove();
  });

  it('passes a valid payload', async () => {
    const run = await preCommitRun(['run', '--files', 'valid.json']);
    expect(run.stdout).toMatch(/consent-contract validate\.+Passed/);
    expect(run.code).toBe(0);
  });

  it('fails an invalid payload with the diagnostics and exit 1', async () => {
    const run = await preCommitRun(['run', '--files', 'valid.json', 'invalid.json']);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/consent-contract validate\.+Failed/);
    expect(run.stdout).toMatch(
      /^invalid\.json:\d+:\d+ +error +retention of 6 years is out of range for unit year \(1 to 5\) +retention-range/m,
    );
  });

  it('reports a requestId repeated across two files of one run (verbose shows a passing hook)', async () => {
    await writeFile(join(user, '.pre-commit-config.yaml'), config('        verbose: true\n'));
    const run = await preCommitRun(['run', '--files', 'valid.json', 'same-request-id.json']);
    await writeFile(join(user, '.pre-commit-config.yaml'), config());
    expect(run.stdout).toContain('unique-request-id');
    expect(run.code).toBe(0);
  });

  it('turns a warning into a failure with args: [--strict]', async () => {
    const plain = await preCommitRun(['run', '--files', 'warning.json']);
    expect(plain.code).toBe(0);
    await writeFile(join(user, '.pre-commit-config.yaml'), config('        args: [--strict]\n'));
    const strict = await preCommitRun(['run', '--files', 'warning.json']);
    await writeFile(join(user, '.pre-commit-config.yaml'), config());
    expect(strict.code).toBe(1);
    expect(strict.stdout).toMatch(/warning\.json:\d+:\d+ +warning/);
  });

  it("runs a team's own rule from consent-contract.config.mjs, and refuses a contract rule switched off (issue 11)", async () => {
    // A plain object: the hook runs its own clone's bin, the user's repository need not have the package.
    const rule = `{ id: 'acme/company-name', severity: 'error', description: 'The company is ACME.', rationale: 'One brand.',
  messages: { other: 'companyName is {name}, not ACME' },
  check: ({ root }) => root.content.company.companyName === 'ACME' ? [] : [{ pointer: '/content/company/companyName', messageId: 'other', data: { name: root.content.company.companyName } }] }`;
    await writeFile(join(user, 'consent-contract.config.mjs'), `export default { customRules: [${rule}] };\n`);
    const run = await preCommitRun(['run', '--files', 'valid.json']);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/valid\.json:\d+:\d+ +error +companyName is .+, not ACME +acme\/company-name/);
    await writeFile(
      join(user, 'consent-contract.config.mjs'),
      `export default { rules: { 'retention-range': 'off' } };\n`,
    );
    const refused = await preCommitRun(['run', '--files', 'valid.json']);
    await rm(join(user, 'consent-contract.config.mjs'));
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain('the service rejects such payloads anyway');
  });

  it('refuses a real git commit of an invalid payload, and allows it once fixed', async () => {
    const installed = await preCommitRun(['install']);
    expect(installed.code, installed.stderr).toBe(0);
    await git(['add', '.pre-commit-config.yaml', 'invalid.json'], user);
    const refused = await git(['commit', '-m', 'add an invalid notice'], user, env);
    expect(refused.code).toBe(1);
    expect(refused.stdout + refused.stderr).toContain('retention-range');
    expect((await git(['rev-list', '--all'], user)).stdout).toBe('');

    await copyFile(join(fixtures, 'valid.json'), join(user, 'invalid.json'));
    await git(['add', 'invalid.json'], user);
    const allowed = await git(['commit', '-m', 'add a valid notice'], user, env);
    expect(allowed.code, allowed.stdout + allowed.stderr).toBe(0);
  });
});
