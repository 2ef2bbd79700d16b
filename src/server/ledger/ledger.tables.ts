import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { ledgerDocumentKinds } from '../../shared/ledger/document-kinds';
import { periodStatuses } from '../../shared/contracts/ledger/periods';
import { shopTodayDefault } from '../platform/shop-today-default';
import { users } from '../platform/platform.tables';
import { materialsKeys } from '../modules/materials/materials.keys';

/** INV ledger: insert-only (a trigger refuses UPDATE and DELETE). `document_type` is one of ledgerDocumentKinds. */
export const postings = pgTable(
  'postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    materialId: integer('material_id')
      .notNull()
      .references(() => materialsKeys.materialCategory()),
    fromHolderId: integer('from_holder_id')
      .notNull()
      .references(() => materialsKeys.holder()),
    toHolderId: integer('to_holder_id')
      .notNull()
      .references(() => materialsKeys.holder()),
    mg: bigint('mg', { mode: 'number' }).notNull(),
    reason: text('reason').notNull().default(''),
    documentType: text('document_type').notNull(),
    documentId: text('document_id').notNull(),
    reversesPostingId: bigint('reverses_posting_id', { mode: 'number' }).unique(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The shop day the document belongs to (DESIGN §5): today, or an earlier day of the open period. */
    postingDate: date('posting_date', { mode: 'string' }).notNull().default(shopTodayDefault),
  },
  (t) => [
    check('postings_mg_positive', sql`${t.mg} > 0`),
    check('postings_document_kind', sql`${t.documentType} IN (${sql.raw(ledgerDocumentKinds.map((k) => `'${k}'`).join(', '))})`),
    check('postings_from_is_not_to', sql`${t.fromHolderId} <> ${t.toHolderId}`),
    index('postings_from_idx').on(t.fromHolderId, t.materialId, t.id),
    index('postings_to_idx').on(t.toHolderId, t.materialId, t.id),
    index('postings_document_idx').on(t.documentType, t.documentId),
    // A holder's history, newest first, without a material filter.
    index('postings_from_recent_idx').on(t.fromHolderId, t.id),
    index('postings_to_recent_idx').on(t.toHolderId, t.id),
    // Reports: the postings of a period (a month's figures, by index-only scans), and what went to (or back from) LOSS in one.
    index('postings_created_idx').on(t.createdAt, t.materialId, t.fromHolderId, t.toHolderId, t.mg),
    index('postings_to_time_idx').on(t.toHolderId, t.createdAt, t.materialId, t.mg, t.documentType),
    index('postings_from_time_idx').on(t.fromHolderId, t.createdAt),
    // Reports by shop day: a month's postings by their posting date.
    index('postings_posting_date_idx').on(t.postingDate, t.materialId, t.fromHolderId, t.toHolderId, t.mg),
  ],
);

/** Running totals, updated in the transaction that writes the postings; `verifyLedger` checks them. */
export const holderBalances = pgTable(
  'holder_balances',
  {
    holderId: integer('holder_id')
      .notNull()
      .references(() => materialsKeys.holder()),
    materialId: integer('material_id')
      .notNull()
      .references(() => materialsKeys.materialCategory()),
    mg: bigint('mg', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.holderId, t.materialId] }), index('holder_balances_material_idx').on(t.materialId)],
);

/**
 * The months of the books the owner closed (DESIGN §5): a row per month ever
 * closed; reopened, it stays with status `open` and who reopened it and why.
 * The audit log keeps every close and reopen.
 */
export const ledgerPeriods = pgTable(
  'ledger_periods',
  {
    /** YYYY-MM. */
    month: text('month').primaryKey(),
    status: text('status', { enum: periodStatuses }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: integer('closed_by').references(() => users.id),
    note: text('note').notNull().default(''),
    reopenedAt: timestamp('reopened_at', { withTimezone: true }),
    reopenedBy: integer('reopened_by').references(() => users.id),
    reopenReason: text('reopen_reason'),
  },
  (t) => [check('ledger_periods_month', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`)],
);
