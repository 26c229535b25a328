/**
 * Peak memory of `validate --ndjson` (default jobs) at 100,000 and 1,000,000 lines of small valid
 * payloads with requestIds of the longest length the contract allows (issue 16's long ids), beside the size of the requestId
 * set for those ids. Target (issue 13): peak RSS at 1,000,000 lines at most that at 100,000 plus
 * the requestId set. The longest benchmark (a 1.4 GB input): run it alone with
 * `npm run bench -- ndjson-memory`; BENCH_MEMORY_LINES sets the larger count (the smaller is a tenth).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { check, longId, longIdLength, small, timed, writeNdjson } from './ndjson-files.js';
import { builtBin, root } from './support.js';

const { path: bin } = builtBin();
const lines = Number(process.env.BENCH_MEMORY_LINES ?? 1_000_000);
const dir = mkdtempSync(join(tmpdir(), 'cli-ndjson-memory-'));
const mib = (bytes: number): string => (bytes / 1048576).toFixed(0);

try {
  const idLine = (i: number): string => JSON.stringify({ ...small, requestId: longId(i) });
  const runs = [lines / 10, lines].map((count) => {
    const path = join(dir, `ids-${count}.ndjson`);
    return { count, path };
  });
  const results = [];
  for (const { count, path } of runs) {
    const bytes = await writeNdjson(path, count, idLine);
    const run = timed(dir, [bin, 'validate', '--format', 'json', '--ndjson', path]);
    rmSync(path);
    if (run.status !== 0) throw new Error(`--ndjson with ${count} long ids exited ${run.status}`);
    results.push({ count, bytes, run });
  }
  // The requestId set: the registry of the built package, holding the same ids.
  const { requestIdRegistry } = (await import(
    `${root}dist/src/cli/commands/validate/request-ids.js`
  )) as typeof import('../src/cli/commands/validate/request-ids.js');
  const setBytes = (count: number): number => {
    const seen = requestIdRegistry();
    for (let i = 0; i < count; i++) seen(longId(i), 'ids.ndjson', i + 1);
    if (seen(longId(0), 'x') !== 'ids.ndjson:1') throw new Error('registry lost an id');
    return seen.bytes();
  };
  const [tenth, all] = results as [(typeof results)[0], (typeof results)[0]];
  const setTenth = setBytes(tenth.count);
  const setAll = setBytes(all.count);
  const growth = all.run.maxRssMiB - tenth.run.maxRssMiB;
  for (const { count, bytes, run } of results) {
    console.log(
      `  ${count.toLocaleString('en').padStart(9)} lines (${mib(bytes)} MiB): ${(run.ms / 1000).toFixed(1)} s, peak RSS ${run.maxRssMiB.toFixed(0)} MiB`,
    );
  }
  console.log(
    `memory, ${tenth.count.toLocaleString('en')} -> ${all.count.toLocaleString('en')} lines with ${longIdLength}-character requestIds: ` +
      `peak RSS +${growth.toFixed(0)} MiB; the requestId set holds ${mib(setTenth)} -> ${mib(setAll)} MiB ` +
      `(whole ids would be over ${mib(all.count * longIdLength * 2)} MiB): ` +
      `${check(growth <= setAll / 1048576)} (target: growth at most the set)`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
