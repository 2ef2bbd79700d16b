import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildOncePerRun, runFolder } from './built-once-per-run';

/** The commands a test runs as a person would (`npm run ledger:verify`, `npm run db:backup` …), by the bundle's name for them. */
export const commandEntries = {
  'ledger-verify': 'src/server/ledger/ledger-verify-cli.ts',
  'db-tools': 'scripts/db-tools.ts',
} as const;

export type CommandName = keyof typeof commandEntries;

/**
 * The app (`main.js`) and its commands, bundled once per run from this
 * checkout's source by scripts/build-server.mjs, as `npm start` runs the app.
 * Each process a test starts runs plain JavaScript: under tsx every start
 * loaded the whole server through its loader hooks (tsx's transform cache
 * applied, the hooks still ran for every module): a restart took 12.4 s to
 * its ready line against 4.1 s bundled, side by side on a loaded 2-core
 * machine. The bundle lies inside the project (dist/), where it finds
 * node_modules.
 */
export function appBuild(repositoryRoot: string): Promise<string> {
  const folder = runFolder('appBuild', () => path.join(repositoryRoot, 'dist', `test-app-${process.pid}`));
  return buildOncePerRun(folder, async (partial) => {
    await promisify(execFile)(
      process.execPath,
      ['scripts/build-server.mjs', partial, ...Object.entries(commandEntries).map(([name, entry]) => `${name}=${entry}`)],
      { cwd: repositoryRoot },
    );
  });
}
