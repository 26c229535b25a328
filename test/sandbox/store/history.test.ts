import { describe, expect, it } from 'vitest';
import { createdEntryBytes, entryBytes } from '../../../src/sandbox/store/history.js';
import { isoTime } from '../../../src/sandbox/store/iso-time.js';

describe('createdEntryBytes', () => {
  it('is entryBytes of the created entry, for times of every width', () => {
    for (const ms of [0, Date.now(), -1, 253402300800000, 8.64e15, -8.64e15, -62198755200000]) {
      const at = isoTime(ms);
      expect(createdEntryBytes(at)).toBe(entryBytes({ event: 'created', status: 'pending', at }));
    }
  });
});
