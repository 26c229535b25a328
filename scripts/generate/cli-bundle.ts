/**
 * generated/bin/consent-contract.cjs, the package's bin: the command line bundled by esbuild
 * straight from src/ into one dependency-free CommonJS file, committed and checked for staleness
 * like every generated file.
 *
 * Why committed: the pre-commit hook (.pre-commit-hooks.yaml, a script hook) runs it straight from
 * pre-commit's clone of the repository, and a git dependency gets it without a build, so it must
 * work with no node_modules and no compile step.
 *
 * Why one CommonJS file: Node 20's ES module loader costs about 0.4 ms per module file and
 * `validate`'s cold path has some 45 of them; esbuild turns the lazy `import()`s of commands,
 * formatters and packages into lazy `require()`s, so `validate` pays only for what it runs.
 *
 * generated/bin/ndjson-worker.cjs beside it: the worker threads of `validate --ndjson --jobs N`,
 * bundled the same way; the pool finds it next to the module that starts the workers.
 */
import { build, type Plugin } from 'esbuild';
import { rootDir } from './sources.js';
import { jsHeader } from './header.js';

/** Where the bin is written, relative to the repository. */
export const cliBundlePath = 'generated/bin/consent-contract.cjs';

/**
 * The commands bundled into files of their own beside the bin, which the bin `require`s only when
 * one of them runs: the module the dispatcher imports, by the name of its file. Every byte in the
 * bin is parsed at every start, and `validate`, the command of pre-commit hooks and CI, needs none
 * of these (measured: conformance alone moved the cold start from 1.22x to 1.38x of node -e 0; the
 * sandbox, notice and init commands together from about 1.29x to 1.44x).
 */
export const commandsApart: Readonly<Record<string, string>> = {
  conformance: 'src/cli/commands/conformance/run.ts',
  sandbox: 'src/cli/commands/sandbox.ts',
  diff: 'src/cli/commands/diff/run.ts',
  fingerprint: 'src/cli/commands/fingerprint.ts',
  preview: 'src/cli/commands/preview/run.ts',
  init: 'src/cli/commands/init.ts',
};

/** Where a file kept apart from the bin is written: beside it, where the bin requires it. */
export const besideBinPath = (name: string): string => `generated/bin/${name}.cjs`;

/**
 * An esbuild plugin that turns the bin's import of each specifier into a require of the file kept
 * apart beside the bin (`specifiers` maps an import specifier to the name of that file).
 */
function requireBeside(name: string, specifiers: Readonly<Record<string, string>>): Plugin {
  const literal = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
  return {
    name,
    setup(b) {
      for (const [specifier, file] of Object.entries(specifiers)) {
        b.onResolve({ filter: new RegExp(`^${literal(specifier)}$`) }, () => ({
          path: `./${file}.cjs`,
          external: true,
        }));
      }
    },
  };
}

/** The dispatcher's import of each command kept apart, by the file it is kept in. */
const commandSpecifiers = Object.fromEntries(
  Object.entries(commandsApart).map(([name, source]) => [
    `./${source.slice('src/cli/'.length).replace(/\.ts$/, '.js')}`,
    name,
  ]),
);

/**
 * The packages bundled into files of their own beside the bin, each `require`d only by the code
 * that needs it: globs of inputs (tinyglobby), `files` patterns of configuration overrides
 * (picomatch), locating findings in the text (jsonc-parser). Validating a file that has no
 * problems uses none of them, and every byte in the bin is compiled at every start (measured: a
 * third of the bin, about 140 KB; see bench/cli-cold-start.bench.ts).
 */
export const packagesApart: Readonly<Record<string, string>> = {
  // ES modules, re-exported by name: Node's import() of a CommonJS file sees only the names it
  // can find in the text, which esbuild writes out for `export *`.
  'jsonc-parser': "export * from 'jsonc-parser';",
  tinyglobby: "export * from 'tinyglobby';",
  // CommonJS: the file's exports are the package's own (a function, for import()'s default).
  picomatch: "module.exports = require('picomatch');",
};

/**
 * Packages the bin leaves to `require` at run time: each is loaded only by a command that needs
 * it, and is a dependency of the package (or, for playwright-core, says how to install it).
 */
export const cliExternals: readonly string[] = ['fast-check', 'playwright-core'];

/** Where the NDJSON worker script is written: beside the bin, where the pool looks for it. */
export const ndjsonWorkerBundlePath = besideBinPath('ndjson-worker');

/** The bin's text: the shebang, the generated-file notice, then the bundle. */
export function generateCliBundle(): Promise<string> {
  const packages = Object.fromEntries(Object.keys(packagesApart).map((name) => [name, name]));
  return bundle('src/cli/main.ts', [
    requireBeside('commands-apart', commandSpecifiers),
    requireBeside('packages-apart', packages),
  ]);
}

/** The file of a package kept apart: the package bundled whole, its exports the file's. */
export function generatePackageBundle(name: string): Promise<string> {
  const contents = packagesApart[name];
  if (contents === undefined) throw new Error(`no package ${name} is kept apart`);
  return bundle({ contents, name }, []);
}

/** The file of a command kept apart, for the bin to require. */
export function generateCommandBundle(name: string): Promise<string> {
  const source = commandsApart[name];
  if (source === undefined) throw new Error(`no command ${name} is kept apart`);
  return bundle(source, []);
}

/** The NDJSON worker's text, bundled like the bin. */
export function generateNdjsonWorkerBundle(): Promise<string> {
  return bundle('src/cli/commands/validate/ndjson-worker.ts', []);
}

/** A source file, or module text with a name for messages. */
type Entry = string | { readonly contents: string; readonly name: string };

async function bundle(entry: Entry, plugins: Plugin[]): Promise<string> {
  const result = await build({
    absWorkingDir: rootDir,
    ...(typeof entry === 'string'
      ? { entryPoints: [entry] }
      : { stdin: { contents: entry.contents, resolveDir: rootDir, sourcefile: `${entry.name}.cjs`, loader: 'js' } }),
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
