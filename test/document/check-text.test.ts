import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkText, hasFindings } from '../../src/document/check-text.js';
import { validateConsentRequest, validateTokenResponse } from '../../src/validate/contracts.js';
import { fixtures } from '../cli/run-cli.js';

const valid = readFileSync(join(fixtures, 'valid.json'), 'utf8');
const check = (text: string) => checkText(text, validateConsentRequest, false, 'request');

describe('checkText (the fast path: detect only)', () => {
  it('finds nothing in a valid payload, so nothing is located', () => {
    expect(hasFindings(check(valid))).toBe(false);
  });

  it('flags what the slow path must describe, each on its own', () => {
    expect(check('{"a":')).toMatchObject({ syntaxError: expect.any(String), tooDeep: false, diagnostics: [] });
    expect(check(`${'['.repeat(100)}${']'.repeat(100)}`)).toMatchObject({ syntaxError: undefined, tooDeep: true });
    const repeated = check(valid.replace('"version": "1",', '"version": "1", "version": "1",'));
    expect(repeated).toMatchObject({ maybeDuplicateKeys: true, diagnostics: [] });
    expect(hasFindings(repeated)).toBe(true);
    expect(check(valid.replace('req-valid-0001', 'req-\\ud800'))).toMatchObject({ maybeLoneSurrogate: true });
  });

  it('runs the validator it is given, strict or not, and keeps the value and kind', () => {
    const token = '{"token": "t", "tokenType": "Bearer", "expiresInSeconds": 900}';
    expect(checkText(token, validateTokenResponse, true, 'token')).toMatchObject({
      value: JSON.parse(token),
      kind: 'token',
      diagnostics: [],
    });
    const warning = valid.replace('"version": "1"', '"version": "2"');
    expect(check(warning).diagnostics.map((d) => d.code)).toEqual(['known-version']);
  });
});
