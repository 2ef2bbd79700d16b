import { sql, type SQL } from 'drizzle-orm';

/**
 * The entry loss rule (src/shared/entries/entry-loss.ts) as SQL, for the
 * figures summed in the database (the reports, the recap, the home). Each
 * fragment takes the SQL of an entry's issued weight (init + spare), its
 * returned weight and its category's allowance (‰); entry-loss-sql.test.ts
 * runs them on PostgreSQL beside the TypeScript rule on the same random
 * entries and holds them to the same figures.
 */
export interface EntryLossColumns {
  readonly issuedMg: SQL;
  readonly returnedMg: SQL;
  readonly permille: SQL;
}

/** entryLossMg: issued − returned (NULL while nothing came back). */
export const entryLossMgSql = (e: Pick<EntryLossColumns, 'issuedMg' | 'returnedMg'>): SQL => sql`(${e.issuedMg} - ${e.returnedMg})`;

/** allowedLossMg: ⌊issued × ‰ ÷ 1000⌋ (integer division; issued is never below zero, so it floors). */
export const allowedLossMgSql = (e: Pick<EntryLossColumns, 'issuedMg' | 'permille'>): SQL => sql`(${e.issuedMg} * ${e.permille} / 1000)`;

/** lossOverAllowance: loss × 1000 > issued × ‰, exactly in integers. */
export const lossOverAllowanceSql = (e: EntryLossColumns): SQL => sql`(${entryLossMgSql(e)} * 1000 > ${e.issuedMg} * ${e.permille})`;

/** overAllowanceMg: greatest(0, loss − allowance). */
export const overAllowanceMgSql = (e: EntryLossColumns): SQL => sql`greatest(0, ${entryLossMgSql(e)} - ${allowedLossMgSql(e)})`;
