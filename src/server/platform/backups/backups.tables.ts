import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { backupFailureCodes, backupKinds } from '../../../shared/contracts/platform/backups';
import { users } from '../platform.tables';

/** The owner's choice of folder and schedule: one row, absent until first saved. */
export const backupSettings = pgTable(
  'backup_settings',
  {
    id: integer('id').primaryKey().default(1),
    folder: text('folder').notNull(),
    enabled: boolean('enabled').notNull(),
    hour: integer('hour').notNull(),
    keepDaily: integer('keep_daily').notNull(),
    keepMonthly: integer('keep_monthly').notNull(),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('backup_settings_id_check', sql`${t.id} = 1`),
    check('backup_settings_hour_check', sql`${t.hour} BETWEEN 0 AND 23`),
    check('backup_settings_keep_daily_check', sql`${t.keepDaily} BETWEEN 1 AND 366`),
    check('backup_settings_keep_monthly_check', sql`${t.keepMonthly} BETWEEN 0 AND 120`),
  ],
);

/** Every backup the app made or tried to, written when it ends: ok, or failed with the reason. */
export const backups = pgTable(
  'backups',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: backupKinds }).notNull(),
    state: text('state', { enum: ['ok', 'failed'] }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    file: text('file'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    tableCount: integer('table_count'),
    rowCount: bigint('row_count', { mode: 'number' }),
    counts: jsonb('counts'),
    ledgerTotals: jsonb('ledger_totals'),
    failureCode: text('failure_code', { enum: backupFailureCodes }),
    failureDetail: text('failure_detail'),
    createdBy: integer('created_by').references(() => users.id),
  },
  (t) => [
    check('backups_failed_has_reason', sql`(${t.state} = 'failed') = (${t.failureCode} IS NOT NULL)`),
    index('backups_started_idx').on(t.startedAt.desc()),
  ],
);
