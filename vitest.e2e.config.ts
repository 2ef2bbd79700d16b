import { defineConfig } from 'vitest/config';

/** End-to-end journeys: Debian's Chromium against the built app on a fresh embedded database. */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    pool: 'forks',
    // One file at a time per worker. Several journeys check the safe's balance before and after
    // their own steps, so two files never share a server at once: global-setup.ts starts a server
    // per worker (on a copy of one loaded demo when there are several). One worker by default: for
    // a few files a second server costs more than it gives (six journeys took 123 s, 88 s of CPU,
    // against 107 s, 60 s, one by one, a second demo load included). `npm test` runs all of them on
    // two (scripts/test-all.mjs, --maxWorkers=2): one worker waits on its browser and server for
    // most of a run and left a core idle once the unit tests beside it were done.
    maxWorkers: 1,
    // The worker keeps what it loaded for its next file: playwright-core, the catalogues and the
    // contracts were imported again for each file (78 s of a full run's 1,074 s on a busy machine), and
    // support/browser.ts keeps its Chromium instead of launching one per file. A file still starts
    // with nothing of the one before: its own contexts, closed when it ends.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
