/**
 * Bulk throughput of `consent-contract validate --ndjson` on 100,000 typical payloads (adult.json,
 * each with its own requestId), against a loop that only JSON.parses the same lines read the same
 * way, each in its own process; with the peak memory of both, and of the CLI on a tenth of the
 * lines, to show that memory stays flat. Target (issue 3): at least 0.8x the parse-only throughput.
 */
import { spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { builtBin, root } from './support.js';

const { path: bin } = builtBin();

const lines = Number(process.env.BENCH_NDJSON_LINES ?? 100_000);
const dir = mkdtempSync(join(tmpdir(), 'cli-ndjson-bench-'));
const payload = JSON.parse(readFileSync(`${root}schema/examples/adult.json`, 'utf8')) as Record<string, unknown>;

async function writeNdjson(path: string, count: number): Promise<number> {
  const out = createWriteStream(path);
  let bytes = 0;
  for (let i = 0; i < count; i++) {
    const line = `${JSON.stringify({ ...payload, requestId: `bench-${i}` })}\n`;
    bytes += Buffer.byteLength(line);
    if (!out.write(line)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  }
  await new Promise<void>((resolve) => out.end(() => resolve()));
  return bytes;
}

// Reports the peak resident memory of the process it is preloaded into, on stderr.
const probe = join(dir, 'max-rss.mjs');
// biome-ignore lint/suspicious/noTemplateCurlyInString: the string is the probe's JavaScript source.
writeFileSync(probe, "process.on('exit', () => process.stderr.write(`\\nmaxRSS=${process.resourceUsage().maxRSS} heapUsed=${process.memoryUsage().heapUsed}\\n`));\n");

// The baseline: the same reading (1 MiB blocks, split at line ends), JSON.parse only.
const parseOnly = join(dir, 'parse-only.mjs');
writeFileSync(
  parseOnly,
  `import { createReadStream } from 'node:fs';
const decoder = new TextDecoder('utf-8', { fatal: true });
let pending = Buffer.alloc(0);
let n = 0;
for await (const chunk of createReadStream(process.argv[2], { highWaterMark: 1 << 20 })) {
  const last = chunk.lastIndexOf(10);
  if (last === -1) { pending = Buffer.concat([pending, chunk]); continue; }
  const text = decoder.decode(Buffer.concat([pending, chunk.subarray(0, last + 1)]));
  pending = Buffer.from(chunk.subarray(last + 1));
  let start = 0;
  for (let end = text.indexOf('\\n'); end !== -1; end = text.indexOf('\\n', start)) { JSON.parse(text.slice(start, end)); n++; start = end + 1; }
}
process.stdout.write(String(n) + '\\n');
`,
);

function timed(args: string[]): { ms: number; maxRssMiB: number; heapMiB: number; status: number | null; stdout: string } {
  const start = process.hrtime.bigint();
  const run = spawnSync(process.execPath, ['--import', probe, ...args], { cwd: root, encoding: 'utf8', maxBuffer: 1 << 30 });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  const rss = Number(/maxRSS=(\d+)/.exec(run.stderr)?.[1] ?? 0);
  const heap = Number(/heapUsed=(\d+)/.exec(run.stderr)?.[1] ?? 0);
  return { ms, maxRssMiB: rss / 1024, heapMiB: heap / 1048576, status: run.status, stdout: run.stdout };
}

try {
  const big = join(dir, 'big.ndjson');
  const small = join(dir, 'small.ndjson');
  const bytes = await writeNdjson(big, lines);
  await writeNdjson(small, Math.max(1, Math.floor(lines / 10)));
  console.log(`${lines.toLocaleString('en')} payloads, ${(bytes / 1048576).toFixed(0)} MiB (${Math.round(bytes / lines)} bytes a line)`);

  const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
  const base: number[] = [];
  const cli: number[] = [];
  let cliRss = 0;
  let baseRss = 0;
  for (let i = 0; i < rounds; i++) {
    const b = timed([parseOnly, big]);
    if (b.stdout.trim() !== String(lines)) throw new Error(`parse-only loop read ${b.stdout.trim()} lines`);
    base.push(b.ms);
    baseRss = Math.max(baseRss, b.maxRssMiB);
    const c = timed([bin, 'validate', '--format', 'json', '--ndjson', big]);
    if (c.status !== 0) throw new Error(`consent-contract validate --ndjson exited ${c.status}: ${c.stdout.slice(0, 500)}`);
    cli.push(c.ms);
    cliRss = Math.max(cliRss, c.maxRssMiB);
  }
  const smallRun = timed([bin, 'validate', '--format', 'json', '--ndjson', small]);
  const smallBase = timed([parseOnly, small]);
  const bigRun = timed([bin, 'validate', '--format', 'json', '--ndjson', big]);
  const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
  const baseMs = median(base);
  const cliMs = median(cli);
  const perSecond = (ms: number): string => Math.round((lines * 1000) / ms).toLocaleString('en');
  console.log(`JSON.parse only:               ${baseMs.toFixed(0).padStart(6)} ms  ${perSecond(baseMs).padStart(9)} lines/s  peak RSS ${baseRss.toFixed(0)} MiB`);
  console.log(`consent-contract --ndjson:     ${cliMs.toFixed(0).padStart(6)} ms  ${perSecond(cliMs).padStart(9)} lines/s  peak RSS ${cliRss.toFixed(0)} MiB`);
  const tenth = Math.floor(lines / 10).toLocaleString('en');
  console.log(
    `memory, ${tenth} -> ${lines.toLocaleString('en')} lines: peak RSS ${smallRun.maxRssMiB.toFixed(0)} -> ${cliRss.toFixed(0)} MiB ` +
      `(JSON.parse-only loop: ${smallBase.maxRssMiB.toFixed(0)} -> ${baseRss.toFixed(0)} MiB; V8 sizes its heap to the allocation rate); ` +
      `heap still in use at exit ${smallRun.heapMiB.toFixed(0)} -> ${bigRun.heapMiB.toFixed(0)} MiB (the requestId set)`,
  );
  const ratio = baseMs / cliMs;
  console.log(`ndjson throughput ratio (--ndjson / JSON.parse-only loop, median of ${rounds}): ${ratio.toFixed(3)}x (target >= 0.8x) ${ratio >= 0.8 ? 'OK' : 'UNDER TARGET'}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
