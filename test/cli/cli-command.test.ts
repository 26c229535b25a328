import { cpSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rootDir } from '../support/examples.js';
import { binIsCurrent, cliCommand, fromSource } from './cli-command.js';
import { tempDir } from './run-cli.js';

describe('the command line the process-level tests run', () => {
  const temp = tempDir();
  afterAll(() => temp.remove());

  it('is the committed bin only when every bundle of it is what the sources make now, else the source', async () => {
    cpSync(join(rootDir, 'generated/bin'), join(temp.dir, 'generated/bin'), { recursive: true });
    const current = await binIsCurrent(temp.dir);
    expect(current).toBe(await binIsCurrent());
    expect(await cliCommand()).toEqual(current ? [join(rootDir, 'generated/bin/consent-contract.cjs')] : fromSource);
    // One file apart from the bin, changed: the source runs instead.
    writeFileSync(join(temp.dir, 'generated/bin/init.cjs'), '// stale\n', { flag: 'a' });
    expect(await binIsCurrent(temp.dir)).toBe(false);
  });
});
