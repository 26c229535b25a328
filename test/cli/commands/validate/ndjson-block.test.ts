import { describe, expect, it } from 'vitest';
import { checkBlock } from '../../../../src/cli/commands/validate/ndjson-block.js';
import { requestIdKey, requestIdKeyBytes } from '../../../../src/cli/commands/validate/request-ids.js';

describe('checkBlock', () => {
  it('hands back every requestId key with its line, in arrays sized once for the block and moved whole', () => {
    const ids = ['a', `long-${'x'.repeat(200)}`, 'b'];
    const text = `{"requestId": "${ids[0]}"}\n\n{"requestId": "${ids[1]}"}\n{"requestId": 7}\n{"requestId": "${ids[2]}"}\n`;
    const { lines, keys, keyLines } = checkBlock(new TextEncoder().encode(text), false);
    expect(lines).toBe(5);
    expect([...keyLines]).toEqual([1, 3, 5]);
    ids.forEach((id, i) => {
      expect(keys.subarray(i * requestIdKeyBytes, (i + 1) * requestIdKeyBytes)).toEqual(requestIdKey(id));
    });
    // Views of the arrays the block filled (one slot a line), not trimmed copies: a copy would
    // leave the original behind in a worker, memory its heap frees late.
    expect(keys.buffer.byteLength).toBe(lines * requestIdKeyBytes);
    expect(keyLines.buffer.byteLength).toBe(lines * 4);
  });

  it('keeps every key of a block of the shortest lines that can hold one', () => {
    const count = 5000;
    const text = '{"requestId":""}\n'.repeat(count);
    const { keyLines } = checkBlock(new TextEncoder().encode(text), false);
    expect(keyLines).toHaveLength(count);
  });
});
