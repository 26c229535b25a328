/**
 * The pre-commit hook with the real pre-commit (Debian's, which .ci/run installs), the way a user
 * adds it: a repository whose .pre-commit-config.yaml points at a clone of this one. pre-commit
 * up to 4.6.0 installs a node hook with `npm install` and `npm pack` in its clone and takes npm's
 * whole stdout as the tarball's name; the run here proves that path end to end. The path of 4.6.1
 * and later (`npm install -g git+file://…`) is proven in git-install.test.ts.
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
  it('defines a node hook that runs consent-contract validate on JSON file names, in one process', () => {
    expect(hook).toMatchObject({ language: 'node', entry: 'consent-contract validate', types: ['json'] });
    expect(hook?.pass_filenames ?? true).toBe(true);
    expect(hook?.require_serial).toBe(true);
    const files = new RegExp(hook!.files);
    expect(files.test('consent/adult.json')).toBe(true);
    expect(files.test('consent/adult.yaml')).toBe(false);
  });

  it('asks for the oldest pre-commit that installs node hooks by npm pack, the path proven here', () => {
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
    // Colours off, so the output reads plainly; npm (which pre-commit runs) answers from its cache
    // where it can, and skips the audit and funding requests.
    const baseEnv = {
      ...process.env,
      ...gitIdentity,
      NO_COLOR: '1',
      PRE_COMMIT_COLOR: 'never',
      npm_config_prefer_offline: 'true',
      npm_config_audit: 'false',
      npm_config_fund: 'false',
      npm_config_update_notifier: 'false',
    };
    // pre-commit's own cache, with the hook's environment installed afresh (npm install, npm pack,
    // npm install -g of the tarball) once per content of the working tree: see artifacts.ts.
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
    // A plain object: the hook's environment has its own consent-contract, the user's repository need not.
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
