import { closeSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isTerminal, writeAll } from '../../src/cli/io.js';
import { tempDir } from './run-cli.js';

const temp = tempDir();
afterAll(() => temp.remove());

describe('io', () => {
  it('writes all of a long text, in order', () => {
    const path = join(temp.dir, 'out.txt');
    const fd = openSync(path, 'w');
    const text = 'क'.repeat(300_000);
    writeAll(fd, text);
    closeSync(fd);
    expect(readFileSync(path, 'utf8')).toBe(text);
  });

  it('tells files and /dev/null from terminals', () => {
    const file = openSync(join(temp.dir, 'f.txt'), 'w');
    const devNull = openSync('/dev/null', 'w');
    expect(isTerminal(file)).toBe(false);
    expect(isTerminal(devNull)).toBe(false);
    expect(isTerminal(12345)).toBe(false);
    closeSync(file);
    closeSync(devNull);
  });
});
