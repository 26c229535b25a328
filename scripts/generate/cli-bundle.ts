/**
 * generated/bin/consent-contract.cjs, the package's bin: the command line bundled by esbuild
 * straight from src/ into one dependency-free CommonJS file, committed and checked for staleness
 * like every generated file.
 *
 * Why committed: pre-commit installs a node hook from a clone, by `npm pack` (up to 4.6.0, which
 * takes npm's whole stdout as the tarball's name, so no lifecycle script may print there) or by
 * `npm install -g git+file://…` (4.6.1 and later, where npm cannot build a global git install
 * that needs devDependencies). A bin that needs no build works on both paths, and on a plain git
 * dependency too.
 *
 * Why one CommonJS file: Node 20's ES module loader costs about 0.4 ms per module file and
 * `validate`'s cold path has some 45 of them; esbuild turns the lazy `import()`s of commands,
 * formatters and packages into lazy `require()`s, so `validate` pays only for what it runs.
 */
import { build, type Plugin } from 'esbuild';
import { rootDir } from './sources.js';
import { jsHeader } from './header.js';

/** Where the bin is written, relative to the repository. */
export const cliBundlePath = 'generated/bin/consent-contract.cjs';

/**
 * Where the conformance command is written: a second file beside the bin, which the bin
 * `require`s only when that command runs. Inside the bin it added over 100 KB that every
 * `validate` start paid for (measured: the cold start moved from 1.22x to 1.38x of node -e 0).
 */
export const conformanceBundlePath = 'generated/bin/conformance.cjs';

/** The bin's import of the conformance command becomes a require of the file beside it. */
const conformanceApart: Plugin = {
  name: 'conformance-apart',
  setup(b) {
    b.onResolve({ filter: /\/commands\/conformance\/run\.js$/ }, () => ({ path: './conformance.cjs', external: true }));
  },
};

/**
 * Packages the bin leaves to `require` at run time: each is loaded only by a command that needs
 * it, and is a dependency of the package (or, for playwright-core, says how to install it).
 */
export const cliExternals: readonly string[] = ['fast-check', 'playwright-core'];

/** The bin's text: the shebang, the generated-file notice, then the bundle. */
export function generateCliBundle(): Promise<string> {
  return bundle('src/cli/main.ts', [conformanceApart]);
}

/** The conformance command's file: `runConformanceCommand`, for the bin to require. */
export function generateConformanceBundle(): Promise<string> {
  return bundle('src/cli/commands/conformance/run.ts', []);
}

async function bundle(entry: string, plugins: Plugin[]): Promise<string> {
  const result = await build({
    absWorkingDir: rootDir,
    entryPoints: [entry],
    plugins,
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    external: [...cliExternals],
    // ES module builds first: jsonc-parser's main build is UMD, whose require()s esbuild cannot see.
    mainFields: ['module', 'main'],
    // CommonJS has no import.meta: give modules that read import.meta.url this file's URL.
    define: { 'import.meta.url': 'importMetaUrl' },
    // esbuild keeps main.ts's shebang on the first line, so the notice stands on the second. The
    // directive next: after the banner, esbuild's own "use strict" would be a mere string.
    banner: {
      js: `${jsHeader('src/cli (esbuild)')}'use strict';\nconst importMetaUrl = require('node:url').pathToFileURL(__filename).href;`,
    },
    legalComments: 'none',
    logLevel: 'silent',
  });
  const [file] = result.outputFiles;
  if (file === undefined) throw new Error('esbuild wrote no bundle');
  return file.text;
}
