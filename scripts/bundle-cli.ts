/**
 * The second step of `npm run build`: bundles the command line into dist/src/cli/main.cjs, the
 * package's bin. Node 20's ES module loader costs about 0.4 ms per module file and `validate`'s
 * cold path has some 45 of them; one CommonJS file starts in about 1.15x a bare `node -e 0`
 * against 1.55x. CommonJS rather than one ES module: esbuild turns the lazy `import()`s of
 * formatters, jsonc-parser and tinyglobby into lazy `require()`s, where a single ES module would
 * load every package up front. Packages stay external; so does the sandbox (`../sandbox/cli.js`,
 * an ES module loaded only by `consent-contract sandbox`), which is why the bundle sits beside
 * main.js.
 */
import { build } from 'esbuild';
import { chmodSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const cliDir = fileURLToPath(new URL('../dist/src/cli/', import.meta.url));
const outfile = `${cliDir}main.cjs`;

await build({
  entryPoints: [`${cliDir}main.js`],
  outfile,
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  // The notice commands stay ES modules beside the bundle too: validate's file does not carry them.
  external: ['../sandbox/cli.js', './commands/diff/run.js', './commands/fingerprint.js', './commands/preview/run.js'],
  // CommonJS has no import.meta: give modules that read import.meta.url this file's URL.
  define: { 'import.meta.url': 'importMetaUrl' },
  // The directive first: after the banner, esbuild's own "use strict" would be a mere string.
  banner: { js: "'use strict';\nconst importMetaUrl = require('node:url').pathToFileURL(__filename).href;" },
  legalComments: 'none',
  logLevel: 'warning',
});
chmodSync(outfile, 0o755);
