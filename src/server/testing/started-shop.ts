import { execFile } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startAppProcess } from './app-process';
import { buildOncePerRun, runFolder } from './built-once-per-run';

/**
 * A data directory on which the app has started once: its first start, as a
 * shop's (main.js on an empty folder: initdb, the migrations, the small demo a
 * test start loads), then a clean stop (SIGTERM: the server's shutdown
 * checkpoint, the lock released). Built once per run; a test that needs
 * "a shop that has already started once" starts on a copy, which restarts in
 * the time of a restart instead of a first start's initdb, migrations and seed.
 * Tests about the first start itself still start on an empty folder.
 */
async function startedShop(): Promise<string> {
  const folder = runFolder('startedShop', () => path.join(mkdtempSync(path.join(tmpdir(), 'atelier-started-shop-')), 'shop'));
  return buildOncePerRun(folder, async (partial) => {
    mkdirSync(partial);
    // Started as root, the server runs as another account, which must enter the folder.
    chmodSync(partial, 0o755);
    const app = await startAppProcess({ dataDir: partial });
    await app.stop();
    if (app.child.exitCode !== 0) throw new Error(`the first start did not stop cleanly (${app.child.exitCode ?? app.child.signalCode}): ${app.output()}`);
  });
}

/**
 * Copies the started shop into `dataDir` (made if missing). `cp -a`: the
 * cluster belongs to the account the embedded server runs as, and PostgreSQL
 * refuses a cluster whose modes it did not set.
 */
export async function copyOfStartedShop(dataDir: string): Promise<string> {
  const shop = await startedShop();
  mkdirSync(dataDir, { recursive: true });
  await promisify(execFile)('cp', ['-a', `${shop}/.`, dataDir]);
  return dataDir;
}
