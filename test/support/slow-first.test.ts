import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestSpecification, Vitest } from 'vitest/node';
import { describe, expect, it } from 'vitest';
import { rootDir } from './examples.js';
import { SlowFirstSequencer, slowFiles } from './slow-first.js';

const root = '/repo';

/** What BaseSequencer reads of a file: its project (name, isolation, group) and its path. */
function spec(path: string, isolate = false): TestSpecification {
  const config = { root, isolate, sequence: { groupOrder: 0 } };
  return { moduleId: `${root}/${path}`, project: { name: isolate ? 'isolated' : 'shared', config } } as never;
}

/** A run without durations of a previous one (a fresh clone): vitest orders by file size. */
const freshRun = {
  config: { root },
  cache: {
    getFileTestResults: () => undefined,
    getFileStats: (key: string) => ({ size: key.length }),
  },
} as unknown as Vitest;

const order = async (files: TestSpecification[]): Promise<string[]> =>
  (await new SlowFirstSequencer(freshRun).sort(files)).map((f) => f.moduleId.slice(root.length + 1));

describe('SlowFirstSequencer', () => {
  it('starts the slow files first, in their listed order, and the isolated ones last', async () => {
    const [slowest, second] = slowFiles as [string, string];
    const files = [
      spec('test/a-much-longer-name-than-any.test.ts'),
      spec('test/client/redact.test.ts', true),
      spec(second),
      spec('test/b.test.ts'),
      spec(slowest),
    ];
    expect(await order(files)).toEqual([
      slowest,
      second,
      'test/a-much-longer-name-than-any.test.ts',
      'test/b.test.ts',
      'test/client/redact.test.ts',
    ]);
  });

  it("keeps vitest's own order for the rest (largest first here)", async () => {
    const files = [spec('test/b.test.ts'), spec('test/a-longer-name.test.ts')];
    expect(await order(files)).toEqual(['test/a-longer-name.test.ts', 'test/b.test.ts']);
  });

  it('lists test files that exist (a file moved or split must be listed again, or it starts late)', () => {
    expect(slowFiles.filter((file) => !file.endsWith('.test.ts') || !existsSync(join(rootDir, file)))).toEqual([]);
  });
});
