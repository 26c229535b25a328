import { describe, expect, it } from 'vitest';
import { BlockPool } from '../../../../src/cli/commands/validate/ndjson-pool.js';

describe('BlockPool', () => {
  it('starts workers with a fixed small young generation, so that their heaps stay flat in a long run', async () => {
    const pool = new BlockPool(1);
    try {
      const block = new TextEncoder().encode('{"requestId": "a"}\n');
      const { result } = await pool.check(block, false, 10);
      expect(result.lines).toBe(1);
      const [worker] = (pool as unknown as { workers: Array<{ resourceLimits?: Record<string, number> }> }).workers;
      expect(worker!.resourceLimits?.maxYoungGenerationSizeMb).toBe(6);
    } finally {
      await pool.close();
    }
  });
});
