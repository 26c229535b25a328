/**
 * The data file's directory: checked at start, cleaned of the temporary files a killed sandbox
 * left there, and the place where the file is replaced atomically (temporary file, flush,
 * rename, flush of the directory), so the file is always a whole state, never half of one.
 */
import { randomUUID } from 'node:crypto';
import { open, readdir, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** The `code` of the error listen() rejects with when the data file's directory does not exist. */
export const missingDataDirectoryCode = 'ERR_SANDBOX_DATA_DIRECTORY';

/** Temporary files of `file`: `.<name>.<pid>.<uuid>.tmp`, beside it. */
function temporaryPattern(file: string): RegExp {
  const name = basename(file).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^\\.${name}\\.(\\d+)\\.[0-9a-f-]{36}\\.tmp$`);
}

/** Whether a process with this id runs now (another sandbox may be writing its own temporary file). */
function running(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Throws (code {@link missingDataDirectoryCode}) when the directory is missing or not a
 * directory: a sandbox started there would answer every change with 500. Then removes the
 * temporary files left by sandboxes that are no longer running (a kill -9 during a write).
 */
export async function prepareDataDirectory(file: string): Promise<void> {
  const dir = dirname(file);
  const isDir = await stat(dir).then(
    (s) => s.isDirectory(),
    () => false,
  );
  if (!isDir) {
    const error = new Error(
      `the directory of the data file ${file} does not exist (${dir}); ` +
        'create it first, or pass a --data file in an existing directory',
    );
    throw Object.assign(error, { code: missingDataDirectoryCode });
  }
  const pattern = temporaryPattern(file);
  for (const name of await readdir(dir)) {
    const pid = pattern.exec(name)?.[1];
    if (pid !== undefined && !running(Number(pid))) await rm(join(dir, name), { force: true });
  }
}

/** Replaces `file` by `chunks` atomically and durably (the rename itself is flushed too). */
export async function replaceFile(file: string, chunks: readonly Buffer[]): Promise<void> {
  const temp = join(dirname(file), `.${basename(file)}.${process.pid}.${randomUUID()}.tmp`);
  try {
    const handle = await open(temp, 'w', 0o600);
    try {
      // writev in slices: one system call per slice, under the usual 1024-buffer limit.
      for (let i = 0; i < chunks.length; i += 512) await handle.writev(chunks.slice(i, i + 512));
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  const dir = await open(dirname(file), 'r');
  try {
    await dir.sync();
  } finally {
    await dir.close();
  }
}
