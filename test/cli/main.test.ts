import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, runCli } from './run-cli.js';
import { runCliInProcess } from './run-in-process.js';

const version = (JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { version: string }).version;

describe('consent-contract', () => {
  // The real process for one run of each exit status (0 here, 2 below); the dispatcher in process otherwise.
  it('prints the version', async () => {
    expect(await runCli(['--version'])).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' });
    expect(await runCliInProcess(['-v'])).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' });
  });

  it('prints help listing the commands, the sandbox included, and the exit statuses', async () => {
    const run = await runCliInProcess(['--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('validate [options] FILE|DIR|GLOB|-');
    expect(run.stdout).toContain('rules ');
    expect(run.stdout).toMatch(
      /^ {2}sandbox \[options\] +run a local sandbox of the consent manager \(see consent-contract sandbox --help\)$/m,
    );
    expect(run.stdout).toContain('Exit status: 0 clean, 1 findings, 2 usage error');
  });

  it('prints validate --help with every option and the exit statuses', async () => {
    // What the dispatcher prints, in process; the process-level runs above and below prove the entry.
    const run = await runCliInProcess(['validate', '--help']);
    expect(run.code).toBe(0);
    for (const option of [
      '--strict',
      '--quiet',
      '--max-warnings',
      '--format',
      '--color',
      '--ndjson',
      '--stdin-filename',
      'NO_COLOR',
      'FORCE_COLOR',
    ]) {
      expect(run.stdout).toContain(option);
    }
    expect(run.stdout).toMatch(/^ {2}0 {2}every input is valid/m);
    expect(run.stdout).toMatch(/^ {2}1 {2}findings/m);
    expect(run.stdout).toMatch(/^ {2}2 {2}usage error, unreadable file, or internal error/m);
  });

  it('hands sandbox and its arguments to the sandbox command', async () => {
    const run = await runCliInProcess(['sandbox', '--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('consent-contract sandbox');
  });

  it('exits 2 with help for no command or an unknown one', async () => {
    const none = await runCli([]);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('Usage: consent-contract <command>');
    const unknown = await runCliInProcess(['lint']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('unknown command "lint"');
  });
});
