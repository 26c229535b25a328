/** The classification table is documented in the generated field reference, row by row. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { changeCodes, changeKinds } from '../../../src/notice/diff/change-kinds.js';
import { rootDir } from '../../support/examples.js';

describe('change kinds in the reference', () => {
  it('lists every kind with its impact and inverse', () => {
    const reference = readFileSync(`${rootDir}generated/docs/reference.md`, 'utf8');
    for (const code of changeCodes) {
      const { impact, inverse } = changeKinds[code];
      expect(reference, code).toMatch(
        new RegExp(`^\\| \`${code}\` \\| \`${impact}\` \\| .* \\| \`${inverse}\` \\|$`, 'm'),
      );
    }
  });
});
