import { defineConfig } from 'vitest/config';

/** End-to-end journeys: Debian's Chromium against the built app on a fresh embedded database. */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    pool: 'forks',
    // One file at a time: the journeys share one server, and several check the safe's balance
    // before and after their own steps (two files at once moved it under each other).
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
