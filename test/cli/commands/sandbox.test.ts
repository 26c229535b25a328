/** runSandboxCommand: in a child process for the real entry and signals, in process through CliIo for the rest. */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { basic, rawExchange } from '../../sandbox/support.js';
import type { Json } from '../../support/examples.js';
import { cliCommand } from '../cli-command.js';
import { runCliInProcess, startCliInProcess } from '../run-in-process.js';

/** `consent-contract sandbox ...args` as a process (the bin, or the source when the bin is not current). */
async function run(args: string[]): Promise<{
  child: ChildProcessWithoutNullStreams;
  output: () => string;
  errors: () => string;
  exit: Promise<number | null>;
}> {
  const child = spawn(process.execPath, [...(await cliCommand()), 'sandbox', ...args], { stdio: 'pipe' });
  let out = '';
  let err = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (err += d));
  const exit = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  return { child, output: () => out, errors: () => err, exit };
}

/** `consent-contract sandbox ...args` in this process, as `run` gives it; `stop` is Ctrl-C. */
function inProcess(args: string[]): {
  output: () => string;
  errors: () => string;
  exit: Promise<number>;
  stop: () => void;
} {
  let stop = (): void => {};
  const p = startCliInProcess(['sandbox', ...args], { stop: new Promise<void>((r) => (stop = r)) });
  return { output: p.output, errors: p.errors, exit: p.code, stop };
}

