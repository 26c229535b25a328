import { describe, expect, it } from 'vitest';
import { printableMessage, printableName } from '../../../src/cli/formatters/printable.js';

describe('printable text', () => {
  it('shows every C0, DEL and C1 control of a name as \\xNN, leaving other text alone', () => {
    expect(printableName('a\u001b[31mb\u0007\u0000\t\n\r\u007f\u009bc é क 😀')).toBe('a\\x1b[31mb\\x07\\x00\\x09\\x0a\\x0d\\x7f\\x9bc é क 😀');
    expect(printableName('plain/name.json')).toBe('plain/name.json');
  });

  it('keeps TAB, LF and CR in a message, which only lay it out', () => {
    expect(printableMessage('a\tb\r\nc\u001b]0;title\u0007')).toBe('a\tb\r\nc\\x1b]0;title\\x07');
  });
});
