import { describe, expect, it } from 'vitest';
import { decodeLines } from '../../../../src/cli/commands/validate/decode-lines.js';

const decode = (block: Uint8Array): Array<string | number[]> => {
  const out: Array<string | number[]> = [];
  decodeLines(
    block,
    (text) => out.push(text),
    (bytes) => out.push([...bytes]),
  );
  return out;
};

describe('decodeLines', () => {
  it('gives each line of valid UTF-8 as TextDecoder reads it: ASCII, Latin-1, Hindi, astral, BOM', () => {
    const lines = ['{"a":1}', 'café', 'हिन्दी', 'a😀b', '\ufeff{}', '', 'x\r'];
    const block = new TextEncoder().encode(`${lines.join('\n')}\n`);
    expect(decode(block)).toEqual(lines);
  });

  it('reads a view at an offset of a larger buffer', () => {
    const bytes = new TextEncoder().encode('skip\nहि\nएक\n');
    expect(decode(bytes.subarray(5))).toEqual(['हि', 'एक']);
  });

  it('hands over the bytes of each line that is not UTF-8, and decodes the others', () => {
    const block = Uint8Array.from([
      ...new TextEncoder().encode('ok\n'),
      0xff,
      0x41,
      0x0a,
      0xed,
      0xa0,
      0x80,
      0x0a,
      0x68,
      0x0a,
    ]);
    expect(decode(block)).toEqual(['ok', [0xff, 0x41], [0xed, 0xa0, 0x80], 'h']);
  });
});
