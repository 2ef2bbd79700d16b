import { sql } from 'drizzle-orm';
import { queryPrepared, type Executor } from '../../platform/db/database';
import { holders, materialCategories, materialRates } from './materials.tables';

/**
 * What buying old gold needs of the materials (DESIGN §3.8): each material's
 * melting deduction (its setting, parts per ten thousand), and the base metal
 * (`rate_basis = 'base'`, the 24K the shop quotes each morning) with its bid
 * in force, which prices every old-gold line's fine weight. Null when the
 * shop has no base metal, or it has no rate yet: the line's own bid then
 * (src/shared/sales/old-gold.ts says how).
 */
export interface OldGoldTerms {
  readonly base: { readonly id: number; readonly code: string; readonly bidCentsPerChi: number } | null;
  readonly meltDeductionBp: ReadonlyMap<number, number>;
}

export async function oldGoldTerms(executor: Executor, materialIds: readonly number[], instant: Date): Promise<OldGoldTerms> {
  const ids = [...new Set(materialIds)];
  // A sale without old gold asks nothing.
  if (ids.length === 0) return { base: null, meltDeductionBp: new Map() };
  const rows = await queryPrepared<{ id: number; code: string; melt_deduction_bp: number; is_base: boolean; bid: number | null }>(
    executor,
    sql`SELECT m.id, m.code, m.melt_deduction_bp, m.rate_basis = 'base' AS is_base,
               (SELECT r.bid_cents_per_chi FROM ${materialRates} r
                 WHERE r.material_id = m.id AND r.effective_at <= ${instant.toISOString()}::timestamptz
                 ORDER BY r.effective_at DESC, r.id DESC LIMIT 1) AS bid
          FROM ${materialCategories} m
         WHERE (m.rate_basis = 'base' AND m.active) OR m.id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`,
  );
  const base = rows.find((r) => r.is_base && r.bid !== null);
  return {
    base: base ? { id: base.id, code: base.code, bidCentsPerChi: base.bid! } : null,
    meltDeductionBp: new Map(rows.map((r) => [r.id, r.melt_deduction_bp])),
  };
}

/** The branch's old-gold holder's id (made with its counter by a database trigger, migration 0017), as SQL. */
export const oldGoldHolderIdSql = (branchId: number) =>
  sql`(SELECT ${holders.id} FROM ${holders} WHERE ${holders.kind} = 'old_gold' AND ${holders.branchId} = ${branchId} AND ${holders.active} LIMIT 1)`;
