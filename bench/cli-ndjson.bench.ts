/**
 * Bulk throughput of `consent-contract validate --ndjson` on 100,000 typical payloads (adult.json,
 * each with its own requestId), against a loop that only JSON.parses the same lines read the same
 * way, each in its own process, in alternating rounds: with --jobs 1 (the main thread) and
 * --jobs 2 (worker threads). Beside it, the cost of a line that is not valid (short lines with
 * schema and syntax errors) against a valid one; and peak memory at 100,000 and 1,000,000 lines
 * with long (256-character) requestIds, to show it stays flat but for the requestId set.
 * Targets (issue 13): one job at least 0.9x the parse-only loop, two jobs at least 1.5x it;
 * peak RSS at 1,000,000 lines at most that at 100,000 plus the requestId set.
 */
import { spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { builtBin, median, root } from './support.js';

const { path: bin } = builtBin();

const lines = Number(process.env.BENCH_NDJSON_LINES ?? 100_000);
const dir = mkdtempSync(join(tmpdir(), 'cli-ndjson-bench-'));
const payload = JSON.parse(readFileSync(`${root}schema/examples/adult.json`, 'utf8')) as Record<string, unknown>;

/** A small valid payload: the typical one with its first language and first purpose only. */
const small = (() => {
  const content = payload.content as { languages: Array<{ purposes: unknown[] }> };
  const first = { ...content.languages[0]!, purposes: content.languages[0]!.purposes.slice(0, 1) };
  return { ...payload, content: { ...content, languages: [first] } };
})();
const longId = (i: number): string => `${'long-request-id-'.repeat(16)}${String(i).padStart(7, '0')}`.slice(-256);

async function writeNdjson(
  path: string,
  count: number,
  lineOf = (i: number) => JSON.stringify({ ...payload, requestId: `bench-${i}` }),
): Promise<number> {
  const out = createWriteStream(path);
  let bytes = 0;
  for (let i = 0; i < count; i++) {
    const line = `${lineOf(i)}\n`;
    bytes += Buffer.byteLength(line);
    if (!out.write(line)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  }
  await new Promise<void>((resolve) => out.end(() => resolve()));
  return bytes;
}

// Reports the peak resident memory of the process it is preloaded into, on stderr.
const probe = join(dir, 'max-rss.mjs');
writeFileSync(
  probe,
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the string is the probe's JavaScript source.
  "process.on('exit', () => process.stderr.write(`\\nmaxRSS=${process.resourceUsage().maxRSS} heapUsed=${process.memoryUsage().heapUsed}\\n`));\n",
);

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

function timed(args: string[]): {
  ms: number;
  maxRssMiB: number;
  heapMiB: number;
  status: number | null;
  stdout: string;
} {
  const start = process.hrtime.bigint();
  const run = spawnSync(process.execPath, ['--import', probe, ...args], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  const rss = Number(/maxRSS=(\d+)/.exec(run.stderr)?.[1] ?? 0);
  const heap = Number(/heapUsed=(\d+)/.exec(run.stderr)?.[1] ?? 0);
  return { ms, maxRssMiB: rss / 1024, heapMiB: heap / 1048576, status: run.status, stdout: run.stdout };
}

const perSecond = (ms: number): string => Math.round((lines * 1000) / ms).toLocaleString('en');
const check = (ok: boolean): string => (ok ? 'met' : 'NOT MET');

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
  for (let round = 0; round < rounds; round++) {
    const names = Object.keys(candidates);
    if (round % 2) names.reverse();
    for (const name of names) {
      const run = timed(candidates[name]!);
      if (name === 'JSON.parse only' ? run.stdout.trim() !== String(lines) : run.status !== 0) {
        throw new Error(`${name} failed (exit ${run.status}): ${run.stdout.slice(0, 500)}`);
      }
      ms[name]!.push(run.ms);
      rss[name] = Math.max(rss[name] ?? 0, run.maxRssMiB);
    }
  }
  const base = ms['JSON.parse only']!;
  for (const [name, times] of Object.entries(ms)) {
    const t = median(times);
    console.log(
      `  ${name.padEnd(18)} ${t.toFixed(0).padStart(7)} ms  ${perSecond(t).padStart(9)} lines/s  peak RSS ${rss[name]!.toFixed(0)} MiB`,
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
      const run = timed([bin, 'validate', '--format', 'json', '--jobs', '1', '--ndjson', path]);
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

  // Memory: small valid payloads with 256-character requestIds, default jobs.
  const memoryLines = Number(process.env.BENCH_MEMORY_LINES ?? 1_000_000);
  const tenthPath = join(dir, 'ids-tenth.ndjson');
  const allPath = join(dir, 'ids-all.ndjson');
  const idLine = (i: number): string => JSON.stringify({ ...small, requestId: longId(i) });
  await writeNdjson(tenthPath, memoryLines / 10, idLine);
  const allBytes = await writeNdjson(allPath, memoryLines, idLine);
  const tenth = timed([bin, 'validate', '--format', 'json', '--ndjson', tenthPath]);
  const all = timed([bin, 'validate', '--format', 'json', '--ndjson', allPath]);
  if (tenth.status !== 0 || all.status !== 0) throw new Error(`long-id runs exited ${tenth.status} and ${all.status}`);
  // The requestId set: what the registry of the built package keeps for these ids, measured here.
  const { requestIdRegistry } = (await import(
    `${root}dist/src/cli/commands/validate/request-ids.js`
  )) as typeof import('../src/cli/commands/validate/request-ids.js');
  const setBytes = (count: number): number => {
    globalThis.gc?.();
    const before = process.memoryUsage().heapUsed;
    const seen = requestIdRegistry();
    for (let i = 0; i < count; i++) seen(longId(i), allPath, i + 1);
    globalThis.gc?.();
    const after = process.memoryUsage().heapUsed;
    if (seen(longId(0), 'x') === undefined) throw new Error('registry lost an id');
    return after - before;
  };
  const setMiB = (setBytes(memoryLines) - setBytes(memoryLines / 10)) / 1048576;
  const growth = all.maxRssMiB - tenth.maxRssMiB;
  console.log(
    `memory, ${(memoryLines / 10).toLocaleString('en')} -> ${memoryLines.toLocaleString('en')} lines with 256-character requestIds ` +
      `(${(allBytes / 1048576).toFixed(0)} MiB): peak RSS ${tenth.maxRssMiB.toFixed(0)} -> ${all.maxRssMiB.toFixed(0)} MiB, +${growth.toFixed(0)} MiB; ` +
      `the requestId set grows by ${setMiB.toFixed(0)} MiB (whole ids would be over ${((memoryLines * 0.9 * 256) / 1048576).toFixed(0)} MiB): ` +
      `${check(growth <= setMiB + 16)} (target: growth at most the set, 16 MiB allowance for V8's heap sizing)`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
