/**
 * A pull request's flow end to end, with git itself in a temporary repository: a base commit, a
 * branch that changes payloads, and `diff --git-base` run through the command line's dispatcher in
 * process (git itself runs as a child process; exit statuses of the real process: test/cli/main.test.ts).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../../run-cli.js';
import { runCliInProcess as runCli } from '../../run-in-process.js';
import { adult, minor } from '../../../support/examples.js';

const temp = tempDir('consent-contract-git-');
const repo = join(temp.dir, 'repo');
afterAll(() => temp.remove());

const git = (...args: string[]): string =>
  execFileSync('git', args, {
    cwd: repo,
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@example.test',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@example.test',
      GIT_CONFIG_GLOBAL: '/dev/null',
    },
  }).toString();
const write = (path: string, value: unknown): void =>
  writeFileSync(join(repo, path), typeof value === 'string' ? value : `${JSON.stringify(value, null, 2)}\n`);

beforeAll(() => {
  mkdirSync(join(repo, 'consent'), { recursive: true });
  git('init', '-q', '-b', 'main');
  write('consent/adult.json', adult());
  write('consent/minor.json', minor());
  write('consent/gone.json', minor());
  write('package.json', { name: 'x' });
  git('add', '.');
  git('commit', '-q', '-m', 'base');
  git('checkout', '-q', '-b', 'feature');
  // The pull request: a new purpose in every language of adult, a reworded label in minor,
  // a deleted payload, a new payload, an untracked payload, and an unrelated JSON file.
  const next = adult();
  for (const l of next.content.languages)
    l.purposes.push({ ...structuredClone(l.purposes[2]), purposeId: 'credit-scoring' });
  write('consent/adult.json', next);
  const relabelled = minor();
  relabelled.content.languages[0].label = 'Hindi';
  write('consent/minor.json', relabelled);
  rmSync(join(repo, 'consent/gone.json'));
  write('consent/new.json', adult());
  write('package.json', { name: 'y' });
  git('add', 'consent/adult.json', 'consent/gone.json', 'package.json');
  git('commit', '-q', '-m', 'change the notice');
  write('consent/untracked.json', minor());
});

describe('diff --git-base', () => {
  it('compares every changed payload with its version at the base, and says fresh consent is needed', async () => {
    const run = await runCli(['diff', '--git-base', 'main', '--format', 'json'], { cwd: repo });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(1);
    const pairs = JSON.parse(run.stdout) as Array<{
      old: string;
      new: string;
      status: string;
      reconsentRequired: boolean;
      changes: Array<{ code: string; lang?: string }>;
    }>;
    expect(pairs.map((p) => [p.new, p.old, p.status])).toEqual([
      ['consent/adult.json', 'main:consent/adult.json', 'compared'],
      ['consent/gone.json', 'main:consent/gone.json', 'deleted'],
      ['consent/minor.json', 'main:consent/minor.json', 'compared'],
      ['consent/new.json', 'main:consent/new.json', 'added'],
      ['consent/untracked.json', 'main:consent/untracked.json', 'added'],
    ]);
    expect(pairs[0]?.changes.map((c) => `${c.code} ${c.lang}`)).toEqual([
      'purpose-added en',
      'purpose-added hi',
      'purpose-added ta',
    ]);
    expect(pairs[2]?.changes.map((c) => c.code)).toEqual(['language-label-changed']);
  });

  it('writes the pull-request comment, paths relative to a subdirectory, narrowed by a pathspec', async () => {
    const run = await runCli(['diff', '--git-base', 'main', '--format', 'markdown', 'minor.json'], {
      cwd: join(repo, 'consent'),
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('**No fresh consent needed** (0 reconsent, 1 notice, 0 narrowing; 1 file pair).');
    expect(run.stdout).toContain('### minor.json');
  });

  it('exits 2 with a clear message for an unknown revision or outside a repository', async () => {
    const unknown = await runCli(['diff', '--git-base', 'nope'], { cwd: repo });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('unknown git revision "nope"');
    const outside = await runCli(['diff', '--git-base', 'main'], { cwd: temp.dir });
    expect(outside.code).toBe(2);
    expect(outside.stderr).toContain('--git-base needs a git working tree');
  });

  it('exits 0 when nothing changed', async () => {
    const run = await runCli(['diff', '--git-base', 'HEAD', 'consent/adult.json'], { cwd: repo });
    expect(run).toMatchObject({ code: 0, stdout: '✔ no changed payload files\n' });
  });
});
