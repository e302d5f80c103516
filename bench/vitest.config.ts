import { defineConfig } from 'vitest/config';

// The benchmark data generator's own test, over the server's test databases (a migrated template
// per run, a fresh clone per file: apps/server/src/test).
export default defineConfig({
  test: {
    include: ['*.test.ts'],
    globalSetup: ['../apps/server/src/test/global-setup.ts'],
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
