/**
 * The README's husky + lint-staged recipe, tried for real: the packages installed from the
 * registry into a new project with consent-contract as a git dependency, and a real `git commit`
 * blocked by an invalid staged payload, then allowed once it is fixed.
 */
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rootDir } from '../support/examples.js';
import { runProcess } from '../support/run-process.js';
import { git, gitIdentity, mustRun, snapshotRepository, tempDir, userRepository } from './git-repos.js';

const fixtures = join(rootDir, 'test/fixtures/cli');
// The majors the README names: lint-staged 17 needs Node 22, so Node 20 users stay on 16.
const tools = ['husky@9', 'lint-staged@16'];
const env: NodeJS.ProcessEnv = {
  ...process.env,
  ...gitIdentity,
  npm_config_audit: 'false',
  npm_config_fund: 'false',
  npm_config_update_notifier: 'false',
  npm_config_prefer_offline: 'true',
  NO_COLOR: '1',
  FORCE_COLOR: '0',
};

describe('husky + lint-staged', () => {
  let temp: Awaited<ReturnType<typeof tempDir>>;
  let project = '';

  beforeAll(async () => {
    temp = await tempDir('consent-contract-husky-');
    const repo = join(temp.dir, 'consent-contract');
    await snapshotRepository(repo);
    project = join(temp.dir, 'project');
    await userRepository(project);
    await writeFile(
      join(project, 'package.json'),
      JSON.stringify({ name: 'df-backend', version: '1.0.0', private: true }),
    );
    await mustRun('npm', ['install', '--save-dev', `git+file://${repo}`, ...tools], { cwd: project, env });
    await mustRun('npx', ['--no-install', 'husky', 'init'], { cwd: project, env });
    await writeFile(join(project, '.husky/pre-commit'), 'npx lint-staged\n');
    const manifest = JSON.parse(await readFile(join(project, 'package.json'), 'utf8')) as Record<string, unknown>;
    manifest['lint-staged'] = { 'consent/**/*.json': 'consent-contract validate --strict' };
    await writeFile(join(project, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    await writeFile(join(project, '.gitignore'), 'node_modules/\n');
  }, 600_000);

  afterAll(async () => {
    await temp?.remove();
  });

  it('blocks a commit of an invalid payload and allows it once fixed', async () => {
    await mkdir(join(project, 'consent'));
    await copyFile(join(fixtures, 'invalid.json'), join(project, 'consent/notice.json'));
    await git(['add', '-A'], project);
    const refused = await git(['commit', '-m', 'an invalid notice'], project, env);
    expect(refused.code).toBe(1);
    expect(refused.stdout + refused.stderr).toContain('retention-range');
    expect((await git(['rev-list', '--all'], project)).stdout).toBe('');

    await copyFile(join(fixtures, 'valid.json'), join(project, 'consent/notice.json'));
    await git(['add', '-A'], project);
    const allowed = await git(['commit', '-m', 'a valid notice'], project, env);
    expect(allowed.code, allowed.stdout + allowed.stderr).toBe(0);
    expect((await runProcess('git', ['show', '--stat', 'HEAD'], { cwd: project })).stdout).toContain(
      'consent/notice.json',
    );
  }, 120_000);
});
