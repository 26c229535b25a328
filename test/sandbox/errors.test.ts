/** Internal errors: answered 500, reported through onError (stderr by default) and logged. */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { validateProblem } from '../../src/index.js';
import type { RequestLogEntry, SandboxErrorContext } from '../../src/sandbox/index.js';
import { basic, credentials } from './support.js';
import { startSandbox } from '../support/sandbox.js';
import type { Json } from '../support/examples.js';

describe('an error inside the sandbox', () => {
  it('answers 500, reports the error through onError and logs the request with 500', async () => {
    // A clock that fails once on demand: a real failure inside a route, through the public options.
    let failNext = false;
    const reports: Array<{ error: Error; request: SandboxErrorContext }> = [];
    const logged: RequestLogEntry[] = [];
    const { sandbox, url } = await startSandbox({
      now: () => {
        if (!failNext) return Date.now();
        failNext = false;
        throw new Error('the clock broke');
      },
      onError: (error, request) => reports.push({ error, request }),
      onRequest: (entry) => logged.push(entry),
    });
    try {
      const authorization = basic(credentials.clientId, credentials.clientSecret);
      failNext = true;
      const res = await fetch(`${url}/api/auth/v1/df/token`, { headers: { authorization } });
      expect(res.status).toBe(500);
      const problem = (await res.json()) as Json;
      expect(validateProblem(problem).valid).toBe(true);
      expect(problem.type).toBe('urn:consent-contract:problem:internal');
      await expect.poll(() => logged.length).toBe(1);
      expect(reports).toHaveLength(1);
      expect(reports[0]?.error.message).toBe('the clock broke');
      expect(reports[0]?.error.stack).toContain('errors.test.ts');
      expect(reports[0]?.request).toEqual({ method: 'GET', path: '/api/auth/v1/df/token' });
      expect(logged[0]).toMatchObject({ method: 'GET', path: '/api/auth/v1/df/token', status: 500 });
      expect(sandbox.requests().at(-1)).toMatchObject({ status: 500 });
      // Still serving afterwards.
      expect((await fetch(`${url}/api/auth/v1/df/token`, { headers: { authorization } })).status).toBe(200);
    } finally {
      await sandbox.close();
    }
  });

  it('writes the stack to stderr by default, without the request headers', async () => {
    const runner = fileURLToPath(new URL('./run-broken-clock.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', runner], { stdio: 'pipe' });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    const exit = new Promise((resolve) => child.on('close', resolve));
    try {
      await expect.poll(() => out, { timeout: 20_000 }).toMatch(/listening on http/);
      const url = /listening on (\S+)/.exec(out)?.[1];
      child.kill('SIGUSR2');
      await expect.poll(() => out).toContain('armed');
      const authorization = basic('df-sandbox', 'sandbox-secret');
      expect((await fetch(`${url}/api/auth/v1/df/token`, { headers: { authorization } })).status).toBe(500);
      await expect
        .poll(() => err)
        .toMatch(/internal error answering GET \/api\/auth\/v1\/df\/token: Error: the clock broke\n\s+at /);
      expect(err).not.toContain(authorization.slice('Basic '.length));
    } finally {
      child.kill('SIGTERM');
      await exit;
    }
  });
});
