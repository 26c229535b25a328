import { describe, expect, it } from 'vitest';
import { checkBlock } from '../../../../src/cli/commands/validate/ndjson-block.js';
import { requestIdKey, requestIdKeyBytes } from '../../../../src/cli/commands/validate/request-ids.js';

describe('checkBlock', () => {
  it('hands back every requestId key with its line, in its own arrays or in the room after the text', () => {
    const ids = ['a', `long-${'x'.repeat(200)}`, 'b'];
    const text = `{"requestId": "${ids[0]}"}\n\n{"requestId": "${ids[1]}"}\n{"requestId": 7}\n{"requestId": "${ids[2]}"}\n`;
    const encoded = new TextEncoder().encode(text);
    const roomy = new Uint8Array(encoded.length + 1000);
    roomy.set(encoded);
    const expectKeys = ({ lines, keys, keyLines }: ReturnType<typeof checkBlock>): void => {
      expect(lines).toBe(5);
      expect([...keyLines]).toEqual([1, 3, 5]);
      ids.forEach((id, i) => {
        expect(keys.subarray(i * requestIdKeyBytes, (i + 1) * requestIdKeyBytes)).toEqual(requestIdKey(id));
      });
    };
    // A block that owns its buffer gets its keys after its text: nothing allocated that outlives it.
    const inBlock = checkBlock(roomy.subarray(0, encoded.length), false, Infinity, undefined, undefined, true);
    expectKeys(inBlock);
    expect(inBlock.keys.buffer).toBe(roomy.buffer);
    expect(inBlock.keyLines.buffer).toBe(roomy.buffer);
    expect(roomy.subarray(0, encoded.length)).toEqual(encoded);
    // Without that promise, or without room, the keys have arrays of their own.
    const shared = checkBlock(roomy.subarray(0, encoded.length), false);
    expectKeys(shared);
    expect(shared.keys.buffer).not.toBe(roomy.buffer);
    const full = checkBlock(encoded, false, Infinity, undefined, undefined, true);
    expectKeys(full);
    expect(full.keys.buffer).not.toBe(encoded.buffer);
  });

  it('keeps every key of a block of the shortest lines that can hold one', () => {
    const count = 5000;
    const text = '{"requestId":""}\n'.repeat(count);
    const { keyLines } = checkBlock(new TextEncoder().encode(text), false, 0);
    expect(keyLines).toHaveLength(count);
  });
});
