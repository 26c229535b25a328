/**
 * Creation with a data file: the sandbox holding N records (maxRecords N, so every creation also
 * evicts the oldest, and the state stays at N) with `dataFile`, against the same sandbox in
 * memory. Each server runs in its own process on loopback and is filled to N first; autocannon
 * (10 connections, a unique requestId per request) runs in alternating rounds, median round
 * counts. Compactions of the journal happen during the rounds and are part of the cost.
 * Targets: --data at 4,000 records >= 0.5x the in-memory rate, and >= 0.8x its own rate at 500.
 *
 *   npm run bench -- sandbox-data        BENCH_SECONDS=9 (per server, split over BENCH_ROUNDS=3)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from './support.js';

interface AutocannonResult {
  readonly requests: { readonly average: number; readonly total: number };
  readonly non2xx: number;
  readonly errors: number;
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;
// autocannon ships no types; this is the slice of its API used here.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const self = fileURLToPath(import.meta.url);
const seconds = Number(process.env.BENCH_SECONDS ?? 9);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const credentials = { clientId: 'bench-client', clientSecret: 'bench-secret' };
const path = '/api/cm/v1/df/consent-requests';

/** Child mode: a sandbox holding at most `records`, with or without a data file; prints the port. */
async function serve(records: number, dataFile: string | undefined): Promise<void> {
  const { createSandbox } = await import('../dist/src/sandbox/index.js');
  const sandbox = createSandbox({
    clients: [credentials],
    tokenTtlSeconds: 3600,
    maxRecords: records,
    ...(dataFile === undefined ? {} : { dataFile }),
  });
  await sandbox.listen();
  process.stdout.write(`${JSON.stringify({ port: sandbox.port })}\n`);
}

interface Target {
  readonly name: string;
  readonly records: number;
  readonly dataFile: string | undefined;
  url: string;
  authorization: string;
  stop: () => void;
}

function startChild(target: Target): Promise<void> {
  const args = [
    '--import',
    'tsx',
    self,
    '--serve',
    String(target.records),
    ...(target.dataFile === undefined ? [] : [target.dataFile]),
  ];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (!out.includes('\n')) return;
      target.url = `http://127.0.0.1:${(JSON.parse(out.split('\n')[0] ?? '') as { port: number }).port}`;
      target.stop = () => child.kill('SIGTERM');
      resolve();
    });
    child.on('exit', (code) => reject(new Error(`${target.name} exited with ${code}`)));
  });
}

function load(
  target: Target,
  template: string,
  prefix: string,
  limit: { duration: number } | { amount: number },
): Promise<AutocannonResult> {
  let counter = 0;
  return autocannon({
    url: `${target.url}${path}`,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: target.authorization },
    connections: 10,
    ...limit,
    requests: [
      {
        setupRequest: (request: object) => ({
          ...request,
          body: template.replace('__REQUEST_ID__', `${prefix}-${(counter++).toString(36)}`),
        }),
      },
    ],
  });
}

async function main(): Promise<number> {
  const payload = JSON.parse(readFileSync(new URL('../schema/examples/adult.json', import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >;
  const template = JSON.stringify({ ...payload, requestId: '__REQUEST_ID__' });
  const dir = mkdtempSync(join(tmpdir(), 'bench-sandbox-data-'));
  const targets: Target[] = [
    { name: 'memory 4000', records: 4000, dataFile: undefined },
    { name: 'data 500', records: 500, dataFile: join(dir, 'd500.json') },
    { name: 'data 4000', records: 4000, dataFile: join(dir, 'd4000.json') },
  ].map((t) => ({ ...t, url: '', authorization: '', stop: () => undefined }));
  const perRound = Math.max(1, Math.round(seconds / rounds));
  console.log(
    `POST ${path}, adult example (${Buffer.byteLength(template)} bytes), 10 connections, ` +
      `${rounds} alternating rounds of ${perRound} s per server; each server filled to its record count first`,
  );
  const results = new Map<Target, number[]>(targets.map((t) => [t, []]));
  try {
    for (const target of targets) {
      await startChild(target);
      const basic = Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64');
      const { token } = (await (
        await fetch(`${target.url}/api/auth/v1/df/token`, { headers: { authorization: `Basic ${basic}` } })
      ).json()) as { token: string };
      target.authorization = `Bearer ${token}`;
      const filled = await load(target, template, 'fill', { amount: target.records });
      if (filled.non2xx + filled.errors > 0)
        throw new Error(`${target.name}: filling failed (${filled.non2xx} non-2xx, ${filled.errors} errors)`);
    }
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? targets : [...targets].reverse();
      for (const target of order) {
        const r = await load(target, template, `r${round}`, { duration: perRound });
        if (r.non2xx + r.errors > 0) throw new Error(`${target.name}: ${r.non2xx} non-2xx, ${r.errors} errors`);
        results.get(target)?.push(r.requests.average);
      }
    }
  } finally {
    for (const target of targets) target.stop();
  }
  const rate = (t: Target): number => median(results.get(t) ?? []);
  const [memory, small, large] = targets as [Target, Target, Target];
  for (const t of targets) {
    const file =
      t.dataFile === undefined
        ? ''
        : `   data file ${(statSync(t.dataFile).size / 1024 / 1024).toFixed(1)} MiB at the end`;
    console.log(
      `${t.name.padEnd(12)} ${rate(t).toFixed(0).padStart(6)} creates/s ` +
        `(median round; rounds ${(results.get(t) ?? []).map((v) => v.toFixed(0)).join(', ')})${file}`,
    );
  }
  rmSync(dir, { recursive: true, force: true });
  const vsMemory = rate(large) / rate(memory);
  const vsSmall = rate(large) / rate(small);
  console.log(
    `data 4000 / memory 4000: ${vsMemory.toFixed(2)}x (target >= 0.50x): ${vsMemory >= 0.5 ? 'OK' : 'OVER TARGET'}`,
  );
  console.log(
    `data 4000 / data 500:    ${vsSmall.toFixed(2)}x (target >= 0.80x, no more than 20% slower): ` +
      (vsSmall >= 0.8 ? 'OK' : 'OVER TARGET'),
  );
  return 0;
}

const serveAt = process.argv.indexOf('--serve');
if (serveAt >= 0) await serve(Number(process.argv[serveAt + 1]), process.argv[serveAt + 2]);
else process.exitCode = await main();
