// Keeps `prepare` (which builds a clone on `npm ci` and the pre-commit hook's install) out of the
// published package.json: npm 11 lists it as an install script of the installed tarball and warns.
// `prepack` builds (prepare no longer runs once moved) and moves it aside: npm packs the manifest
// as it is after prepack, as pinst relies on. `postpack` puts it back. Plain Node, no dependencies.
import { readFileSync, writeFileSync } from 'node:fs';

const mode = process.argv[2];
const file = new URL('../package.json', import.meta.url);
const text = readFileSync(file, 'utf8');
const manifest = JSON.parse(text);
const scripts = manifest.scripts ?? {};
const from = mode === 'strip' ? 'prepare' : '//prepare';
const to = mode === 'strip' ? '//prepare' : 'prepare';
if (mode !== 'strip' && mode !== 'restore') {
  console.error('usage: node scripts/pack-manifest.mjs strip|restore');
  process.exit(2);
}
if (from in scripts) {
  manifest.scripts = Object.fromEntries(Object.entries(scripts).map(([k, v]) => [k === from ? to : k, v]));
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
}
