import { describe, expect, it } from 'vitest';
import { BlockBuilder } from '../../../../src/cli/commands/validate/block-builder.js';

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);
const text = (block: Uint8Array): string => new TextDecoder().decode(block);

describe('BlockBuilder', () => {
  it('gathers chunks into blocks that each own their buffer from byte 0', () => {
    const builder = new BlockBuilder();
    builder.append(bytes('a\nb'));
    builder.append(bytes('c\n'));
    const block = builder.take();
    expect(text(block)).toBe('a\nbc\n');
    expect(block.byteOffset).toBe(0);
    builder.append(bytes('d\n'));
    const next = builder.take();
    expect(next.buffer).not.toBe(block.buffer);
    expect(text(block)).toBe('a\nbc\n'); // untouched by the next block
  });

  it('grows past its buffer for a long line, and forgets on clear', () => {
    const builder = new BlockBuilder();
    const long = new Uint8Array(5 << 20).fill(0x61);
    builder.append(long);
    builder.append(bytes('\n'));
    expect(builder.length).toBe((5 << 20) + 1);
    builder.clear();
    expect(builder.length).toBe(0);
    builder.append(bytes('x\n'));
    expect(text(builder.take())).toBe('x\n');
  });

  it('reuses the buffer of a merged block for a later one', () => {
    const builder = new BlockBuilder();
    builder.append(bytes('a\n'));
    const first = builder.take(); // the builder now gathers into a second buffer
    builder.recycle(first);
    builder.append(bytes('b\n'));
    builder.take();
    builder.append(bytes('c\n'));
    expect(builder.take().buffer).toBe(first.buffer);
  });
});
