import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { canEnter, serverAccount } from './embedded-binaries';
import { startEmbeddedServer } from './embedded-server';

const isRoot = process.platform !== 'win32' && userInfo().uid === 0;
const nobody = { uid: 65534, gid: 65534, name: 'nobody' };

describe('the account the embedded server runs as, started as root', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'atelier-reach-'));
  chmodSync(work, 0o755);
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('can enter a folder only when it and every folder above it let that account pass', () => {
    const open = path.join(work, 'open', 'inner');
    const closed = path.join(work, 'closed', 'inner');
    mkdirSync(open, { recursive: true, mode: 0o755 });
    mkdirSync(closed, { recursive: true, mode: 0o755 });
    chmodSync(path.join(work, 'closed'), 0o700);
    expect(canEnter(open, nobody)).toBe(true);
    expect(canEnter(closed, nobody)).toBe(false);
    // Passing without listing is enough.
    chmodSync(path.join(work, 'closed'), 0o711);
    expect(canEnter(closed, nobody)).toBe(true);
  });

  it.runIf(isRoot)('is an ordinary account, never root', () => {
    expect(serverAccount()!.uid).toBeGreaterThan(0);
  });

  it.runIf(isRoot)('refuses a data directory under a folder that account cannot enter, saying which account and what to do', async () => {
    const hidden = path.join(work, 'hidden');
    mkdirSync(hidden, { mode: 0o700 });
    const dataDir = path.join(hidden, 'data');
    await expect(startEmbeddedServer({ dataDir })).rejects.toThrow(/runs as the account "\w+", which cannot enter a folder above .*hidden\/data: let it pass \(chmod o\+x/);
    expect(existsSync(path.join(dataDir, 'postgres'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'atelier.lock'))).toBe(false);
  });
});
