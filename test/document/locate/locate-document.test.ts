import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkText } from '../../../src/document/check-text.js';
import { locateText } from '../../../src/document/locate/locate-document.js';
import { validateConsentRequest } from '../../../src/validate/contracts.js';
import { fixtures } from '../../cli/run-cli.js';

const valid = readFileSync(join(fixtures, 'valid.json'), 'utf8');
const check = (text: string) => checkText(text, validateConsentRequest, false, 'request');
const summary = (text: string) => locateText(check(text)).map((d) => [d.code, d.pointer, d.line, d.column]);

describe('locateText (the slow path: describe and locate)', () => {
  it('describes a syntax error at its position', () => {
    expect(summary('{\n  "a": 1,\n}')).toEqual([['json/syntax', '', 2, 9]]);
  });

  it('says too deep, never recursing into deep text, parsed or not', () => {
    const open = '['.repeat(200_000);
    expect(summary(open)).toEqual([['input/too-deep', '', 1, 65]]);
    expect(summary(`${open}${']'.repeat(200_000)}`)).toEqual([['input/too-deep', '', 1, 65]]);
  });

  it('finds the exact duplicate keys when the scan suspects some, and none when it was a false alarm', () => {
    expect(summary(valid.replace('"version": "1",', '"version": "1",\n  "version": "1",'))).toEqual([
      ['json/duplicate-key', '/version', 3, 3],
    ]);
    const quoted = JSON.parse(valid) as { service: { name: string } };
    quoted.service.name = 'say "x": y';
    const text = JSON.stringify(quoted);
    expect(check(text).maybeDuplicateKeys).toBe(true);
    expect(summary(text)).toEqual([]);
  });

  it('reports a lone surrogate once, at its escape', () => {
    expect(summary('{"a":"\\ud800"}').filter((d) => d[0] === 'input/lone-surrogate')).toEqual([
      ['input/lone-surrogate', '', 1, 7],
    ]);
  });

  it('places the extra diagnostics it is given by pointer, with the rest', () => {
    const extra = { code: 'x', severity: 'warning', pointer: '/requestId', message: 'm', source: 'rule' } as const;
    expect(locateText(check(valid), [extra]).map((d) => [d.code, d.line, d.column])).toEqual([['x', 3, 16]]);
  });

  it('explains a document of another kind in one diagnostic', () => {
    expect(summary('{"name": "x", "version": "1.0.0", "scripts": {}}')).toEqual([['input/wrong-document', '', 1, 1]]);
  });
});
