import { defineConfig } from 'vitest/config';

/** End-to-end journeys: Debian's Chromium against the built app on a fresh PGlite. */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
