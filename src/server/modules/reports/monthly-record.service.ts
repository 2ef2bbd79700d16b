import type { z } from 'zod';
import type { getMonthlyRecordQuerySchema, MonthlyHolderRow, MonthlyMaterialRow, MonthlyRecord } from '../../../shared/contracts/reports/get-monthly-record';
import type { Executor } from '../../platform/db/database';
import { shopTimeOf } from '../../platform/shop-time';
import { holderMovements, type HolderMovement } from './ledger-figures';
import { instantsOf, monthPeriod } from './report-period';
import { loadReportRefs, type ReportRefs } from './report-refs';
import { invoiceFigures, notesCents, paymentFigures, receivablesAt } from '../sales';

type Query = z.output<typeof getMonthlyRecordQuerySchema>;

const systemOrder: Record<string, number> = { loss: 1, outside: 2, melt: 3 };

/** `/report/monthly-record`: the month's metal per holder and material, its materials on hand, and its sales and payments. */
export async function getMonthlyRecord(executor: Executor, query: Query, now: Date = new Date()): Promise<MonthlyRecord> {
  const shop = await shopTimeOf(executor);
  const month = query.month ?? shop.monthOf(now);
  const period = monthPeriod(month);
  const range = instantsOf(period, shop);
  const refs = await loadReportRefs(executor);
  // Independent figures, asked for together (each on its own pooled connection on the PostgreSQL server).
  const [moves, invoices, notes, payments, receivable] = await Promise.all([
    holderMovements(executor, range, refs, { materialId: query.materialId }),
    invoiceFigures(executor, range, query.branchId),
    notesCents(executor, range, query.branchId),
    paymentFigures(executor, range, query.branchId),
    receivablesAt(executor, range.end, period.to, query.branchId),
  ]);

  const holderRows: MonthlyHolderRow[] = moves.map((m) => ({
    holder: refs.holder(m.holderId),
    material: refs.material(m.materialId),
    openingMg: m.openingMg,
    inMg: m.inMg,
    outMg: m.outMg,
    lostMg: m.lostMg,
    closingMg: m.closingMg,
  }));
  holderRows.sort(holderOrder);

  return {
    month,
    period,
    branch: query.branchId === undefined ? null : refs.branch(query.branchId),
    holders: holderRows,
    materials: materialsOnHand(moves, refs),
    sales: {
      invoiceCount: invoices.invoiceCount,
      voidedCount: invoices.voidedCount,
      piecesSold: invoices.piecesSold,
      salesCents: invoices.salesCents,
      salesRiel: invoices.salesRiel,
      notesCents: notes,
      oldGoldCents: invoices.oldGoldCents,
      paymentsCents: payments.paymentsCents,
      depositsCents: payments.depositsCents,
      refundsCents: payments.refundsCents,
      books: payments.books,
      receivableAtCloseCents: receivable.balanceCents,
    },
  };
}

/** Physical holders by kind and code, then LOSS, OUTSIDE, MELT; within a holder, materials by code. */
function holderOrder(a: MonthlyHolderRow, b: MonthlyHolderRow): number {
  const rank = (r: MonthlyHolderRow) => (r.holder.physical ? 0 : (systemOrder[r.holder.kind] ?? 4));
  return rank(a) - rank(b) || a.holder.kind.localeCompare(b.holder.kind) || a.holder.code.localeCompare(b.holder.code) || a.material.code.localeCompare(b.material.code);
}

/** Per material over the physical holders: moves between them cancel, what crossed to the system holders remains. */
export function materialsOnHand(moves: readonly HolderMovement[], refs: ReportRefs): MonthlyMaterialRow[] {
  const byMaterial = new Map<number, MonthlyMaterialRow>();
  for (const m of moves) {
    if (!refs.holder(m.holderId).physical) continue;
    const row = byMaterial.get(m.materialId) ?? {
      material: refs.material(m.materialId),
      openingMg: 0,
      receivedMg: 0,
      releasedMg: 0,
      lostMg: 0,
      meltMadeMg: 0,
      meltUsedMg: 0,
      closingMg: 0,
    };
    byMaterial.set(m.materialId, {
      ...row,
      openingMg: row.openingMg + m.openingMg,
      receivedMg: row.receivedMg + m.fromOutsideMg,
      releasedMg: row.releasedMg + m.toOutsideMg,
      lostMg: row.lostMg + m.lostMg,
      meltMadeMg: row.meltMadeMg + m.fromMeltMg,
      meltUsedMg: row.meltUsedMg + m.toMeltMg,
      closingMg: row.closingMg + m.closingMg,
    });
  }
  return [...byMaterial.values()].sort((a, b) => a.material.code.localeCompare(b.material.code));
}
