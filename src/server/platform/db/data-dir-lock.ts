import { closeSync, existsSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * One app owns a data directory (DESIGN §5): the embedded server, its files
 * and the uploads are that process's. `atelier.lock` names the owner; a second
 * app, or a tool such as db:backup, refuses while that process lives, and
 * takes the directory over once it is gone (a killed app cannot remove it).
 */
export interface LockOwner {
  readonly pid: number;
  /** Linux's start time of the process (/proc/<pid>/stat field 22): a reused pid is not the owner. */
  readonly startTicks: string | null;
  readonly command: string;
  readonly startedAt: string;
}

export class DataDirInUseError extends Error {
  override readonly name = 'DataDirInUseError';
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    super(
      `the data directory ${dataDir} is in use by process ${owner.pid} (${owner.command}, started ${owner.startedAt}). ` +
        `One Atelier owns a data directory at a time: stop that one first (Ctrl+C in its window, or kill ${owner.pid}), ` +
        'or point this one elsewhere with ATELIER_DATA_DIR.',
    );
  }
}

export function processStartTicks(pid: number): string | null {
  try {
    // The command name (field 2) is in parentheses and may hold spaces: count fields after it.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it lives, under another account (the server run as `postgres`).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function ownerAlive(owner: LockOwner): boolean {
  if (!processAlive(owner.pid)) return false;
  if (owner.startTicks === null) return true;
  const now = processStartTicks(owner.pid);
  return now === null || now === owner.startTicks;
}

function readOwner(file: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as LockOwner;
    return typeof owner.pid === 'number' ? owner : undefined;
  } catch {
    return undefined;
  }
}

export interface DataDirLock {
  readonly file: string;
  /** The owner whose lock this one replaced: it had died without releasing it. */
  readonly tookOverFrom: LockOwner | undefined;
  release(): void;
}

export function lockDataDir(dataDir: string, command = process.argv.slice(1).map((a) => path.basename(a)).join(' ')): DataDirLock {
  const file = path.join(dataDir, 'atelier.lock');
  const me: LockOwner = {
    pid: process.pid,
    startTicks: processStartTicks(process.pid),
    command: command || 'node',
    startedAt: new Date().toISOString(),
  };
  let tookOverFrom: LockOwner | undefined;
  for (let attempt = 0; attempt < 20; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, 'wx', 0o644);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(file);
      if (owner === undefined) {
        // Being written by a process that just created it, or left empty by a crash mid-write.
        if (attempt < 10) {
          Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
          continue;
        }
      } else if (ownerAlive(owner)) {
        throw new DataDirInUseError(dataDir, owner);
      } else {
        tookOverFrom = owner;
      }
      // Two starters that both find a dead owner may race here; the server's own
      // postmaster.pid then refuses the second one, so the directory is never shared.
      unlinkSync(file);
      continue;
    }
    writeSync(fd, JSON.stringify(me));
    closeSync(fd);
    return {
      file,
      tookOverFrom,
      release() {
        const owner = readOwner(file);
        if (owner?.pid === process.pid && existsSync(file)) unlinkSync(file);
      },
    };
  }
  throw new Error(`could not take the lock ${file}`);
}
