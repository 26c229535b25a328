/**
 * What the package tests build from the working tree, built once per content of it: the snapshot
 * repository (what npm and pre-commit clone), the packed package and pre-commit's installed hook.
 * Each is kept in os.tmpdir() under a hash of the working tree's files (and the Node version), so
 * the test files of one run share it, and a run over the same content reuses it; any changed file
 * makes new ones. Test processes run in parallel: a lock file makes one of them build an artifact
 * while the others wait for it.
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { mkdir, open, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rootDir } from '../support/examples.js';

/** Where the artifacts of every content live, one folder per hash. */
const cacheRoot = join(tmpdir(), 'consent-contract-test-artifacts');
/** Folders of other contents older than this are removed (another worktree may still use a recent one). */
const keepFor = 24 * 60 * 60 * 1000;
/** At most this many other contents are kept, the most recently used: the folder may be in memory (temp-root.ts). */
const keepAtMost = 6;
/** Past keepAtMost, a content touched less than this long ago is still kept: a run may be using it. */
const inUseFor = 10 * 60 * 1000;
/** A build that held its lock this long without finishing is taken to have died. */
const staleLock = 20 * 60 * 1000;

/** The working tree as a clone would hold it: tracked files and untracked ones git does not ignore. */
export function workingTreeFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: rootDir,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  // A file deleted but not yet staged is listed; it is not part of the working tree.
  return listed.split('\0').filter((f) => f !== '' && existsSync(join(rootDir, f)));
}

let hash: string | undefined;

/** A hash of every file of the working tree (name and bytes) and of the Node that runs the tests. */
export function contentHash(): string {
  if (hash === undefined) {
    const h = createHash('sha256').update(`${process.version}\0`);
    for (const file of workingTreeFiles().sort()) h.update(`${file}\0`).update(readFileSync(join(rootDir, file)));
    hash = h.digest('hex').slice(0, 16);
  }
  return hash;
}

/** Whether the process that wrote a lock file is alive (a lock of a killed run is not waited for). */
async function lockIsHeld(lock: string): Promise<boolean> {
  try {
    const pid = Number(await readFile(lock, 'utf8'));
    if (Date.now() - (await stat(lock)).mtimeMs > staleLock) return false;
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Removes the artifacts of other contents that nobody has touched for a day, and all but the latest few. */
function removeOldContents(current: string): void {
  const others = (existsSync(cacheRoot) ? readdirSync(cacheRoot) : [])
    .filter((name) => name !== current)
    .flatMap((name) => {
      const dir = join(cacheRoot, name);
      // Another run may be removing it right now.
      const used = statSync(dir, { throwIfNoEntry: false })?.mtimeMs;
      return used === undefined ? [] : [{ dir, used }];
    })
    .sort((a, b) => b.used - a.used);
  others.forEach(({ dir, used }, i) => {
    // Touched in the last minutes, it may be in use by a run in another worktree (the tmpfs root is per user).
    const idle = Date.now() - used;
    if ((i >= keepAtMost && idle > inUseFor) || idle > keepFor) void rm(dir, { recursive: true, force: true });
  });
}

/**
 * The folder of artifact `name` for the working tree's content, built by `build` (into that very
 * folder, which it creates: some tools record absolute paths) when no earlier run or parallel test
 * file has built it.
 */
export async function cachedArtifact(name: string, build: (dir: string) => Promise<void>): Promise<string> {
  const contentDir = join(cacheRoot, contentHash());
  const dir = join(contentDir, name);
  const done = `${dir}.done`;
  const lock = `${dir}.lock`;
  await mkdir(contentDir, { recursive: true });
  // In use: not old, whatever another run's clean-up finds.
  await utimes(contentDir, new Date(), new Date());
  for (;;) {
    if (existsSync(done)) return dir;
    const handle = await open(lock, 'wx').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'EEXIST') return undefined;
      throw error;
    });
    if (handle === undefined) {
      if (await lockIsHeld(lock)) await new Promise((r) => setTimeout(r, 250));
      else await rm(lock, { force: true });
      continue;
    }
    try {
      await handle.writeFile(String(process.pid));
      await handle.close();
      if (existsSync(done)) return dir;
      removeOldContents(contentHash());
      await rm(dir, { recursive: true, force: true });
      await build(dir);
      await writeFile(done, '');
      return dir;
    } finally {
      await rm(lock, { force: true });
    }
  }
}
