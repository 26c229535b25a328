/**
 * Load on the sandbox's creation endpoint, beside a bare node:http server that parses JSON and
 * answers 201, both on loopback, each in its own process (autocannon runs in this one).
 * Every request carries a unique requestId, so each is a real creation, not an idempotent replay.
 * The two servers are measured in alternating rounds, so that drift in machine load (other
 * processes on a shared machine) hits both alike; the median round counts.
 * Target (issue 13): sandbox throughput >= 0.8x the bare server's, with zero errors and zero non-2xx.
 *
 *   npm run bench -- sandbox-load       (or: node --import tsx bench/sandbox-load.bench.ts)
 *   BENCH_SECONDS=12 (per server, split over BENCH_ROUNDS=3) BENCH_CONNECTIONS=10 change the run.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

interface Histogram {
  readonly average: number;
  readonly p99: number;
}
interface AutocannonResult {
  readonly requests: Histogram & { readonly total: number };
  readonly latency: Histogram;
  readonly non2xx: number;
  readonly errors: number;
  readonly timeouts: number;
  readonly statusCodeStats: Record<string, { count: number }>;
}
interface RawRequest {
  body?: string;
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;
// autocannon ships no types; this is the slice of its API used here.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const self = fileURLToPath(import.meta.url);
const seconds = Number(process.env.BENCH_SECONDS ?? 12);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const credentials = { clientId: 'bench-client', clientSecret: 'bench-secret' };
const path = '/api/cm/v1/df/consent-requests';

/** Child mode: serve and print the port. */
async function serve(kind: string): Promise<void> {
  let port: number;
  if (kind === 'sandbox') {
    // The built package, as users run it (bench/index.ts builds it first).
    const { createSandbox } = await import('../dist/src/sandbox/index.js');
    const sandbox = createSandbox({ clients: [credentials], tokenTtlSeconds: 3600 });
    await sandbox.listen();
    port = sandbox.port;
  } else {
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const payload = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { requestId: string };
        const body = JSON.stringify({
          crId: `cr_${payload.requestId}`,
          requestId: payload.requestId,
          status: 'pending',
        });
        res.writeHead(201, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
        res.end(body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  }
  process.stdout.write(`${JSON.stringify({ port })}\n`);
}

/** Starts a server child; resolves with its base URL and a stop function. */
function startChild(kind: string): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', self, '--serve', kind], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const line = out.split('\n')[0];
      if (out.includes('\n') && line !== undefined)
        resolve({
          url: `http://127.0.0.1:${(JSON.parse(line) as { port: number }).port}`,
          stop: () => child.kill('SIGTERM'),
        });
    });
    child.on('exit', (code) => reject(new Error(`${kind} server exited with ${code}`)));
  });
}

async function load(
  url: string,
  headers: Record<string, string>,
  template: string,
  durationSeconds: number,
  prefix: string,
): Promise<AutocannonResult> {
  let counter = 0;
  return autocannon({
    url: `${url}${path}`,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    connections,
    duration: durationSeconds,
    requests: [
      {
        // A unique requestId per request: a string replace on a prepared body, so the load generator stays cheap.
        setupRequest: (request: RawRequest) => ({
          ...request,
          body: template.replace('__REQUEST_ID__', `${prefix}-${(counter++).toString(36)}`),
        }),
      },
    ],
  });
}

/** A started server with the headers its requests need. */
interface Target {
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly stop: () => void;
}

async function start(kind: 'bare' | 'sandbox'): Promise<Target> {
  const { url, stop } = await startChild(kind);
  if (kind === 'bare') return { url, headers: {}, stop };
  const basic = Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64');
  const { token } = (await (
    await fetch(`${url}/api/auth/v1/df/token`, { headers: { authorization: `Basic ${basic}` } })
  ).json()) as { token: string };
  return { url, headers: { authorization: `Bearer ${token}` }, stop };
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

/** Sums and medians over the rounds of one server. */
interface Summary {
  readonly rps: number;
  readonly p99: number;
  readonly total: number;
  readonly non2xx: number;
  readonly errors: number;
  readonly timeouts: number;
  readonly statuses: Record<string, number>;
}

function summarise(results: readonly AutocannonResult[]): Summary {
  const statuses: Record<string, number> = {};
  for (const r of results)
    for (const [code, { count }] of Object.entries(r.statusCodeStats)) statuses[code] = (statuses[code] ?? 0) + count;
  const sum = (pick: (r: AutocannonResult) => number): number => results.reduce((acc, r) => acc + pick(r), 0);
  return {
    rps: median(results.map((r) => r.requests.average)),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    total: sum((r) => r.requests.total),
    non2xx: sum((r) => r.non2xx),
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    statuses,
  };
}

async function main(): Promise<number> {
  const payload = JSON.parse(readFileSync(new URL('../schema/examples/adult.json', import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >;
  const template = JSON.stringify({ ...payload, requestId: '__REQUEST_ID__' });
  const perRound = Math.max(1, Math.round(seconds / rounds));
  console.log(
    `POST ${path}, adult example (${Buffer.byteLength(template)} bytes), ${connections} connections, ${rounds} alternating rounds of ${perRound} s per server, unique requestId per request`,
  );
  const targets = { bare: await start('bare'), sandbox: await start('sandbox') };
  const results: Record<'bare' | 'sandbox', AutocannonResult[]> = { bare: [], sandbox: [] };
  try {
    for (const kind of ['bare', 'sandbox'] as const)
      await load(targets[kind].url, targets[kind].headers, template, 2, `warm-${kind}`); // warm-up, not counted
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? (['bare', 'sandbox'] as const) : (['sandbox', 'bare'] as const);
      for (const kind of order)
        results[kind].push(
          await load(targets[kind].url, targets[kind].headers, template, perRound, `r${round}-${kind}`),
        );
    }
  } finally {
    targets.bare.stop();
    targets.sandbox.stop();
  }
  const bare = summarise(results.bare);
  const sandbox = summarise(results.sandbox);
  const row = (name: string, r: Summary): string =>
    `${name.padEnd(8)} ${r.rps.toFixed(0).padStart(7)} req/s (median round)   p99 ${String(r.p99).padStart(3)} ms (worst round)   requests ${r.total}   non-2xx ${r.non2xx}   errors ${r.errors}   timeouts ${r.timeouts}   statuses ${JSON.stringify(r.statuses)}`;
  console.log(row('bare', bare));
  console.log(row('sandbox', sandbox));
  const ratio = sandbox.rps / bare.rps;
  const replays = sandbox.statuses['200'] ?? 0;
  const ok = ratio >= 0.8 && sandbox.errors === 0 && sandbox.timeouts === 0 && sandbox.non2xx === 0 && replays === 0;
  console.log(
    `ratio sandbox/bare ${ratio.toFixed(2)}x (target >= 0.80x, zero errors, zero non-2xx, no 200 replays): ${ok ? 'met' : 'NOT met'}`,
  );
  return ok ? 0 : 1;
}

const serveAt = process.argv.indexOf('--serve');
if (serveAt >= 0) await serve(process.argv[serveAt + 1] ?? 'bare');
else process.exitCode = await main();
