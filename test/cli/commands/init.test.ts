import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runInit } from '../../../src/cli/commands/init.js';
import { runValidate } from '../../../src/cli/commands/validate/run.js';
import { tempDir } from '../run-cli.js';
import { runCliInProcess } from '../run-in-process.js';

const temp = tempDir();
afterAll(() => temp.remove());

describe('consent-contract init', () => {
  it('writes a recommended configuration and a valid example, and prints the hook snippets', async () => {
    const dir = join(temp.dir, 'fresh');
    mkdirSync(join(dir, '.git'), { recursive: true });
    const run = await runCliInProcess([], { cwd: dir }, runInit);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('created  consent-contract.config.json');
    expect(run.stdout).toContain('created  consent/example.json');
    expect(run.stdout).toContain('id: consent-contract-validate');
    expect(run.stdout).toContain('"consent/**/*.json": "consent-contract validate"');
    expect(JSON.parse(readFileSync(join(dir, 'consent-contract.config.json'), 'utf8')).extends).toEqual([
      'recommended',
    ]);
    const validated = await runCliInProcess(['consent/'], { cwd: dir }, runValidate);
    expect(validated).toMatchObject({ code: 0, stderr: '' });
  });

  it('never overwrites a file that exists', async () => {
    const dir = join(temp.dir, 'existing');
    mkdirSync(join(dir, 'consent'), { recursive: true });
    writeFileSync(join(dir, 'consent-contract.config.mjs'), 'export default {};\n');
    writeFileSync(join(dir, 'consent/example.json'), 'mine');
    const run = await runCliInProcess([], { cwd: dir }, runInit);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('kept     consent-contract.config.mjs (it exists)');
    expect(run.stdout).toContain('kept     consent/example.json (it exists)');
    expect(readFileSync(join(dir, 'consent/example.json'), 'utf8')).toBe('mine');
  });

  it('exits 2 on an unexpected argument', async () => {
    expect((await runCliInProcess(['--force'], { cwd: temp.dir }, runInit)).code).toBe(2);
  });
});
