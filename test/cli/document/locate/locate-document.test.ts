import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDocument } from '../../../../src/cli/document/check-document.js';
import { locateDocument } from '../../../../src/cli/document/locate/locate-document.js';
import { requestIdRegistry } from '../../../../src/cli/commands/validate/request-ids.js';
import { fixtures } from '../../run-cli.js';

const valid = readFileSync(join(fixtures, 'valid.json'), 'utf8');
const locateText = (text: string, seen = requestIdRegistry(), input = 'x.json') => {
  const check = checkDocument(text, false, seen, input);
  return check === undefined ? [] : locateDocument(check);
};
const summary = (text: string) => locateText(text).map((d) => [d.code, d.pointer, d.line, d.column]);

describe('locateDocument (the slow path: describe and locate)', () => {
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
    expect(checkDocument(text, false, requestIdRegistry(), 'x.json')?.maybeDuplicateKeys).toBe(true);
    expect(summary(text)).toEqual([]);
  });

  it('reports a lone surrogate once, at its escape', () => {
    expect(summary('{"a":"\\ud800"}').filter((d) => d[0] === 'input/lone-surrogate')).toEqual([
      ['input/lone-surrogate', '', 1, 7],
    ]);
  });

  it('locates the repeated requestId warning at /requestId', () => {
    const seen = requestIdRegistry();
    locateText(valid, seen, 'first.json');
    expect(locateText(valid, seen, 'second.json').map((d) => [d.code, d.line, d.column, d.params])).toEqual([
      ['unique-request-id', 3, 16, { requestId: 'req-valid-0001', alsoIn: 'first.json' }],
    ]);
  });
});
