/** consent-contract conformance: in process through the CliIo seam, and once as a process for the exit status. */
import { beforeAll, describe, expect, it } from 'vitest';
import { runConformanceCommand } from '../../../../src/cli/commands/conformance/run.js';
import { conformanceChecks } from '../../../../src/conformance/index.js';
import type { Sandbox } from '../../../../src/sandbox/index.js';
import { useSandbox } from '../../../support/sandbox.js';
import { repoRoot, runCli } from '../../run-cli.js';
import { runProcess } from '../../../support/run-process.js';
import { memoryIo } from './memory-io.js';

const credentials = { clientId: 'df-cli', clientSecret: 'cli-secret-31f7' } as const;
const env = { CONSENT_CONTRACT_CLIENT_SECRET: credentials.clientSecret };

describe('consent-contract conformance', () => {
  let sandbox: Sandbox;
  let url: string;

  const fixture = useSandbox({ clients: [credentials], onError: () => undefined });
  beforeAll(() => ({ sandbox, url } = fixture));

  it('passes against the sandbox with the secret from the environment: exit 0, stylish, no secret shown', async () => {
    const io = memoryIo(env);
    const status = await runConformanceCommand(
      ['--base-url', url, '--client-id', credentials.clientId, '--seed', '3'],
      io,
    );
    expect(io.err()).toBe('');
    expect(status).toBe(0);
    expect(io.out()).toContain(
      `✔ ${conformanceChecks.length} checks: ${conformanceChecks.length} passed, 0 failed, 0 skipped`,
    );
    expect(io.out()).toContain('seed 3');
    expect(io.out()).not.toContain(credentials.clientSecret);
  });

  it('writes the stable json shape and reads the secret from --client-secret-env', async () => {
    const io = memoryIo({ MY_SECRET: credentials.clientSecret });
    const status = await runConformanceCommand(
      [
        '--base-url',
        url,
        '--client-id',
        credentials.clientId,
        '--client-secret-env',
        'MY_SECRET',
        '-f',
        'json',
        '--only',
        'token-valid-credentials,reject-null-value',
      ],
      io,
    );
    expect(status).toBe(0);
    const report = JSON.parse(io.out());
    expect(Object.keys(report).slice(0, 4)).toEqual(['passed', 'failed', 'skipped', 'checks']);
    expect(report.checks.map((c: { id: string }) => c.id)).toEqual(['token-valid-credentials', 'reject-null-value']);
    expect(Object.keys(report.checks[0]).slice(0, 4)).toEqual(['id', 'status', 'message', 'requests']);
    expect(io.out()).not.toContain(credentials.clientSecret);
  });

  it('exits 1 when a check fails (wrong secret: the token check fails, the rest are skipped)', async () => {
    const io = memoryIo({ CONSENT_CONTRACT_CLIENT_SECRET: 'not-the-secret' });
    const status = await runConformanceCommand(
      [
        '--base-url',
        url,
        '--client-id',
        credentials.clientId,
        '--only',
        'token-valid-credentials,create-valid-payload',
      ],
      io,
    );
    expect(status).toBe(1);
    expect(io.out()).toContain('✖ token-valid-credentials');
    expect(io.out()).toContain('expected 200 with a token response');
    expect(io.out()).toContain('why      df-interface.md §4.1');
    expect(io.out()).toContain('authorization: Basic [redacted]');
    expect(io.out()).not.toContain('not-the-secret');
  });

  it('--list and --dry-run send nothing', async () => {
    const before = sandbox.requests().length;
    const list = memoryIo();
    expect(await runConformanceCommand(['--list'], list)).toBe(0);
    for (const check of conformanceChecks) expect(list.out()).toContain(check.id);
    const dry = memoryIo();
    expect(await runConformanceCommand(['--dry-run', '--base-url', url, '--only', 'reject-body-too-large'], dry)).toBe(
      0,
    );
    expect(dry.out()).toContain('Dry run: nothing is sent');
    expect(dry.out()).toContain('sends:   POST /api/cm/v1/df/consent-requests with a JSON body of 1048577 bytes');
    expect(sandbox.requests().length).toBe(before);
  });

  it.each([
    [['--client-id', 'x'], 'missing --base-url'],
    [['--base-url', 'http://consent.example', '--client-id', 'x'], 'plain http: on consent.example'],
    [
      ['--base-url', 'https://consent.example', '--client-id', 'x'],
      'no client secret: set the environment variable CONSENT_CONTRACT_CLIENT_SECRET',
    ],
    [['--list', '--only', 'nope'], 'unknown check id "nope"'],
    [['--base-url', 'https://consent.example', '--client-id', 'x', '--runs', 'many'], '--runs needs a whole number'],
    [['--base-url', 'https://consent.example', '--client-id', 'x', '--format', 'xml'], 'unknown format "xml"'],
  ])('exits 2 with a message for %j', async (args, message) => {
    const io = memoryIo();
    expect(await runConformanceCommand(args, io)).toBe(2);
    expect(io.err()).toContain(message);
    expect(io.out()).toBe('');
  });

  it('exits 2 and says what it tried when the service cannot be reached (the real command)', async () => {
    const run = await runCli(['conformance', '--base-url', 'http://127.0.0.1:9', '--client-id', 'x'], { env });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('cannot reach the service: tried GET http://127.0.0.1:9/api/auth/v1/df/token');
    expect(run.stderr).not.toContain(credentials.clientSecret);
  });

  it('runs from the generated bin, which loads the command from the file beside it', async () => {
    const run = await runProcess(
      process.execPath,
      [
        `${repoRoot}generated/bin/consent-contract.cjs`,
        'conformance',
        '--base-url',
        url,
        '--client-id',
        credentials.clientId,
        '--only',
        'create-valid-payload',
        '-f',
        'json',
      ],
      {
        cwd: repoRoot,
        env: { ...process.env, ...env },
      },
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout).passed).toBe(1);
  });
});
