import { sql } from 'drizzle-orm';

/**
 * What others may read of the ledger's tables in their own SQL
 * (docs/architecture.md, "Boundaries"): read models, each a subquery with
 * the columns others may name, read as `FROM ${postingRowsSql} p`. Only the
 * ledger names its tables; a column not listed here can change without
 * another module noticing. PostgreSQL pulls a plain subquery like these up
 * into the query around it: the plans (and the indexes they use) are the
 * table's own.
 */

/** The postings, one row each (insert-only: a reversal is a posting of its own, `reverses_posting_id`). */
export const postingRowsSql = sql`(SELECT id, material_id, from_holder_id, to_holder_id, mg, reason, document_type, document_id,
                                          reverses_posting_id, created_by, created_at, posting_date
                                     FROM postings)`;

/** The running balances, one row per holder and material (the sum of its postings; `verifyLedger` proves it). */
export const holderBalanceRowsSql = sql`(SELECT holder_id, material_id, mg FROM holder_balances)`;
