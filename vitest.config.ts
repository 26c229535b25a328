import { defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { SlowFirstSequencer } from './test/support/slow-first.js';
import { memoryTempRoot } from './test/support/temp-root.js';

/**
 * Test files that need modules of their own: a module mocked for the file (vi.mock), or state
 * a module keeps once per process (the client's short-secret warning). Every other file shares
 * its worker's loaded modules with the files before it (isolate: false), which halves the suite's
 * CPU time: most of a file's cost was loading the same sources again.
 */
const isolated = ['test/sandbox/auth/basic-and-bearer.test.ts', 'test/client/redact.test.ts'];

// Temporary files on a memory file system (see test/support/temp-root.ts), unless TMPDIR says where.
// Set here, in vitest's own process, so that its workers and every process they start inherit it.
const tempRoot = process.env.TMPDIR ? undefined : memoryTempRoot();
if (tempRoot !== undefined) process.env.TMPDIR = tempRoot;

export default defineConfig({
  resolve: {
    // The examples import the package by its name, as users do; in tests that name means the
    // source, so they never run against a stale dist/.
    alias: [{ find: /^consent-contract$/, replacement: fileURLToPath(new URL('./src/index.ts', import.meta.url)) }],
  },
  test: {
    // Browser, packing and server tests start real processes; two cores are shared between them
    // and the other worker: a hang guard, not a speed check.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // One worker per core, not vitest's default of one fewer (a single worker on two cores): much of
    // a test's time is spent waiting for the processes it starts (npm, pre-commit, chromium, git).
    maxWorkers: Math.max(2, availableParallelism()),
    // The slowest files first, so that both workers finish together (see test/support/slow-first.ts).
    sequence: { sequencer: SlowFirstSequencer },
    // One fixed seed for every property test (test/support/fast-check-seed.ts).
    setupFiles: ['test/support/fast-check-setup.ts'],
    projects: [
      // Each project names its files (with `extends`, an include at the root would add to both).
      { extends: true, test: { name: 'shared', include: ['test/**/*.test.ts'], exclude: isolated, isolate: false } },
      { extends: true, test: { name: 'isolated', include: isolated } },
    ],
  },
});
