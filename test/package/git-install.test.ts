/**
 * Installing from git, before the package is published: the way pre-commit 4.6.1 and later
 * install a node hook (`npm install -g git+file://<clone>` into the hook's own prefix), and a
 * project's git dependency. Both get the committed bin, which needs no build (npm builds a git
 * dependency only when it has build scripts, and fails to for a global install: no
 * devDependencies there).
 */
import { copyFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rootDir } from '../support/examples.js';
import { runProcess } from '../support/run-process.js';
import { mustRun, snapshotRepository, tempDir } from './git-repos.js';

const fixtures = join(rootDir, 'test/fixtures/cli');
const npmEnv: NodeJS.ProcessEnv = {
  ...process.env,
  npm_config_audit: 'false',
  npm_config_fund: 'false',
  npm_config_update_notifier: 'false',
  npm_config_prefer_offline: 'true',
  NO_COLOR: '1',
};

describe('installed from git', () => {
  let temp: Awaited<ReturnType<typeof tempDir>>;
  let spec = '';
  let work = '';

  beforeAll(async () => {
    temp = await tempDir('consent-contract-git-install-');
    const repo = join(temp.dir, 'consent-contract');
    await snapshotRepository(repo);
    spec = `git+file://${repo}`;
    work = join(temp.dir, 'work');
    await mustRun('mkdir', ['-p', work]);
    for (const name of ['valid.json', 'invalid.json']) await copyFile(join(fixtures, name), join(work, name));
  }, 120_000);

  afterAll(async () => {
    await temp?.remove();
  });

  it('globally into a prefix, as pre-commit 4.6.1+ installs a hook, and runs the hook entry', async () => {
    const prefix = join(temp.dir, 'hook-env');
    const installed = await runProcess('npm', ['install', '-g', '--prefix', prefix, spec], {
      env: npmEnv,
      timeoutMs: 300_000,
    });
    expect(installed.code, installed.stdout + installed.stderr).toBe(0);
    const bin = join(prefix, 'bin/consent-contract');
    const valid = await runProcess(bin, ['validate', 'valid.json'], { cwd: work, env: npmEnv });
    expect(valid).toMatchObject({ code: 0, stderr: '' });
    const invalid = await runProcess(bin, ['validate', 'valid.json', 'invalid.json'], { cwd: work, env: npmEnv });
    expect(invalid.code).toBe(1);
    expect(invalid.stdout).toContain('retention-range');
  }, 300_000);

  it('as a git dependency of a project, whose npx runs the command line', async () => {
    const project = join(temp.dir, 'project');
    await mustRun('mkdir', ['-p', project]);
    await writeFile(
      join(project, 'package.json'),
      JSON.stringify({ name: 'df-backend', version: '1.0.0', private: true }),
    );
    const installed = await runProcess('npm', ['install', '--save-dev', spec], {
      cwd: project,
      env: npmEnv,
      timeoutMs: 300_000,
    });
    expect(installed.code, installed.stdout + installed.stderr).toBe(0);
    // No install-time script of ours runs, and npm has nothing to warn about (but the machine's
    // own npm configuration, which is none of the package's business).
    const warnings = installed.stderr.split('\n').filter((line) => /npm (warn|error)/i.test(line));
    expect(warnings.filter((line) => !/Unknown (env|user|project|builtin) config/.test(line))).toEqual([]);
    const run = await runProcess('npx', ['--no-install', 'consent-contract', 'validate', join(work, 'invalid.json')], {
      cwd: project,
      env: npmEnv,
    });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('retention-range');
  }, 300_000);
});
