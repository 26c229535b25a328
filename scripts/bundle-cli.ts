/**
 * The second step of `npm run build`: bundles the command line into dist/src/cli/main.cjs, the
 * package's bin. Node 20's ES module loader costs about 0.4 ms per module file and `validate`'s
 * cold path has some 45 of them; one CommonJS file starts in about 1.15x a bare `node -e 0`
 * against 1.55x. CommonJS rather than one ES module: esbuild turns the lazy `import()`s of
 * formatters, jsonc-parser and tinyglobby into lazy `require()`s, where a single ES module would
 * load every package up front. Packages stay external; so does the sandbox (`../sandbox/cli.js`,
 * an ES module loaded only by `consent-contract sandbox`), which is why the bundle sits beside
 * main.js. The worker threads of `validate --ndjson --jobs N` run a second bundle beside it,
 * ndjson-worker.cjs, which the pool finds next to the module that starts it.
 */
import { build, type BuildOptions } from 'esbuild';
import { chmodSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const cliDir = fileURLToPath(new URL('../dist/src/cli/', import.meta.url));
const outfile = `${cliDir}main.cjs`;
const workerFile = `${cliDir}ndjson-worker.cjs`;

const shared: BuildOptions = {
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  external: ['../sandbox/cli.js'],
  // CommonJS has no import.meta: give modules that read import.meta.url this file's URL.
  define: { 'import.meta.url': 'importMetaUrl' },
  // The directive first: after the banner, esbuild's own "use strict" would be a mere string.
  banner: { js: "'use strict';\nconst importMetaUrl = require('node:url').pathToFileURL(__filename).href;" },
  legalComments: 'none',
  logLevel: 'warning',
};
await build({ ...shared, entryPoints: [`${cliDir}main.js`], outfile });
await build({ ...shared, entryPoints: [`${cliDir}commands/validate/ndjson-worker.js`], outfile: workerFile });
chmodSync(outfile, 0o755);
