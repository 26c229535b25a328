import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findConfigFile } from '../../../src/cli/config/find-config.js';
import { tempDir } from '../run-cli.js';

const temp = tempDir();
afterAll(() => temp.remove());

describe('findConfigFile', () => {
  const repo = join(temp.dir, 'repo');
  const deep = join(repo, 'services/a/consent');
  mkdirSync(join(repo, '.git'), { recursive: true });
  mkdirSync(deep, { recursive: true });
  // Outside the repository: must never be found from inside it.
  writeFileSync(join(temp.dir, 'consent-contract.config.json'), '{}');

  it('stops at the repository root', () => {
    expect(findConfigFile(deep)).toBeUndefined();
  });

  it('finds the nearest configuration upward, .json before .mjs before .js', () => {
    writeFileSync(join(repo, 'consent-contract.config.js'), 'export default {}');
    expect(findConfigFile(deep)).toBe(join(repo, 'consent-contract.config.js'));
    writeFileSync(join(repo, 'services/consent-contract.config.mjs'), 'export default {}');
    expect(findConfigFile(deep)).toBe(join(repo, 'services/consent-contract.config.mjs'));
    writeFileSync(join(repo, 'services/consent-contract.config.json'), '{}');
    expect(findConfigFile(deep)).toBe(join(repo, 'services/consent-contract.config.json'));
  });
});