async function waitFor(read: () => string, pattern: RegExp, ms = 20_000): Promise<RegExpMatchArray> {
  const until = Date.now() + ms;
  for (;;) {
    const match = pattern.exec(read());
    if (match !== null) return match;
    if (Date.now() > until) throw new Error(`no ${pattern} in output: ${read()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('consent-contract sandbox (runSandboxCommand)', () => {
  it.each(['SIGINT', 'SIGTERM'] as const)(
    'prints URL and credentials, serves, and stops with 0 on %s',
    async (signal) => {
      const p = await run([
        '--port',
        '0',
        '--client-id',
        'cli-id',
        '--client-secret',
        'cli-secret',
        '--token-ttl',
        '60',
      ]);
      const [, url] = await waitFor(p.output, /listening on (http:\/\/127\.0\.0\.1:\d+)/);
      expect(p.output()).toContain('client id:      cli-id');
      expect(p.output()).toContain('client secret:  cli-secret');
      const res = await fetch(`${url}/api/auth/v1/df/token`, {
        headers: { authorization: basic('cli-id', 'cli-secret') },
      });
      expect(res.status).toBe(200);
      expect(((await res.json()) as Json).expiresInSeconds).toBe(60);
      await waitFor(p.output, /GET \/api\/auth\/v1\/df\/token 200/);
      expect(p.output()).not.toContain(
        (
          (await (
            await fetch(`${url}/api/auth/v1/df/token`, { headers: { authorization: basic('cli-id', 'cli-secret') } })
          ).json()) as Json
        ).token,
      );
      p.child.kill(signal);
      expect(await p.exit).toBe(0);
      expect(p.output()).toContain('consent-contract sandbox stopped');
      await expect(fetch(`${url}/`)).rejects.toThrow();
    },
  );

  // In process through CliIo from here on; Ctrl-C is the `stop` promise. The two runs above are the
  // process-level ones: the real entry, signals, and an exit once the server is closed.
  it('logs request-derived values quoted and cut short: one line per request, escapes visible', async () => {
    const p = inProcess(['--port', '0', '--max-stored-mib', '1']);
    const [, url] = await waitFor(p.output, /listening on (http:\/\/127\.0\.0\.1:\d+)/);
    expect(p.output()).toContain('payload budget: 1 MiB');
    const token = (
      (await (
        await fetch(`${url}/api/auth/v1/df/token`, {
          headers: { authorization: basic('df-sandbox', 'sandbox-secret') },
        })
      ).json()) as Json
    ).token;
    // Written by hand: fetch refuses control characters in header values, a raw client does not.
    const post = async (requestId: string, fault?: string): Promise<number> => {
      const body = JSON.stringify({ requestId });
      const head = [
        'POST /api/cm/v1/df/consent-requests HTTP/1.1',
        'Host: 127.0.0.1',
        `Authorization: Bearer ${token}`,
        'Content-Type: application/json',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Connection: close',
        ...(fault === undefined ? [] : [`X-Sandbox-Fault: ${fault}`]),
        '',
        body,
      ].join('\r\n');
      return (await rawExchange(Number(new URL(url ?? '').port), head)).status;
    };
    const forged = 'a\u001b[31m\u009b\r\n12:00:00.000 GET /api/auth/v1/df/token 200 requestId=forged';
    expect(await post(forged)).toBe(400);
    expect(await post('b'.repeat(500))).toBe(400);
    // Node refuses ESC in a header value, but passes other bytes (here U+009B, the C1 form of ESC [).
    expect(await post('c', `delay=1\u009b2J,${'9'.repeat(200)}`)).toBe(400);
    await waitFor(p.output, /(POST \/api\/cm\/v1\/df\/consent-requests [\s\S]*){3}/);
    const lines = p
      .output()
      .split('\n')
      .filter((l) => l.includes('POST /api/cm/v1/df/consent-requests'));
    expect(lines).toEqual([
      expect.stringMatching(
        / POST \/api\/cm\/v1\/df\/consent-requests 400 requestId="a\\u001b\[31m\\u009b\\r\\n12:00:00\.000 GET .* requestId=forged"$/,
      ),
      expect.stringMatching(/ 400 requestId="b{100}…"$/),
      // A malformed fault is refused before the body is read, so there is no requestId.
      expect.stringMatching(/ 400 fault="delay=1Â\\u009b2J,9{80,100}…"$/),
    ]);
    expect(p.output()).not.toMatch(/[\u001b\r\u009b]/);
    expect(p.output()).not.toMatch(/^12:00:00\.000/m);
    p.stop();
    expect(await p.exit).toBe(0);
  });

  it('uses and prints the documented default credentials', async () => {
    let stop = (): void => {};
    const p = startCliInProcess(['sandbox', '--port', '0', '--quiet'], { stop: new Promise<void>((r) => (stop = r)) });
    const [, url] = await waitFor(p.output, /listening on (http:\/\/127\.0\.0\.1:\d+)/);
    expect(p.output()).toContain('client id:      df-sandbox');
    expect(p.output()).toContain('client secret:  sandbox-secret');
    expect(
      (
        await fetch(`${url}/api/auth/v1/df/token`, {
          headers: { authorization: basic('df-sandbox', 'sandbox-secret') },
        })
      ).status,
    ).toBe(200);
    stop();
    expect(await p.code).toBe(0);
    expect(p.output()).not.toMatch(/GET \/api/);
    expect(p.output()).toContain('consent-contract sandbox stopped');
  });

  it('prints help and exits 0', async () => {
    const p = await runCliInProcess(['sandbox', '--help']);
    expect(p.code).toBe(0);
    expect(p.stdout).toMatch(/^Usage: consent-contract sandbox/);
    expect(p.stdout).toContain('X-Sandbox-Fault');
  });

  it.each([
    [['--port', 'abc'], /--port must be a whole number/],
    [['--port', '70000'], /--port must be a whole number/],
    [['--token-ttl', '0'], /--token-ttl must be/],
    [['--token-ttl', '86401'], /--token-ttl must be a whole number of seconds from 1 to 86400 \(the contract's/],
    [['--client-id', 'only-id'], /give both --client-id and --client-secret/],
    [['--frobnicate'], /unknown option "--frobnicate"/],
    [['--prot', '0'], /unknown option "--prot"; did you mean --port\?/],
    [['--port'], /--port needs a value: a port number/],
    [['stray'], /unexpected argument "stray"/],
    [['--max-stored-mib', '0'], /--max-stored-mib must be a whole number/],
  ])('exits 2 with a usage message for %j', async (args, message) => {
    const p = await runCliInProcess(['sandbox', ...args]);
    expect(p.code).toBe(2);
    expect(p.stderr).toMatch(message);
    expect(p.stderr).toContain('Usage:');
  });

  it('exits 2 with one clear line when the directory of --data does not exist', async () => {
    const p = inProcess(['--port', '0', '--data', '/nonexistent-dir-of-consent-contract/sandbox.json']);
    expect(await p.exit).toBe(2);
    expect(p.errors()).toBe(
      'consent-contract sandbox: cannot start: the directory of the data file ' +
        '/nonexistent-dir-of-consent-contract/sandbox.json does not exist (/nonexistent-dir-of-consent-contract); ' +
        'create it first, or pass a --data file in an existing directory\n',
    );
    expect(p.output()).not.toContain('listening');
  });

  it('logs a request that Node\'s parser refused, with "-" for what it could not read', async () => {
    const p = inProcess(['--port', '0']);
    const [, url] = await waitFor(p.output, /listening on (http:\/\/127\.0\.0\.1:\d+)/);
    const answer = await rawExchange(Number(new URL(url ?? '').port), 'GARBAGE\r\n\r\n');
    expect(answer.status).toBe(400);
    await waitFor(p.output, /^\d\d:\d\d:\d\d\.\d{3} - - 400$/m);
    p.stop();
    expect(await p.exit).toBe(0);
  });

  it('exits 1 with a clear message when the port is taken', async () => {
    const first = inProcess(['--port', '0', '--quiet']);
    const [, port] = await waitFor(first.output, /listening on http:\/\/127\.0\.0\.1:(\d+)/);
    const second = inProcess(['--port', String(port)]);
    expect(await second.exit).toBe(1);
    expect(second.errors()).toContain(`port ${port} is in use`);
    first.stop();
    expect(await first.exit).toBe(0);
  });
});
