import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDocument } from '../../../src/cli/document/check-document.js';
import { locateDocument } from '../../../src/cli/document/locate-document.js';
import { requestIdRegistry } from '../../../src/cli/commands/validate/request-ids.js';
import { fixtures } from '../run-cli.js';

const valid = readFileSync(join(fixtures, 'valid.json'), 'utf8');
const locateText = (text: string, seen = requestIdRegistry(), input = 'x.json') => {
  const check = checkDocument(text, false, seen, input);
  return check === undefined ? [] : locateDocument(check);
};

describe("locateDocument (the command line's slow path)", () => {
  it('locates the repeated requestId warning at /requestId', () => {
    const seen = requestIdRegistry();
    locateText(valid, seen, 'first.json');
    expect(locateText(valid, seen, 'second.json').map((d) => [d.code, d.line, d.column, d.params])).toEqual([
      ['unique-request-id', 3, 16, { requestId: 'req-valid-0001', alsoIn: 'first.json' }],
    ]);
  });

  it("locates the text's own findings beside it", () => {
    const seen = requestIdRegistry();
    locateText(valid, seen, 'first.json');
    const repeated = valid.replace('"version": "1",', '"version": "1",\n  "version": "1",');
    expect(locateText(repeated, seen, 'second.json').map((d) => d.code)).toEqual([
      'json/duplicate-key',
      'unique-request-id',
    ]);
  });
});
