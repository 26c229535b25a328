import { describe, expect, it } from 'vitest';
import { printable, printableLines, safeJson } from '../src/safe-text.js';

/** Every character the policy calls unsafe, one of each. */
const unsafe = [
  ...Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(i)),
  ...Array.from({ length: 0x21 }, (_, i) => String.fromCharCode(0x7f + i)),
  '\u2028',
  '\u2029',
  '\u202a',
  '\u202e',
  '\u2066',
  '\u2069',
];

describe('the escaping policy', () => {
  it('shows every unsafe character as \\uXXXX and leaves other text alone', () => {
    for (const c of unsafe) expect(printable(`a${c}b`)).toBe(`a\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}b`);
    expect(printable('a\u001b[31mb\u009b2J\r\n\t')).toBe('a\\u001b[31mb\\u009b2J\\u000d\\u000a\\u0009');
    const plain = 'plain/name.json: é क 😀 \u200d ~ % , :';
    expect(printable(plain)).toBe(plain);
  });

  it('never lets a text start a workflow command, in either syntax', () => {
    expect(printable('::error::pwned')).toBe('\\u003a:error::pwned');
    expect(printable('##[error]pwned')).toBe('\\u0023#[error]pwned');
    expect(printable('a ::error::b')).toBe('a ::error::b');
    expect(printable('\n::add-mask::x')).toBe('\\u000a::add-mask::x');
  });

  it('keeps the line feeds of several lines, each line printable', () => {
    expect(printableLines('Error: x\u001b[2J\n    at f (y\u009b.js)\n::error::z')).toBe(
      'Error: x\\u001b[2J\n    at f (y\\u009b.js)\n\\u003a:error::z',
    );
  });

  it('escapes in JSON text what JSON.stringify leaves raw, without changing what it parses to', () => {
    const value = { [`k${unsafe.join('')}`]: unsafe.join(''), plain: 'é 😀' };
    const json = safeJson(JSON.stringify(value));
    expect(JSON.parse(json)).toEqual(value);
    for (const c of unsafe) expect(json).not.toContain(c);
    expect(json).toContain('é 😀');
  });
});
