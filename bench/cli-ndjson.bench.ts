/**
 * Bulk throughput of `consent-contract validate --ndjson` on 100,000 typical payloads (adult.json,
 * each with its own requestId), against a loop that only JSON.parses the same lines read the same
 * way, each in its own process, in alternating rounds: with --jobs 1 (one worker thread checks
 * while the main thread reads) and --jobs 2. Beside it: where a line's time goes, stage by stage,
 * in one thread; and the cost of a line that is not valid (short lines with schema and syntax
 * errors) against a valid one. Targets (issue 13): one job at least 0.9x the parse-only loop, two
 * jobs at least 1.5x it. Memory at 1,000,000 lines: cli-ndjson-memory.bench.ts.
 */
import { closeSync, mkdtempSync, openSync, readSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { check, small, timed, writeNdjson } from './ndjson-files.js';
import { builtBin, median, root } from './support.js';

const { path: bin } = builtBin();

const lines = Number(process.env.BENCH_NDJSON_LINES ?? 100_000);
const dir = mkdtempSync(join(tmpdir(), 'cli-ndjson-bench-'));

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

const perSecond = (ms: number): string => Math.round((lines * 1000) / ms).toLocaleString('en');
const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * CPU time per line of each stage, in this thread, on the first `count` lines of `path` (median of
 * rounds): what the parse-only loop does (read, TextDecoder over the block, JSON.parse) and what a
 * worker does (decodeLines, JSON.parse, the shape scan, the validator, the whole checkBlock).
 */
async function stages(path: string, count: number): Promise<void> {
  const dist = `${root}dist/src/`;
  const { checkBlock } = (await import(
    `${dist}cli/commands/validate/ndjson-block.js`
  )) as typeof import('../src/cli/commands/validate/ndjson-block.js');
  const { decodeLines } = (await import(
    `${dist}cli/commands/validate/decode-lines.js`
  )) as typeof import('../src/cli/commands/validate/decode-lines.js');
  const { scanShape } = (await import(
    `${dist}json-text/shape-scan.js`
  )) as typeof import('../src/json-text/shape-scan.js');
  const { validateConsentRequest } = (await import(
    `${dist}validate/contracts.js`
  )) as typeof import('../src/validate/contracts.js');
  const blocks: Buffer[] = [];
  const fd = openSync(path, 'r');
  let n = 0;
  let pending = Buffer.alloc(0);
  let readMs = 0;
  while (n < count) {
    const start = cpuMs();
    const buffer = Buffer.allocUnsafe(1 << 20);
    const got = readSync(fd, buffer);
    const chunk = Buffer.concat([pending, buffer.subarray(0, got)]);
    const last = chunk.lastIndexOf(10);
    readMs += cpuMs() - start;
    if (got === 0) break;
    const block = chunk.subarray(0, last + 1);
    for (let at = block.indexOf(10); at !== -1; at = block.indexOf(10, at + 1)) n++;
    blocks.push(block);
    pending = chunk.subarray(last + 1);
  }
  closeSync(fd);
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const texts: string[] = [];
  const values: unknown[] = [];
  for (const block of blocks)
    decodeLines(
      block,
      (t) => texts.push(t),
      () => {},
    );
  for (const t of texts) values.push(JSON.parse(t));
  const candidates: Record<string, () => void> = {
    'TextDecoder (block)': () => {
      for (const block of blocks) decoder.decode(block);
    },
    decodeLines: () => {
      for (const block of blocks)
        decodeLines(
          block,
          () => {},
          () => {},
        );
    },
    'JSON.parse': () => {
      for (const t of texts) JSON.parse(t);
    },
    'shape scan': () => {
      for (let i = 0; i < texts.length; i++) scanShape(texts[i]!, values[i], 64);
    },
    validator: () => {
      for (const v of values) validateConsentRequest(v, { strict: false });
    },
    'checkBlock (all)': () => {
      for (const block of blocks) checkBlock(block, false);
    },
  };
  const samples: Record<string, number[]> = Object.fromEntries(Object.keys(candidates).map((k) => [k, []]));
  for (let round = 0; round < 5; round++) {
    for (const [name, run] of Object.entries(candidates)) {
      const start = cpuMs();
      run();
      samples[name]!.push(cpuMs() - start);
    }
  }
  const us = (ms: number): string => `${((ms * 1000) / n).toFixed(1)} µs`;
  console.log(
    `where a line's time goes (one thread, CPU time per line, ${n.toLocaleString('en')} lines, median of 5): read ${us(readMs)}; ` +
      Object.entries(samples)
        .map(([name, ms]) => `${name} ${us(median(ms))}`)
        .join('; '),
  );
}

try {
  const big = join(dir, 'big.ndjson');
  const bytes = await writeNdjson(big, lines);
  console.log(
    `${lines.toLocaleString('en')} payloads, ${(bytes / 1048576).toFixed(0)} MiB (${Math.round(bytes / lines)} bytes a line)`,
  );

  // Throughput: alternating rounds, paired ratios (a slow round slows every candidate).
  const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
  const candidates: Record<string, string[]> = {
    'JSON.parse only': [parseOnly, big],
    '--jobs 1': [bin, 'validate', '--format', 'json', '--jobs', '1', '--ndjson', big],
    '--jobs 2': [bin, 'validate', '--format', 'json', '--jobs', '2', '--ndjson', big],
  };
  const ms: Record<string, number[]> = Object.fromEntries(Object.keys(candidates).map((k) => [k, []]));
  const rss: Record<string, number> = {};
  const cpu: Record<string, number[]> = Object.fromEntries(Object.keys(candidates).map((k) => [k, []]));
  for (let round = 0; round < rounds; round++) {
    const names = Object.keys(candidates);
    if (round % 2) names.reverse();
    for (const name of names) {
      const run = timed(dir, candidates[name]!);
      if (name === 'JSON.parse only' ? run.stdout.trim() !== String(lines) : run.status !== 0) {
        throw new Error(`${name} failed (exit ${run.status}): ${run.stdout.slice(0, 500)}`);
      }
      ms[name]!.push(run.ms);
      cpu[name]!.push(run.cpuMs);
      rss[name] = Math.max(rss[name] ?? 0, run.maxRssMiB);
    }
  }
  const base = ms['JSON.parse only']!;
  for (const [name, times] of Object.entries(ms)) {
    const t = median(times);
    console.log(
      `  ${name.padEnd(18)} ${t.toFixed(0).padStart(7)} ms  ${perSecond(t).padStart(9)} lines/s  ` +
        `CPU ${((median(cpu[name]!) * 1000) / lines).toFixed(1)} µs a line (all threads)  peak RSS ${rss[name]!.toFixed(0)} MiB`,
    );
  }
  const ratio = (name: string): number => median(ms[name]!.map((t, i) => base[i]! / t));
  const one = ratio('--jobs 1');
  const two = ratio('--jobs 2');
  console.log(
    `ndjson throughput, --jobs 1 / JSON.parse-only loop (median of ${rounds} paired rounds): ${one.toFixed(3)}x (target >= 0.9x): ${check(one >= 0.9)}`,
  );
  console.log(
    `ndjson throughput, --jobs 2 / JSON.parse-only loop (median of ${rounds} paired rounds): ${two.toFixed(3)}x (target >= 1.5x on 2 cores): ${check(two >= 1.5)}`,
  );
  await stages(big, Math.min(lines, 10_000));
  rmSync(big);

  // Invalid lines beside valid ones, per line, one job: what a line costs when it has findings.
  const invalid = join(dir, 'invalid.ndjson');
  const valid = join(dir, 'valid-small.ndjson');
  const perLine = Math.min(lines, 100_000);
  await writeNdjson(invalid, perLine, (i) =>
    i % 2 ? JSON.stringify({ requestId: `bad-${i}`, version: '1' }) : `{"requestId": "bad-${i}", "version": `,
  );
  await writeNdjson(valid, perLine, (i) => JSON.stringify({ ...small, requestId: `ok-${i}` }));
  const cost = (path: string, status: number): number => {
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const run = timed(dir, [bin, 'validate', '--format', 'json', '--jobs', '1', '--ndjson', path]);
      if (run.status !== status) throw new Error(`--ndjson ${path} exited ${run.status}`);
      times.push(run.ms);
    }
    return (median(times) * 1000) / perLine;
  };
  const validUs = cost(valid, 0);
  const invalidUs = cost(invalid, 1);
  console.log(
    `per line, --jobs 1, whole run: valid small payload ${validUs.toFixed(1)} µs; invalid line (half schema errors, half not JSON) ${invalidUs.toFixed(1)} µs ` +
      `(${(invalidUs / validUs).toFixed(2)}x the valid line; issue 16 measured about 70 µs)`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
