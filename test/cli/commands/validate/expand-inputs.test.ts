import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { expandInputs } from '../../../../src/cli/commands/validate/expand-inputs.js';
import { payloadTree, repoRoot, tempDir } from '../../run-cli.js';

const temp = tempDir();
afterAll(() => temp.remove());

describe('expandInputs', () => {
  it('keeps files as given, reads - once, drops repeats, expands directories and globs', async () => {
    const expanded = await expandInputs(
      [
        'test/fixtures/cli/valid.json',
        '-',
        './test/fixtures/cli/valid.json',
        'test/fixtures/cli/dir',
        '-',
        'test/fixtures/cli/dir/*.json',
        'missing.json',
      ],
      repoRoot,
      'stdin.json',
    );
    expect(expanded).toEqual({
      inputs: [
        { kind: 'file', name: 'test/fixtures/cli/valid.json' },
        { kind: 'stdin', name: 'stdin.json' },
        { kind: 'file', name: 'test/fixtures/cli/dir/a.json' },
        { kind: 'file', name: 'test/fixtures/cli/dir/nested/b.json' },
        { kind: 'file', name: 'missing.json' },
      ],
      errors: [],
    });
  });

  it('checks a file once however many names reach it: symbolic links and a link loop', async () => {
    const dir = join(temp.dir, 'links');
    mkdirSync(dir);
    writeFileSync(join(dir, 'a.json'), '{}');
    symlinkSync('a.json', join(dir, 'alias.json'));
    symlinkSync('.', join(dir, 'loop'));
    const expanded = await expandInputs([dir, join(dir, 'alias.json'), join(dir, 'loop/loop/a.json')], temp.dir, '-');
    expect(expanded.errors).toEqual([]);
    expect(expanded.inputs).toEqual([{ kind: 'file', name: join(dir, 'a.json') }]);
  });

  it('skips node_modules and .git in directories and globs', async () => {
    payloadTree(temp.dir);
    const names = async (operand: string): Promise<string[]> =>
      (await expandInputs([operand], temp.dir, '-')).inputs.map((i) => i.name);
    expect(await names('tree')).toEqual(['tree/a.json', 'tree/nested/b.json']);
    expect(await names('tree/**/*.json')).toEqual(['tree/a.json', 'tree/nested/b.json']);
    expect(await names('tree/node_modules/pkg/skipped.json')).toEqual(['tree/node_modules/pkg/skipped.json']);
  });

  it('keeps, as a file, an operand that stat refuses with other than ENOENT (ENOTDIR, ENAMETOOLONG)', async () => {
    const operands = [
      'test/fixtures/cli/valid.json/x.json',
      `${'n'.repeat(5000)}.json`,
      'test/fixtures/cli/valid.json',
    ];
    expect(await expandInputs(operands, repoRoot, '-')).toEqual({
      inputs: operands.map((name) => ({ kind: 'file', name })),
      errors: [],
    });
  });

  it('rejects an empty name, which would otherwise mean the working directory', async () => {
    expect((await expandInputs([''], repoRoot, '-')).errors).toEqual(['an empty file name was given']);
  });

  it('reports a pattern that matches nothing', async () => {
    expect((await expandInputs(['nothing/**/*.json'], repoRoot, '-')).errors).toEqual([
      'no files match the pattern "nothing/**/*.json"',
    ]);
  });
});
