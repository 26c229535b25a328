/**
 * Packs the package as `npm publish` would from a clean checkout: the repository is copied
 * without node_modules, dist/ and caches (node_modules is linked back), compiled there as
 * `prepublishOnly` would, and packed. The working tree's dist/ is neither read nor written.
 */
import { cp, mkdir, mkdtemp, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join, relative, sep } from 'node:path';
import { rootDir } from '../support/examples.js';
import { run, toolEnv } from '../openapi/run-bin.js';

/** Top-level entries a clean checkout does not have (see .gitignore). */
const notInCheckout = new Set(['node_modules', '.git', 'dist', 'coverage', '.vitest-cache']);

export interface Manifest {
  readonly name: string;
  readonly version: string;
  readonly exports: Readonly<Record<string, string | Readonly<Record<string, string>>>>;
  readonly bin?: Readonly<Record<string, string>>;
  readonly [key: string]: unknown;
}

export interface Packed {
  /** Temporary directory that holds everything below; remove it when done. */
  readonly dir: string;
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

export async function packCleanCopy(): Promise<Packed> {
  const dir = await mkdtemp(join(tmpdir(), 'consent-contract-pack-'));
  const checkout = join(dir, 'checkout');
  await cp(rootDir, checkout, {
    recursive: true,
    filter: (source) => {
      const path = relative(rootDir, source);
      return !notInCheckout.has(path.split(sep)[0]!) && !basename(path).endsWith('.tgz');
    },
  });
  await symlink(join(rootDir, 'node_modules'), join(checkout, 'node_modules'), 'dir');
  const out = join(dir, 'out');
  await mkdir(out);
  await npm(['run', '--silent', 'compile'], checkout);
  const stdout = await npm(['pack', '--json', '--pack-destination', out], checkout);
  const report = JSON.parse(stdout) as Array<{ filename: string; files: Array<{ path: string }> }>;
  const packed = report[0]!;
  const manifest = JSON.parse(await readFile(join(checkout, 'package.json'), 'utf8')) as Manifest;
  return { dir, tarball: join(out, packed.filename), files: packed.files.map((f) => f.path).sort(), manifest };
}

export async function removePacked(packed: Packed | undefined): Promise<void> {
  if (packed) await rm(packed.dir, { recursive: true, force: true });
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
