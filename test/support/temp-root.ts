/**
 * Where the tests' temporary files go (os.tmpdir() of vitest, its workers and every process they
 * start): a folder of this user's own on the memory file system /dev/shm when there is one with
 * room, else the system's temporary folder. The package tests install some 450 MB of node_modules
 * (pre-commit's `npm install` in its clone of the hook repository) and most files write temporary
 * files; on the disk's file system the kernel spent some 20 s of CPU time per run on that alone.
 */
import { lstatSync, mkdirSync, statfsSync } from 'node:fs';
import { join } from 'node:path';

/** The magic number statfs gives for tmpfs. */
const tmpfsType = 0x01021994;
/** Free room needed: the largest install (about 450 MB) with a wide margin for parallel runs. */
const neededBytes = 2 * 1024 ** 3;

/** A folder on tmpfs (in `shm`) for this user's test runs, or undefined where there is none with room. */
export function memoryTempRoot(shm = '/dev/shm'): string | undefined {
  try {
    const stats = statfsSync(shm);
    if (stats.type !== tmpfsType || stats.bavail * stats.bsize < neededBytes) return undefined;
    const uid = process.getuid?.() ?? 0;
    const dir = join(shm, `consent-contract-tests-${uid}`);
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    // /dev/shm is shared by every user: use the folder only if it is a real folder of ours.
    const folder = lstatSync(dir);
    if (!folder.isDirectory() || folder.uid !== uid || (folder.mode & 0o077) !== 0) return undefined;
    return dir;
  } catch {
    return undefined;
  }
}
