import { describe, expect, it } from 'vitest';
import { maxInputBytes } from '../../src/document/limits.js';
import { bomDiagnostic, tooLargeDiagnostic } from '../../src/document/text-problems.js';

describe('text problems', () => {
  it('says how large, over which limit, and ends with the advice it is given', () => {
    const d = tooLargeDiagnostic(3 * 1024 * 1024 * 5, true, ' (use --ndjson)');
    expect(d).toMatchObject({ code: 'input/too-large', params: { size: 15728640, limit: maxInputBytes } });
    expect(d.message).toBe(
      'the input is over 15.0 MiB, over the limit of 10.0 MiB; a consent request is a few kilobytes, so check that this is the right file (use --ndjson)',
    );
    expect(tooLargeDiagnostic(maxInputBytes + 1, false).message).toMatch(/right file$/);
  });

  it('places a BOM at the start', () => {
    expect(bomDiagnostic()).toMatchObject({ code: 'input/bom', line: 1, column: 1, endLine: 1, endColumn: 1 });
  });
});
