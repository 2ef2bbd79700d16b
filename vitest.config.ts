import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    globalSetup: ['src/server/testing/global-setup.ts'],
    pool: 'forks',
    // Two cores: two test files at a time, each with its own databases.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
