/**
 * Installing from git, before the package is published: a global install into a prefix
 * (`npm install -g git+file://<clone>`, the command a node hook of pre-commit 4.6.1 and later would
 * run; the hook is a script hook now, see pre-commit.test.ts), and a project's git dependency,
 * installed once with the README's husky + lint-staged recipe beside it and used by both the
 * project's npx and a real `git commit`. Both get the committed bin, which needs no build (npm
 * builds a git dependency only when it has build scripts, and fails to for a global install: no
 * devDependencies there).
 */
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rootDir } from '../support/examples.js';
import { runProcess, type ProcessResult } from '../support/run-process.js';
import { git, gitIdentity, mustRun, sharedSnapshot, tempDir, userRepository } from './git-repos.js';

const fixtures = join(rootDir, 'test/fixtures/cli');
// The majors the README names: lint-staged 17 needs Node 22, so Node 20 users stay on 16.
const tools = ['husky@9', 'lint-staged@16'];
const npmEnv: NodeJS.ProcessEnv = {
  ...process.env,
  ...gitIdentity,
  npm_config_audit: 'false',
  npm_config_fund: 'false',
  npm_config_update_notifier: 'false',
  npm_config_prefer_offline: 'true',
  NO_COLOR: '1',
  FORCE_COLOR: '0',
};

let temp: Awaited<ReturnType<typeof tempDir>>;
let spec = '';
let work = '';

beforeAll(async () => {
  temp = await tempDir('consent-contract-git-install-');
  spec = `git+file://${(await sharedSnapshot()).dir}`;
  work = join(temp.dir, 'work');
  await mkdir(work);
  for (const name of ['valid.json', 'invalid.json']) await copyFile(join(fixtures, name), join(work, name));
}, 120_000);

afterAll(async () => {
  await temp?.remove();
});

describe('installed from git', () => {
  it('globally into a prefix (npm install -g git+…), and runs the bin', async () => {
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

  describe('as a git dependency of a project, with husky and lint-staged from the registry', () => {
    let project = '';
    let installed: ProcessResult;

    beforeAll(async () => {
      project = join(temp.dir, 'project');
      await userRepository(project);
      await writeFile(
        join(project, 'package.json'),
        JSON.stringify({ name: 'df-backend', version: '1.0.0', private: true }),
      );
      installed = await runProcess('npm', ['install', '--save-dev', spec, ...tools], {
        cwd: project,
        env: npmEnv,
        timeoutMs: 300_000,
      });
    }, 600_000);

    it("installs with no npm warning, and the project's npx runs the command line", async () => {
      expect(installed.code, installed.stdout + installed.stderr).toBe(0);
      // No install-time script of ours runs, and npm has nothing to warn about (but the machine's
      // own npm configuration, which is none of the package's business).
      const warnings = installed.stderr.split('\n').filter((line) => /npm (warn|error)/i.test(line));
      expect(warnings.filter((line) => !/Unknown (env|user|project|builtin) config/.test(line))).toEqual([]);
      const run = await runProcess(
        'npx',
        ['--no-install', 'consent-contract', 'validate', join(work, 'invalid.json')],
        {
          cwd: project,
          env: npmEnv,
        },
      );
      expect(run.code).toBe(1);
      expect(run.stdout).toContain('retention-range');
    });

    it("blocks a commit of an invalid payload and allows it once fixed (the README's husky + lint-staged recipe)", async () => {
      expect(installed.code, installed.stdout + installed.stderr).toBe(0);
      await mustRun('npx', ['--no-install', 'husky', 'init'], { cwd: project, env: npmEnv });
      await writeFile(join(project, '.husky/pre-commit'), 'npx lint-staged\n');
      const manifest = JSON.parse(await readFile(join(project, 'package.json'), 'utf8')) as Record<string, unknown>;
      manifest['lint-staged'] = { 'consent/**/*.json': 'consent-contract validate --strict' };
      await writeFile(join(project, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
      await writeFile(join(project, '.gitignore'), 'node_modules/\n');

      await mkdir(join(project, 'consent'));
      await copyFile(join(fixtures, 'invalid.json'), join(project, 'consent/notice.json'));
      await git(['add', '-A'], project);
      const refused = await git(['commit', '-m', 'an invalid notice'], project, npmEnv);
      expect(refused.code).toBe(1);
      expect(refused.stdout + refused.stderr).toContain('retention-range');
      expect((await git(['rev-list', '--all'], project)).stdout).toBe('');

      await copyFile(join(fixtures, 'valid.json'), join(project, 'consent/notice.json'));
      await git(['add', '-A'], project);
      const allowed = await git(['commit', '-m', 'a valid notice'], project, npmEnv);
      expect(allowed.code, allowed.stdout + allowed.stderr).toBe(0);
      expect((await runProcess('git', ['show', '--stat', 'HEAD'], { cwd: project })).stdout).toContain(
        'consent/notice.json',
      );
    }, 120_000);
  });
});
