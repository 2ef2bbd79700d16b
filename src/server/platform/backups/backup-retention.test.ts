import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { autoBackupName, autoBackupNamePattern, backupsToDelete, type KeptFile } from './backup-retention';

const pp = 'Asia/Phnom_Penh';
const file = (iso: string): KeptFile => ({ name: iso, createdAt: new Date(iso) });
const names = (files: readonly KeptFile[]) => files.map((f) => f.name).sort();

describe('which backups retention deletes', () => {
  it('keeps the newest of each of the last N days, and deletes the rest', () => {
    // Shop days (UTC+7): 25th, 26th (two), 27th.
    const files = [
      file('2026-11-24T19:00:00Z'), // 02:00 on the 25th
      file('2026-11-25T19:00:00Z'), // 02:00 on the 26th
      file('2026-11-26T09:00:00Z'), // 16:00 on the 26th: that day's newest
      file('2026-11-26T19:00:00Z'), // 02:00 on the 27th
    ];
    expect(names(backupsToDelete(files, { keepDaily: 2, keepMonthly: 0, timeZone: pp }))).toEqual([
      '2026-11-24T19:00:00Z',
      '2026-11-25T19:00:00Z',
    ]);
  });

  it('groups by the shop’s day, not by UTC', () => {
    // 18:00 and 16:00 UTC on the 26th are 01:00 on the 27th and 23:00 on the 26th in Phnom Penh: two days.
    const files = [file('2026-11-26T16:00:00Z'), file('2026-11-26T18:00:00Z')];
    expect(backupsToDelete(files, { keepDaily: 2, keepMonthly: 0, timeZone: pp })).toEqual([]);
    expect(names(backupsToDelete(files, { keepDaily: 1, keepMonthly: 0, timeZone: pp }))).toEqual(['2026-11-26T16:00:00Z']);
    expect(backupsToDelete(files, { keepDaily: 1, keepMonthly: 0, timeZone: 'UTC' }).map((f) => f.name)).toEqual(['2026-11-26T16:00:00Z']);
  });

  it('keeps the newest of each of the last N months beyond the days', () => {
    const files = [
      file('2026-08-30T19:00:00Z'), // Aug 31st: August's newest
      file('2026-08-20T19:00:00Z'),
      file('2026-09-29T19:00:00Z'), // Sep 30th: September's newest
      file('2026-10-30T19:00:00Z'), // Oct 31st
      file('2026-11-26T19:00:00Z'), // Nov 27th
      file('2026-11-25T19:00:00Z'), // Nov 26th
    ];
    const deleted = backupsToDelete(files, { keepDaily: 1, keepMonthly: 3, timeZone: pp });
    // Months kept: Nov (27th, also the day kept), Oct, Sep; August is the fourth month back.
    expect(names(deleted)).toEqual(['2026-08-20T19:00:00Z', '2026-08-30T19:00:00Z', '2026-11-25T19:00:00Z']);
  });

  it('counts the months on the shop clock: 20:00 UTC on the 31st is next month in Phnom Penh', () => {
    const files = [file('2026-10-31T20:00:00Z'), file('2026-10-31T10:00:00Z')];
    expect(backupsToDelete(files, { keepDaily: 1, keepMonthly: 2, timeZone: pp })).toEqual([]);
  });

  it('never deletes the newest backup, keeps at most days + months, and deletes nothing it was not given', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 400 * 24 }), { minLength: 1, maxLength: 80 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 0, max: 12 }),
        (hours, keepDaily, keepMonthly) => {
          const files = hours.map((h) => file(new Date(Date.UTC(2026, 0, 1) + h * 3600_000).toISOString()));
          const deleted = backupsToDelete(files, { keepDaily, keepMonthly, timeZone: pp });
          const newest = files.reduce((a, b) => (a.createdAt > b.createdAt ? a : b));
          expect(deleted).not.toContain(newest);
          expect(files.length - deleted.length).toBeLessThanOrEqual(keepDaily + keepMonthly);
          for (const f of deleted) expect(files).toContain(f);
        },
      ),
    );
  });
});

describe('the names of the backups it makes', () => {
  it('stamps the shop clock and the kind, and only those names are its own', () => {
    const name = autoBackupName(new Date('2026-11-27T19:00:05Z'), 'daily', pp);
    expect(name).toBe('atelier-auto-20261128-020005-daily.jsonl.gz');
    expect(autoBackupName(new Date('2026-11-27T19:00:05Z'), 'beforeMigration', pp, 2)).toBe('atelier-auto-20261128-020005-premigration-2.jsonl.gz');
    expect(autoBackupNamePattern.test(name)).toBe(true);
    for (const other of ['atelier-20261128-020005.jsonl.gz', 'atelier-auto-20261128-020005-daily.jsonl.gz.partial', 'copy of atelier-auto-20261128-020005-daily.jsonl.gz', 'atelier-auto-2026112-020005-daily.jsonl.gz']) {
      expect(autoBackupNamePattern.test(other)).toBe(false);
    }
  });
});
