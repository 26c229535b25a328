/**
 * Packs the package as `npm publish` would from a clean checkout: a clone of the working tree's
 * snapshot (node_modules is linked back), compiled there by the `compile` script that
 * `prepublishOnly` runs, and packed. The working tree's dist/ is neither read nor written. Packed
 * once per content of the working tree (see artifacts.ts): the test files and runs that need it
 * share it and only read it.
 */
import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { rootDir } from '../support/examples.js';
import { run, toolEnv } from '../openapi/run-bin.js';
import { cachedArtifact } from './artifacts.js';
import { mustRun, sharedSnapshot } from './git-repos.js';

export interface Manifest {
  readonly name: string;
  readonly version: string;
  readonly exports: Readonly<Record<string, string | Readonly<Record<string, string>>>>;
  readonly bin?: Readonly<Record<string, string>>;
  readonly [key: string]: unknown;
}

export interface Packed {
  /** The clean checkout the package was packed from (read only: it is shared). */
  readonly checkout: string;
  readonly tarball: string;
  /** Paths inside the package, as `npm pack` lists them. */
  readonly files: readonly string[];
  readonly manifest: Manifest;
}

/** `npm` with the environment of the tests' tools, failing with its output. */
export async function npm(args: readonly string[], cwd: string): Promise<string> {
  const npmEnv = toolEnv({ npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_audit: 'false' });
  const result = await run('npm', args, { cwd, env: npmEnv, timeoutMs: 120_000 });
  if (result.code !== 0)
    throw new Error(`npm ${args.join(' ')} failed (exit ${result.code}):\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** Clones the snapshot into `dir`/checkout, compiles and packs it into `dir`/out, noting npm's report. */
async function packInto(dir: string): Promise<void> {
  const checkout = join(dir, 'checkout');
  await mkdir(dir, { recursive: true });
  await mustRun('git', ['clone', '-q', (await sharedSnapshot()).dir, checkout]);
  await symlink(join(rootDir, 'node_modules'), join(checkout, 'node_modules'), 'dir');
  const out = join(dir, 'out');
  await mkdir(out);
  // --noCheck: tsc emits the same files without type checking them (8 s of CPU instead of 15);
  // type checking is `npm run typecheck`'s, which CI runs first, and prepublishOnly's at a publish.
  await npm(['run', '--silent', 'compile', '--', '--noCheck'], checkout);
  await writeFile(join(dir, 'pack.json'), await npm(['pack', '--json', '--pack-destination', out], checkout));
}

/** The package packed from a clean checkout of the working tree's content. */
export async function packedPackage(): Promise<Packed> {
  const dir = await cachedArtifact('pack', packInto);
  const report = JSON.parse(await readFile(join(dir, 'pack.json'), 'utf8')) as Array<{
    filename: string;
    files: Array<{ path: string }>;
  }>;
  const packed = report[0]!;
  const checkout = join(dir, 'checkout');
  const manifest = JSON.parse(await readFile(join(checkout, 'package.json'), 'utf8')) as Manifest;
  return {
    checkout,
    tarball: join(dir, 'out', packed.filename),
    files: packed.files.map((f) => f.path).sort(),
    manifest,
  };
}

/** The subpaths a consumer can import: every key of `exports`, each wildcard expanded against the files. */
export function entryPoints(manifest: Manifest, files: readonly string[]): Array<{ subpath: string; target: string }> {
  return Object.entries(manifest.exports).flatMap(([subpath, value]) => {
    const target = typeof value === 'string' ? value : (value.default ?? value.import ?? Object.values(value)[0]!);
    if (!subpath.includes('*')) return [{ subpath, target }];
    const [prefix, suffix] = target.replace(/^\.\//, '').split('*') as [string, string];
    return files
      .filter((f) => f.startsWith(prefix) && f.endsWith(suffix) && f.length >= prefix.length + suffix.length)
      .map((f) => {
        const match = f.slice(prefix.length, f.length - suffix.length);
        return { subpath: subpath.replace('*', match), target: `./${f}` };
      });
  });
}
