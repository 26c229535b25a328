import type { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import {
  type BlockPool,
  closeIdlePools,
  releasePool,
  takePool,
} from '../../../../src/cli/commands/validate/ndjson-pool.js';

const block = (): Uint8Array => new TextEncoder().encode('{"requestId": "a"}\n');
const workersOf = (pool: BlockPool) => (pool as unknown as { workers: Worker[] }).workers;
const lines = async (pool: BlockPool): Promise<number> => (await pool.check(block(), false, 10)).result.lines;

// The idle pools are this module's own state; each test starts from none and leaves none (each
// worker started costs a fraction of a second of CPU, so the tests start as few as they can).
describe('BlockPool, takePool and releasePool', () => {
  it('start workers with a fixed small young generation, so that their heaps stay flat in a long run', async () => {
    await closeIdlePools();
    const pool = takePool(1);
    try {
      expect(await lines(pool)).toBe(1);
      const [worker] = workersOf(pool) as Array<Worker & { resourceLimits?: Record<string, number> }>;
      expect(worker!.resourceLimits?.maxYoungGenerationSizeMb).toBe(6);
    } finally {
      await pool.close();
    }
  });

  it('hand the next check of the same size the idle pool, its workers started once; one idle pool per size', async () => {
    try {
      const pool = takePool(1);
      const [worker] = workersOf(pool);
      await releasePool(pool);
      expect(pool.usable).toBe(true);
      const again = takePool(1);
      expect(again).toBe(pool);
      expect(workersOf(again)[0]).toBe(worker);
      expect(await lines(again)).toBe(1);
      // None is idle while it is taken: another check of that size gets a pool of its own.
      const second = takePool(1);
      expect(second).not.toBe(pool);
      await releasePool(again);
      // A second idle pool of the same size replaces the first, which stops.
      await releasePool(second);
      expect(pool.usable).toBe(false);
      expect(second.usable).toBe(true);
      const other = takePool(2);
      expect(other).not.toBe(second);
      expect(workersOf(other)).toHaveLength(2);
      await releasePool(other);
      expect(takePool(1)).toBe(second);
      expect(takePool(2)).toBe(other);
      await Promise.all([second.close(), other.close()]);
    } finally {
      await closeIdlePools();
    }
  });

  it('close a pool whose worker died (in use or idle), or that holds blocks, instead of keeping it', async () => {
    try {
      const failed = takePool(1);
      await workersOf(failed)[0]!.terminate();
      await expect(failed.check(block(), false, 10)).rejects.toThrow(/worker thread stopped/);
      await releasePool(failed);
      expect(failed.usable).toBe(false);
      const fresh = takePool(1);
      expect(fresh).not.toBe(failed);
      expect(await lines(fresh)).toBe(1);

      // A worker that dies while its pool is idle: the next check gets a new pool.
      await releasePool(fresh);
      await workersOf(fresh)[0]!.terminate();
      expect(fresh.usable).toBe(false);
      const next = takePool(1);
      expect(next).not.toBe(fresh);
      expect(await lines(next)).toBe(1);

      const checking = next.check(block(), false, 10).catch((error: unknown) => error);
      await releasePool(next);
      expect(next.usable).toBe(false);
      expect(String(await checking)).toMatch(/worker threads were stopped/);
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
    const kept = takePool(1);
    expect(kept).not.toBe(pool);
    await releasePool(kept);
    await closeIdlePools();
    expect(kept.usable).toBe(false);
  });
});
