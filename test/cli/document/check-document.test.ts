import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDocument } from '../../../src/cli/document/check-document.js';
import { requestIdRegistry } from '../../../src/cli/commands/validate/request-ids.js';
import { fixtures } from '../run-cli.js';

const valid = readFileSync(join(fixtures, 'valid.json'), 'utf8');
const check = (text: string) => checkDocument(text, false, requestIdRegistry(), 'x.json');

describe('checkDocument (the cold path: detect only)', () => {
  it('returns undefined for a valid payload: nothing to locate', () => {
    expect(check(valid)).toBeUndefined();
  });

  it('flags what the slow path must describe', () => {
    expect(check('{"a":')).toMatchObject({ syntaxError: expect.any(String), diagnostics: [] });
    expect(check(`${'['.repeat(100)}${']'.repeat(100)}`)).toMatchObject({ tooDeep: true });
    expect(check(valid.replace('"version": "1",', '"version": "1", "version": "1",'))).toMatchObject({
      maybeDuplicateKeys: true,
    });
    expect(check(valid.replace('req-valid-0001', 'req-\\ud800'))).toMatchObject({ maybeLoneSurrogate: true });
  });

  it('carries the validator diagnostics, strict or not', () => {
    const warning = valid.replace('"version": "1"', '"version": "2"');
    expect(checkDocument(warning, false, requestIdRegistry(), 'x.json')?.diagnostics.map((d) => d.code)).toEqual([
      'known-version',
    ]);
  });

  it('flags a requestId already seen in another input, with where', () => {
    const seen = requestIdRegistry();
    expect(checkDocument(valid, false, seen, 'one.json')).toBeUndefined();
    expect(checkDocument(valid, false, seen, 'two.json')?.repeatedRequestId).toEqual({
      requestId: 'req-valid-0001',
      where: 'one.json',
      severity: 'warning',
    });
  });
});
