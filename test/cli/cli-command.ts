/**
 * How tests run the command line as a process: the committed bin (generated/bin/consent-contract.cjs,
 * what users run) when it is exactly what `npm run generate` makes of src now, else the source
 * through tsx. Either way the process runs the current source. A tsx start costs 0.5 to 1 s of
 * CPU (its loader thread, then every module through it), the bin's about 0.15 s; rendering the
 * bundles to compare them costs about 0.3 s, once per test process.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { rootDir } from '../support/examples.js';

/** tsx's loader by absolute URL, so that the CLI runs from any working directory. */
export const tsxLoader = pathToFileURL(join(rootDir, 'node_modules/tsx/dist/loader.mjs')).href;

/** The command line from its source, through tsx. */
export const fromSource: readonly string[] = ['--import', tsxLoader, join(rootDir, 'src/cli/main.ts')];

/** Whether every file of generated/bin (under `root`) is what the bundler makes of the sources now. */
export async function binIsCurrent(root = rootDir): Promise<boolean> {
  const bundles = await import('../../scripts/generate/cli-bundle.js');
  const renders: Array<[string, () => Promise<string>]> = [
    [bundles.cliBundlePath, bundles.generateCliBundle],
    [bundles.ndjsonWorkerBundlePath, bundles.generateNdjsonWorkerBundle],
    ...Object.keys(bundles.commandsApart).map((name): [string, () => Promise<string>] => [
      bundles.besideBinPath(name),
      () => bundles.generateCommandBundle(name),
    ]),
    ...Object.keys(bundles.packagesApart).map((name): [string, () => Promise<string>] => [
      bundles.besideBinPath(name),
      () => bundles.generatePackageBundle(name),
    ]),
  ];
  const same = await Promise.all(
    renders.map(async ([path, render]) => {
      const [committed, rendered] = await Promise.all([readFile(join(root, path), 'utf8').catch(() => ''), render()]);
      return committed === rendered;
    }),
  );
  return same.every(Boolean);
}

let chosen: Promise<readonly string[]> | undefined;

/** Node's arguments before the command line's own: the bin when it is current, else the source. */
export function cliCommand(): Promise<readonly string[]> {
  chosen ??= binIsCurrent().then((current) =>
    current ? [join(rootDir, 'generated/bin/consent-contract.cjs')] : fromSource,
  );
  return chosen;
}
