import { describe, expect, it } from 'vitest';
import { BlockPool, closeIdlePools, releasePool, takePool } from '../../../../src/cli/commands/validate/ndjson-pool.js';

const block = (): Uint8Array => new TextEncoder().encode('{"requestId": "a"}\n');
const workersOf = (pool: BlockPool) => (pool as unknown as { workers: import('node:worker_threads').Worker[] }).workers;

describe('BlockPool', () => {
  it('starts workers with a fixed small young generation, so that their heaps stay flat in a long run', async () => {
    const pool = new BlockPool(1);
    try {
      const { result } = await pool.check(block(), false, 10);
      expect(result.lines).toBe(1);
      const [worker] = workersOf(pool) as Array<{ resourceLimits?: Record<string, number> }>;
      expect(worker!.resourceLimits?.maxYoungGenerationSizeMb).toBe(6);
    } finally {
      await pool.close();
    }
  });
});

// The idle pools are this module's own state: each test leaves none behind.
describe('takePool and releasePool', () => {
  it('hand the next check of the same size the idle pool, its workers started once', async () => {
    try {
      const pool = takePool(1);
      await pool.check(block(), false, 10);
      const [worker] = workersOf(pool);
      await releasePool(pool);
      expect(pool.usable).toBe(true);
      const again = takePool(1);
      expect(again).toBe(pool);
      expect(workersOf(again)[0]).toBe(worker);
      expect((await again.check(block(), false, 10)).result.lines).toBe(1);
      // Another size is another pool; the one of size 1 is taken, so none is idle.
      const other = takePool(2);
      expect(other).not.toBe(pool);
      expect(workersOf(other)).toHaveLength(2);
      await other.close();
      expect(takePool(1)).not.toBe(pool);
      await again.close();
    } finally {
      await closeIdlePools();
    }
  });

  it('close a pool whose worker died, or that holds blocks, instead of keeping it', async () => {
    try {
      const failed = takePool(1);
      await workersOf(failed)[0]!.terminate();
      await expect(failed.check(block(), false, 10)).rejects.toThrow(/worker thread stopped/);
      await releasePool(failed);
      expect(failed.usable).toBe(false);
      const fresh = takePool(1);
      expect(fresh).not.toBe(failed);
      expect((await fresh.check(block(), false, 10)).result.lines).toBe(1);

      const checking = fresh.check(block(), false, 10).catch((error: unknown) => error);
      await releasePool(fresh);
      expect(fresh.usable).toBe(false);
      expect(String(await checking)).toMatch(/worker threads were stopped/);
      expect(takePool(1)).not.toBe(fresh);
    } finally {
      await closeIdlePools();
    }
  });

  it('stop an idle pool after its idle time, and every idle pool on closeIdlePools', async () => {
    const pool = takePool(1);
    await releasePool(pool, 0);
    // The idle timer was set first, so it has fired when this one does.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(pool.usable).toBe(false);
    expect(takePool(1)).not.toBe(pool);

    const kept = takePool(3);
    await releasePool(kept);
    await closeIdlePools();
    expect(kept.usable).toBe(false);
    expect(takePool(3)).not.toBe(kept);
    await closeIdlePools();
  });
});
