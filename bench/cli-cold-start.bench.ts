/**
 * Cold start of `consent-contract validate` on one typical payload (schema/examples/adult.json),
 * against a bare `node -e 0`: wall time, median of alternating runs in one go.
 * Target (issue 3): at most 1.30x; the same with a JSON configuration present (issue 11).
 * Measures the bin that package.json declares.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { builtBin, root } from './support.js';

const { name: binName, path: bin } = builtBin();

const runs = Number(process.env.BENCH_RUNS ?? 41);
const payload = 'schema/examples/adult.json';

// Issue 11: a repository with a JSON configuration (two severities changed) beside the payload.
const configured = mkdtempSync(join(tmpdir(), 'consent-contract-bench-'));
mkdirSync(join(configured, '.git'));
copyFileSync(join(root, payload), join(configured, 'adult.json'));
writeFileSync(
  join(configured, 'consent-contract.config.json'),
  JSON.stringify({ extends: ['recommended'], rules: { 'https-urls': 'error', 'dp-hash-not-personal-data': 'off' } }),
);
process.on('exit', () => rmSync(configured, { recursive: true, force: true }));

const variants: Array<[string, string[], string?]> = [
  ['node -e 0', ['-e', '0']],
  [`consent-contract validate ${payload}`, [bin, 'validate', payload]],
  [
    'node: import the validator only (ES modules, unbundled)',
    ['--input-type=module', '-e', "import('./dist/src/validate/contracts.js')"],
  ],
  ['consent-contract validate, JSON configuration present', [bin, 'validate', 'adult.json'], configured],
];

const check = spawnSync(process.execPath, [bin, 'validate', payload], { cwd: root, encoding: 'utf8' });
console.log(`bin: ${binName}`);
if (check.status !== 0) {
  console.log(`consent-contract validate failed (exit ${check.status}):\n${check.stdout}${check.stderr}`);
  process.exit(1);
}

const times = variants.map(() => [] as number[]);
for (let i = 0; i < runs + 3; i++) {
  variants.forEach(([, args, cwd], j) => {
    const start = process.hrtime.bigint();
    spawnSync(process.execPath, args, { cwd: cwd ?? root, stdio: ['ignore', 'pipe', 'pipe'] });
    const ms = Number(process.hrtime.bigint() - start) / 1e6;
    if (i >= 3) times[j]!.push(ms); // the first runs warm the file cache
  });
}
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const base = median(times[0]!);
for (const [j, [name]] of variants.entries()) {
  const m = median(times[j]!);
  console.log(`${name.padEnd(58)} ${m.toFixed(1).padStart(7)} ms  ${(m / base).toFixed(3)}x`);
}
const ratio = median(times[1]!) / base;
console.log(
  `cold start ratio (validate one payload / node -e 0, median of ${runs} alternating runs): ${ratio.toFixed(3)}x (target <= 1.30x) ${ratio <= 1.3 ? 'OK' : 'OVER TARGET'}`,
);
const configuredRatio = median(times[3]!) / base;
console.log(
  `cold start ratio with a JSON configuration (issue 11): ${configuredRatio.toFixed(3)}x (target <= 1.30x) ${configuredRatio <= 1.3 ? 'OK' : 'OVER TARGET'}`,
);
