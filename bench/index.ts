/**
 * npm run bench: runs every bench/*.bench.ts in turn, each in its own process so that one
 * benchmark's warm-up or garbage does not skew the next. Speed targets live here, not in tests.
 */
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('.', import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((name) => f.includes(name)))
  .sort();
// Benchmarks measure the built package, as users run it (the bin, generated/bin/, needs no build).
const built = spawnSync('npm', ['run', '--silent', 'compile'], { stdio: 'inherit' });
if (built.status !== 0) process.exit(2);
let failed = 0;
for (const file of files) {
  console.log(`\n== ${file}`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', `${dir}${file}`], { stdio: 'inherit' });
  if (run.status !== 0) failed++;
}
process.exit(failed === 0 ? 0 : 1);
