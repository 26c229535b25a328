/**
 * Load on the sandbox's creation endpoint, beside a bare node:http server that reads the body,
 * parses it as JSON and answers 201 with JSON (the least any JSON endpoint does), both on loopback,
 * each in its own process; autocannon runs in this one. Both get the same requests on the same 10
 * keep-alive connections (Node's server sets TCP_NODELAY on both); the sandbox's carry a bearer
 * token. Every request carries a unique requestId, so each is a real creation, not an idempotent
 * replay. The two servers are measured in alternating rounds, so that drift in machine load (other
 * processes on a shared machine) hits both alike; the median round counts.
 * Target (issue 13): sandbox throughput >= 0.8x the bare server's, with zero errors and zero non-2xx.
 *
 * Each round also reads how busy each server and the load generator were (CPU time over wall time)
 * and the server's CPU time per request. A server far from one busy core with the generator near
 * one says the generator (or the machine's other load) set the pace, not the server; the CPU per
 * request compares the two servers' own work whatever the pace.
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
// autocannon ships no types; this is the slice of its API used here. Loaded on use: the server children need none of it.
const autocannon = (options: Record<string, unknown>): Promise<AutocannonResult> =>
  (createRequire(import.meta.url)('autocannon') as Autocannon)(options);

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
  // Exits on SIGTERM rather than dying of it, so that --cpu-prof writes its profile.
  process.once('SIGTERM', () => process.exit(0));
  process.stdout.write(`${JSON.stringify({ port })}\n`);
}

/** Starts a server child; resolves with its base URL and a stop function. */
function startChild(kind: string): Promise<{ url: string; pid: number; stop: () => void }> {
  // BENCH_CPU_PROF=<dir> writes a CPU profile of each server there (node --cpu-prof), for finding what dominates.
  const profile =
    process.env.BENCH_CPU_PROF === undefined ? [] : ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', self, '--serve', kind], {
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
          pid: child.pid as number,
          stop: () => child.kill('SIGTERM'),
        });
    });
    child.on('exit', (code) => reject(new Error(`${kind} server exited with ${code}`)));
  });
}

/** CPU seconds (user + system) a process has used so far, from /proc; undefined where there is no /proc. */
function cpuSecondsOf(pid: number): number | undefined {
  try {
    // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/** One round's result with how busy the server and the load generator were meanwhile. */
interface Round extends AutocannonResult {
  /** Server CPU time over wall time (1 = one core busy all round). */
  readonly serverBusy: number;
  /** This process's (the load generator's) CPU time over wall time. */
  readonly generatorBusy: number;
  /** Server CPU microseconds per request answered in the round. */
  readonly cpuPerRequest: number;
}

async function measured(pid: number, run: () => Promise<AutocannonResult>): Promise<Round> {
  const server0 = cpuSecondsOf(pid) ?? Number.NaN;
  const own0 = process.cpuUsage();
  const wall0 = process.hrtime.bigint();
  const result = await run();
  const wall = Number(process.hrtime.bigint() - wall0) / 1e9;
  const own = process.cpuUsage(own0);
  const serverCpu = (cpuSecondsOf(pid) ?? Number.NaN) - server0;
  return {
    ...result,
    serverBusy: serverCpu / wall,
    generatorBusy: (own.user + own.system) / 1e6 / wall,
    cpuPerRequest: (serverCpu * 1e6) / result.requests.total,
  };
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
  readonly pid: number;
  readonly headers: Record<string, string>;
  readonly stop: () => void;
}

async function start(kind: 'bare' | 'sandbox'): Promise<Target> {
  const { url, pid, stop } = await startChild(kind);
  if (kind === 'bare') return { url, pid, headers: {}, stop };
  const basic = Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64');
  const { token } = (await (
    await fetch(`${url}/api/auth/v1/df/token`, { headers: { authorization: `Basic ${basic}` } })
  ).json()) as { token: string };
  return { url, pid, headers: { authorization: `Bearer ${token}` }, stop };
}

const pct = (share: number): string => `${(share * 100).toFixed(0)}%`;

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
  readonly serverBusy: number;
  readonly generatorBusy: number;
  /** Server CPU microseconds per answered request (median round): what the server's own work costs. */
  readonly cpuPerRequest: number;
}

function summarise(results: readonly Round[]): Summary {
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
    serverBusy: median(results.map((r) => r.serverBusy)),
    generatorBusy: median(results.map((r) => r.generatorBusy)),
    cpuPerRequest: median(results.map((r) => r.cpuPerRequest)),
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
  const results: Record<'bare' | 'sandbox', Round[]> = { bare: [], sandbox: [] };
  try {
    for (const kind of ['bare', 'sandbox'] as const)
      await load(targets[kind].url, targets[kind].headers, template, 3, `warm-${kind}`); // warm-up, not counted
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? (['bare', 'sandbox'] as const) : (['sandbox', 'bare'] as const);
      for (const kind of order)
        results[kind].push(
          await measured(targets[kind].pid, () =>
            load(targets[kind].url, targets[kind].headers, template, perRound, `r${round}-${kind}`),
          ),
        );
    }
  } finally {
    targets.bare.stop();
    targets.sandbox.stop();
  }
  const bare = summarise(results.bare);
  const sandbox = summarise(results.sandbox);
  const row = (name: string, r: Summary): string =>
    `${name.padEnd(8)} ${r.rps.toFixed(0).padStart(7)} req/s (median round)   p99 ${String(r.p99).padStart(3)} ms (worst round)   requests ${r.total}   non-2xx ${r.non2xx}   errors ${r.errors}   timeouts ${r.timeouts}   statuses ${JSON.stringify(r.statuses)}\n         server busy ${pct(r.serverBusy)}, load generator busy ${pct(r.generatorBusy)} (of one core, median round), server CPU ${r.cpuPerRequest.toFixed(0)} µs per request`;
  console.log(row('bare', bare));
  console.log(row('sandbox', sandbox));
  const ratio = sandbox.rps / bare.rps;
  const replays = sandbox.statuses['200'] ?? 0;
  const ok = ratio >= 0.8 && sandbox.errors === 0 && sandbox.timeouts === 0 && sandbox.non2xx === 0 && replays === 0;
  console.log(
    `ratio sandbox/bare ${ratio.toFixed(2)}x (target >= 0.80x, zero errors, zero non-2xx, no 200 replays): ${ok ? 'met' : 'NOT met'}`,
  );
  // A server well short of one busy core was paced by something else: the generator or the machine's other load.
  const idle = [bare, sandbox].filter((r) => r.serverBusy < 0.8).length;
  if (idle > 0)
    console.log(
      `caution: ${idle === 2 ? 'neither server was' : bare.serverBusy < 0.8 ? 'the bare server was not' : 'the sandbox was not'} busy on one core (under 80%): other load set the pace, so the throughput ratio says little; the CPU per request below says more`,
    );
  // With each server alone on a core (no other load), throughput would follow the CPU each request costs.
  const cost = bare.cpuPerRequest / sandbox.cpuPerRequest;
  console.log(
    Number.isFinite(cost)
      ? `server CPU per request bare/sandbox ${cost.toFixed(2)}x (the ratio a server-bound run approaches; less sensitive to other load)`
      : 'server CPU per request: not measured (no /proc)',
  );
  return ok ? 0 : 1;
}

const serveAt = process.argv.indexOf('--serve');
if (serveAt >= 0) await serve(process.argv[serveAt + 1] ?? 'bare');
else process.exitCode = await main();
