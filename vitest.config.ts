import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Browser, packing and server tests start real processes; two cores are shared between them.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
