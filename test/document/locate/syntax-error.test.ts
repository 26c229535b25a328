import { describe, expect, it } from 'vitest';
import { syntaxDiagnostic } from '../../../src/document/locate/syntax-error.js';

const diagnose = (text: string) => {
  let message = '';
  try {
    JSON.parse(text);
  } catch (error) {
    message = (error as Error).message;
  }
  const d = syntaxDiagnostic(text, message);
  return { line: d.line, column: d.column, message: d.message, code: d.code, source: d.source };
};

describe('syntaxDiagnostic', () => {
  it.each([
    [
      'a trailing comma: at the comma',
      '{\n  "a": 1,\n}',
      2,
      9,
      /^not valid JSON: a trailing comma before }; JSON allows none, so remove this comma$/,
    ],
    ['a trailing comma in an array', '[1, 2 , ]', 1, 7, /trailing comma before \]/],
    ['a comma with no property after it, not before a bracket', '{"a": 1, 2}', 1, 10, /property name/],
    ['a missing value', '{"a":}', 1, 6, /value is expected/],
    ['a comment', '// x\n{}', 1, 1, /comments/],
    ['single quotes', "{'a':1}", 1, 2, /unexpected character/],
    ['text after the value', '{}\n{}', 2, 1, /should end here/],
    ['a raw tab in a string', '{"a":"\t"}', 1, 6, /control character/],
    ['an unclosed string', '{"a":"b', 1, 6, /not closed/],
  ])('%s', (_name, text, line, column, message) => {
    const d = diagnose(text);
    expect(d).toMatchObject({ code: 'json/syntax', source: 'input', line, column });
    expect(d.message).toMatch(message);
  });

  it('says so for an empty file', () => {
    expect(diagnose('  \n').message).toBe('not valid JSON: the file is empty');
  });
});
