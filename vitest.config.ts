import { defineConfig } from 'vitest/config';

/**
 * Files that get a module graph and worker of their own, as vitest gives every
 * file by default: those that replace a module (vi.mock) or a global
 * (vi.stubGlobal), since a mock does not reach a module another file already
 * loaded in the same worker; and the ESC/POS property test, which loads
 * little and allocates much (in a worker holding the web's modules it took
 * 24 s, over its 20 s limit, against 6 s in a fresh one).
 */
const needIsolation = [
  'src/web/ui/upload-photos.test.ts',
  'src/web/ui/scale/scale-connection.test.ts',
  'src/web/ui/printing/printer-connection.test.ts',
  'src/shared/printing/escpos.test.ts',
];

export default defineConfig({
  test: {
    pool: 'forks',
    // Two cores: two test files at a time, each with its own databases.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // isolate: false — a worker keeps the modules it loaded for the next file: the app's module
    // graph (Fastify, drizzle, ExcelJS, sharp…) or React and Mantine load once per worker, not
    // once per file, which cost seconds of CPU per file. A file still builds its own app on
    // a database of its own; what the server keeps between requests lives on the app or
    // the database, never in a module (docs/architecture.md, Tests).
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['src/server/**/*.test.ts'],
          // The test databases' servers and templates: only runs that include a server file start them.
          globalSetup: ['src/server/testing/global-setup.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}', 'src/shared/**/*.test.ts'],
          exclude: needIsolation,
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'isolated', include: needIsolation },
      },
    ],
  },
});
