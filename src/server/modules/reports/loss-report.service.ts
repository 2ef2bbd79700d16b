import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { getLossReportQuerySchema, LossReport } from '../../../shared/contracts/reports/get-loss-report';
import type { MaterialRef } from '../../../shared/contracts/reports/report-common';
import type { Executor } from '../../platform/db/database';
import { shopMonthSql, shopTimeOf } from '../../platform/shop-time';
import { entryGroupSets, entryWhere, type EntryGroupFigures } from './entry-figures';

type Row = Record<string, unknown> & { figures: EntryGroupFigures };
import { lossBySource } from './ledger-figures';
import { instantsOf, periodOf } from './report-period';
import { int, loadReportRefs } from './report-refs';

type Query = z.output<typeof getLossReportQuerySchema>;

const entryLoss = (material: MaterialRef, f: EntryGroupFigures) => ({
  material,
  entryCount: f.entryCount,
  issuedMg: f.acceptedIssuedMg,
  returnedMg: f.acceptedReturnedMg,
  lossMg: f.lossMg,
  allowedMg: f.allowedMg,
  overAllowanceMg: f.overAllowanceMg,
  overAllowanceCount: f.overAllowanceCount,
  lossBasisPoints: f.lossBasisPoints,
  allowedBasisPoints: f.allowedBasisPoints,
});

type SourceTotals = { entryLossMg: number; castLossMg: number; meltLossMg: number; otherLossMg: number; totalLossMg: number };
const noLoss = (): SourceTotals => ({ entryLossMg: 0, castLossMg: 0, meltLossMg: 0, otherLossMg: 0, totalLossMg: 0 });
const sourceKey = { entry: 'entryLossMg', cast: 'castLossMg', melt: 'meltLossMg', other: 'otherLossMg' } as const;

/** `/report/loss`: jewellers' loss against allowance (entries accepted in the period) and every loss posted, by source and month. */
export async function getLossReport(executor: Executor, query: Query, now: Date = new Date()): Promise<LossReport> {
  const shop = await shopTimeOf(executor);
  const period = periodOf(query, shop, now);
  const range = instantsOf(period, shop);
  const refs = await loadReportRefs(executor);
  const where = entryWhere(sql`e.state = 'accepted' AND e.accepted_at >= ${range.start} AND e.accepted_at < ${range.end}`, query);
  const monthOfAccept = shopMonthSql(sql`x.accepted_at`);
  const benches = query.staffId === undefined ? undefined : refs.holders.filter((h) => h.staffId === query.staffId).map((h) => h.id);
  const [[byJeweller, byCategory, byMonthEntries, totals], posted] = await Promise.all([
    entryGroupSets(
      executor,
      where,
      { jeweller_holder_id: sql`x.jeweller_holder_id`, category_id: sql`x.category_id`, month: monthOfAccept, material_id: sql`x.material_id` },
      [['jeweller_holder_id', 'material_id'], ['category_id', 'material_id'], ['month', 'material_id'], ['material_id']],
    ) as Promise<[Row[], Row[], Row[], Row[]]>,
    lossBySource(executor, range, refs, { materialId: query.materialId, fromHolderIds: benches, byMonth: true }),
  ]);

  const bySource = new Map<number, SourceTotals>();
  const byMonth = new Map<string, SourceTotals & { month: string; materialId: number; entryIssuedMg: number; entryAllowedMg: number; entryLossBasisPoints: number | null }>();
  const monthRow = (month: string, materialId: number) => {
    const key = `${month}|${materialId}`;
    const row = byMonth.get(key) ?? { month, materialId, ...noLoss(), entryIssuedMg: 0, entryAllowedMg: 0, entryLossBasisPoints: null };
    byMonth.set(key, row);
    return row;
  };
  for (const p of posted) {
    const total = bySource.get(p.materialId) ?? noLoss();
    total[sourceKey[p.source]] += p.mg;
    total.totalLossMg += p.mg;
    bySource.set(p.materialId, total);
    const month = monthRow(p.period ?? '', p.materialId);
    month[sourceKey[p.source]] += p.mg;
    month.totalLossMg += p.mg;
  }
  for (const e of byMonthEntries) {
    const month = monthRow(String(e.month), int(e.material_id));
    month.entryIssuedMg = e.figures.acceptedIssuedMg;
    month.entryAllowedMg = e.figures.allowedMg;
    month.entryLossBasisPoints = e.figures.lossBasisPoints;
  }

  const byMaterialCode = (a: { material: MaterialRef }, b: { material: MaterialRef }) => a.material.code.localeCompare(b.material.code);
  return {
    period,
    byJeweller: byJeweller
      .map((r) => ({ jeweller: refs.holder(int(r.jeweller_holder_id)), ...entryLoss(refs.material(int(r.material_id)), r.figures) }))
      .sort((a, b) => a.jeweller.code.localeCompare(b.jeweller.code) || byMaterialCode(a, b)),
    byCategory: byCategory
      .map((r) => ({ category: refs.entryCategory(int(r.category_id)), ...entryLoss(refs.material(int(r.material_id)), r.figures) }))
      .sort((a, b) => a.category.code.localeCompare(b.category.code) || byMaterialCode(a, b)),
    byMonth: [...byMonth.values()]
      .map(({ materialId, ...row }) => ({ ...row, material: refs.material(materialId) }))
      .sort((a, b) => a.month.localeCompare(b.month) || byMaterialCode(a, b)),
    bySource: [...bySource.entries()].map(([materialId, t]) => ({ material: refs.material(materialId), ...t })).sort(byMaterialCode),
    entryTotals: totals.map((r) => entryLoss(refs.material(int(r.material_id)), r.figures)).sort(byMaterialCode),
  };
}

