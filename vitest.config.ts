import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  resolve: {
    // The examples import the package by its name, as users do; in tests that name means the
    // source, so they never run against a stale dist/.
    alias: [{ find: /^consent-contract$/, replacement: fileURLToPath(new URL('./src/index.ts', import.meta.url)) }],
  },
  test: {
    include: ['test/**/*.test.ts'],
    // Browser, packing and server tests start real processes; two cores are shared between them.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
