import { describe, expect, it } from 'vitest';
import { bomDiagnostic, invalidUtf8Diagnostic, readProblem } from '../../../src/cli/input/input-problems.js';

describe('input problems', () => {
  it('names the first bad byte of invalid UTF-8 and its line and column', () => {
    const d = invalidUtf8Diagnostic(
      Buffer.concat([Buffer.from('{\n  "क": "'), Buffer.from([0xc0, 0xaf]), Buffer.from('"}')]),
    );
    expect(d).toMatchObject({
      code: 'input/invalid-utf8',
      severity: 'error',
      source: 'input',
      line: 2,
      column: 9,
      params: { byteOffset: 12 },
    });
    expect(d.message).toContain('byte 0xc0 at byte offset 12');
  });

  it('recognises UTF-16', () => {
    expect(invalidUtf8Diagnostic(Buffer.from('\ufeff{}', 'utf16le')).message).toContain('looks like UTF-16');
  });

  it('says why a file could not be read, and what to do', () => {
    expect(
      readProblem({ ok: false, problem: 'unreadable', error: Object.assign(new Error('x'), { code: 'EACCES' }) }),
    ).toMatchObject({
      code: 'file/unreadable',
      message: 'cannot read the file: permission denied (EACCES); check the path and its permissions',
    });
    expect(readProblem({ ok: false, problem: 'too-large', size: 12 * 1048576, atLeast: false }).message).toMatch(
      /^the input is 12.0 MiB, over the limit of 10.0 MiB/,
    );
  });

  it('puts a BOM at 1:1', () => {
    expect(bomDiagnostic()).toMatchObject({ code: 'input/bom', line: 1, column: 1 });
  });
});
