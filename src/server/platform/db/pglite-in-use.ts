import { existsSync, readdirSync, readlinkSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { BackupError } from './backup';

/**
 * Other processes holding files of `dir` open, from Linux's /proc; undefined
 * where there is no /proc. PGlite has no lock of its own, and two processes
 * on one data directory corrupt it.
 */
export function processesUsing(dir: string): number[] | undefined {
  if (!existsSync('/proc/self/fd')) return undefined;
  let root: string;
  try {
    root = realpathSync(dir);
  } catch {
    return [];
  }
  const users: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue; // gone, or another user's
    }
    for (const fd of fds) {
      let target: string;
      try {
        target = readlinkSync(`/proc/${entry}/fd/${fd}`);
      } catch {
        continue;
      }
      if (target === root || target.startsWith(`${root}/`)) {
        users.push(Number(entry));
        break;
      }
    }
  }
  return users;
}

/** Refuses to touch a PGlite directory that a running server has open. */
export function assertPgliteDirFree(pgliteDir: string): void {
  const users = processesUsing(pgliteDir);
  if (users?.length) {
    throw new BackupError(`the database in ${pgliteDir} is in use by process ${users.join(', ')}: stop the server first`);
  }
  // Without /proc, PGlite's postmaster.pid (removed on a clean close) is the only sign.
  if (users === undefined && existsSync(path.join(pgliteDir, 'postmaster.pid'))) {
    throw new BackupError(
      `the database in ${pgliteDir} looks in use (postmaster.pid is present): stop the server first. ` +
        'If no server runs, the last one did not shut down cleanly: start it once and stop it with Ctrl+C.',
    );
  }
}
