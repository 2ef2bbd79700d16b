import { defineConfig } from 'vitest/config';

/** End-to-end journeys: Debian's Chromium against the built app on a fresh embedded database. */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    pool: 'forks',
    // Two journey files at a time, each worker with a server of its own (global-setup.ts): several
    // journeys check the safe's balance before and after their own steps, so two files never
    // share a server at once. A journey mostly waits on the browser and the server (six of
    // them took about 6 s of CPU each, seconds more of waiting), so two fit on two cores; the
    // second server's first start costs about 25 s of CPU, once.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
