/** NDJSON inputs and process measurements shared by the --ndjson benchmarks. */
import { spawnSync } from 'node:child_process';
import { createWriteStream, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './support.js';

/** The typical payload (adult.json). */
export const payload = JSON.parse(readFileSync(`${root}schema/examples/adult.json`, 'utf8')) as Record<string, unknown>;

/** A small valid payload: the typical one with its first language and first purpose only. */
export const small = (() => {
  const content = payload.content as { languages: Array<{ purposes: unknown[] }> };
  const first = { ...content.languages[0]!, purposes: content.languages[0]!.purposes.slice(0, 1) };
  return { ...payload, content: { ...content, languages: [first] } };
})();

/** The longest requestId the contract allows (its maxLength in the schema). */
export const longIdLength = (
  JSON.parse(readFileSync(`${root}schema/consent-request.v1.schema.json`, 'utf8')) as {
    properties: { requestId: { maxLength: number } };
  }
).properties.requestId.maxLength;

/** A requestId of the longest length the contract allows (kept as a digest), distinct for each i. */
export const longId = (i: number): string =>
  `${'long-request-id-'.repeat(16)}${String(i).padStart(7, '0')}`.slice(-longIdLength);

/** Writes `count` lines to `path`; returns the bytes written. */
export async function writeNdjson(
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

/** What one run of a command cost. */
export interface Timed {
  readonly ms: number;
  readonly maxRssMiB: number;
  /** CPU time of the process, all threads (user and system). */
  readonly cpuMs: number;
  readonly status: number | null;
  readonly stdout: string;
}

/** Runs node with `args` in its own process, with a probe that reports its peak resident memory. */
export function timed(dir: string, args: readonly string[]): Timed {
  const probe = join(dir, 'max-rss.mjs');
  writeFileSync(
    probe,
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the string is the probe's JavaScript source.
    "process.on('exit', () => { const u = process.resourceUsage(); process.stderr.write(`\\nmaxRSS=${u.maxRSS} cpu=${u.userCPUTime + u.systemCPUTime}\\n`); });\n",
  );
  const start = process.hrtime.bigint();
  const run = spawnSync(process.execPath, ['--import', probe, ...args], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  const rss = Number(/maxRSS=(\d+)/.exec(run.stderr)?.[1] ?? 0);
  const cpu = Number(/cpu=(\d+)/.exec(run.stderr)?.[1] ?? 0);
  return { ms, maxRssMiB: rss / 1024, cpuMs: cpu / 1000, status: run.status, stdout: run.stdout };
}

export const check = (ok: boolean): string => (ok ? 'met' : 'NOT MET');
