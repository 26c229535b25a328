import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageInfo } from '../../src/cli/package-info.js';
import { repoRoot } from './run-cli.js';

describe('packageInfo', () => {
  it('reads the name, version and homepage of this package', () => {
    const manifest = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { version: string };
    expect(packageInfo()).toEqual({
      name: 'consent-contract',
      version: manifest.version,
      homepage: 'https://github.com/consent-contract/consent-contract',
    });
  });
});
