// Closing the embedded database says goodbye on every connection before the
// server stops: a CI run of `db:move-from-pglite` once printed "an idle
// connection was closed: terminating connection due to administrator command"
// because pool.end() resolves before its clients' sockets are closed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from './database';

const workDir = mkdtempSync(path.join(tmpdir(), 'atelier-close-test-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

describe.skipIf(process.platform !== 'linux')('closing the embedded database', () => {
  it('closes every pooled connection before the server stops, so none is terminated under it', async () => {
    const warnings: string[] = [];
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args.join(' ')));
    for (let round = 0; round < 3; round += 1) {
      const database = await openDatabase({ dataDir: workDir, poolSize: 10, owner: 'the close test' });
      // Ten queries side by side leave ten idle connections in the pool.
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => database.db.execute(sql`SELECT pg_backend_pid() AS pid, pg_sleep(0.05)`)),
      );
      const backends = new Set(answers.map((answer) => (answer as unknown as { rows: { pid: number }[] }).rows[0]!.pid));
      expect(backends.size).toBe(10);
      await database.close();
    }
    // Give a late socket error the time to arrive before looking.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(warnings.filter((line) => line.includes('idle connection'))).toEqual([]);
  }, 60_000);
});
