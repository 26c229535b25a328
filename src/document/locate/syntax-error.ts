/** A json/syntax diagnostic for text that JSON.parse rejected, located by jsonc-parser. */
import { parseTree, printParseErrorCode, type ParseError } from 'jsonc-parser';
import { textCodes } from '../codes.js';
import { LineIndex } from '../../json-text/line-index.js';
import type { LocatedDiagnostic } from '../located.js';

const explanations: Readonly<Record<string, string>> = {
  InvalidSymbol:
    'unexpected character; JSON allows only objects, arrays, double-quoted strings, numbers, true, false and null',
  InvalidNumberFormat: 'invalid number',
  PropertyNameExpected: 'a property name in double quotes is expected (JSON allows no trailing commas)',
  ValueExpected: 'a value is expected',
  ColonExpected: 'a colon is expected after the property name',
  CommaExpected: 'a comma is expected',
  CloseBraceExpected: 'a closing brace } is expected',
  CloseBracketExpected: 'a closing bracket ] is expected',
  EndOfFileExpected: 'the JSON value should end here; remove what follows',
  InvalidCommentToken: 'comments are not allowed in JSON',
  UnexpectedEndOfComment: 'comments are not allowed in JSON',
  UnexpectedEndOfString: 'the string is not closed (a line break inside a string must be written \\n)',
  UnexpectedEndOfNumber: 'the number is incomplete',
  InvalidUnicode: 'invalid \\u escape: it needs four hexadecimal digits',
  InvalidEscapeCharacter: 'invalid escape; JSON allows \\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX',
  InvalidCharacter: 'control character in a string; write it as an escape such as \\t or \\n',
};

/** V8 names the offset in most of its messages; used only when jsonc-parser finds nothing. */
const v8Position = /at position (\d+)/;

/** The offset of a comma that directly precedes the closing bracket at `offset` (whitespace aside), or -1. */
function trailingCommaBefore(text: string, offset: number): number {
  if (text[offset] !== '}' && text[offset] !== ']') return -1;
  let i = offset - 1;
  while (i >= 0 && (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r')) i--;
  return text[i] === ',' ? i : -1;
}

/** The diagnostic for text that is not JSON. `parseMessage` is JSON.parse's error message. */
export function syntaxDiagnostic(text: string, parseMessage: string): LocatedDiagnostic {
  const errors: ParseError[] = [];
  parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const first = errors[0];
  // A trailing comma is reported at the comma, where the fix is, not at the bracket after it.
  const comma = first ? trailingCommaBefore(text, first.offset) : -1;
  const offset = comma >= 0 ? comma : first ? first.offset : Number(v8Position.exec(parseMessage)?.[1] ?? 0);
  const length = comma >= 0 ? 1 : first ? first.length : 1;
  const lines = new LineIndex(text);
  const start = lines.position(offset);
  const end = lines.position(offset + Math.max(length, 1));
  const what =
    text.trim() === ''
      ? 'the file is empty'
      : comma >= 0
        ? `a trailing comma before ${text[first!.offset]}; JSON allows none, so remove this comma`
        : first
          ? (explanations[printParseErrorCode(first.error)] ?? parseMessage)
          : parseMessage;
  return {
    code: textCodes.syntax.id,
    severity: 'error',
    pointer: '',
    message: `not valid JSON: ${what}`,
    source: 'input',
    params: first ? { error: printParseErrorCode(first.error), offset } : { offset },
    line: start.line,
    column: start.column,
    endLine: end.line,
    endColumn: end.column,
  };
}
