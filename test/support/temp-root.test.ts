import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, statfsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rootDir } from './examples.js';
import { memoryTempRoot } from './temp-root.js';

const uid = process.getuid?.() ?? 0;
/** Whether /dev/shm is tmpfs with room here (a CI container may give it 64 MB). */
const roomy = memoryTempRoot() !== undefined;

describe('memoryTempRoot', () => {
  const base = roomy ? mkdtempSync('/dev/shm/temp-root-test-') : '';
  afterAll(() => base && rmSync(base, { recursive: true, force: true }));

  it.skipIf(!roomy)('gives a folder of this user only, on tmpfs', () => {
    const dir = memoryTempRoot(base);
    expect(dir).toBe(join(base, `consent-contract-tests-${uid}`));
    const folder = statSync(dir!);
    expect(folder.uid).toBe(uid);
    expect(folder.mode & 0o777).toBe(0o700);
    expect(statfsSync(dir!).type).toBe(0x01021994);
  });

  it.skipIf(!roomy)('refuses a folder that others can read or write', () => {
    const shared = mkdtempSync(join(base, 'shared-'));
    mkdirSync(join(shared, `consent-contract-tests-${uid}`), { mode: 0o777 });
    chmodSync(join(shared, `consent-contract-tests-${uid}`), 0o777);
    expect(memoryTempRoot(shared)).toBeUndefined();
  });

  // The repository's folder stands for a disk (were it on tmpfs, there would be nothing to tell apart).
  it.skipIf(statfsSync(rootDir).type === 0x01021994)('gives nothing on a file system that is not tmpfs', () => {
    expect(memoryTempRoot(rootDir)).toBeUndefined();
  });
});
