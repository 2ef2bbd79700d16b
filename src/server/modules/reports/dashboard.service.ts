import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Dashboard, getDashboardQuerySchema } from '../../../shared/contracts/reports/get-dashboard';
import type { ProductionStage } from '../../../shared/production-stages';
import { queryRows, type Executor } from '../../platform/db/database';
import { dateNumberSql, dayOfNumber, postedWithinSql, shopTimeOf } from '../../platform/shop-time';
import { entryGroups, entryWhere } from './entry-figures';
import { holderMovements, lossBySource } from './ledger-figures';
import { addMonths, basisPoints, daysOf, fineMg, firstOfMonth, monthOfDay } from './report-period';
import { int, loadReportRefs, type ReportRefs } from './report-refs';
import { invoiceEventsSql, invoiceFigures, invoiceRowsSql, paymentRowsSql, receivablesAt, type InstantRange } from '../sales';
import { castRowsSql, finishedCastTotalsSql } from '../casting';
import { entryHeadRowsSql } from '../entries';
import { productionItemRefs } from '../production';

type Query = z.output<typeof getDashboardQuerySchema>;

/**
 * `/report/dashboard`: the metal position at the end of the day, the month
 * to date's loss and sales, production now, receivables, and the charts'
 * series. Its figures are independent of one another: they are asked for
 * together (on the PostgreSQL server, each on its own pooled connection).
 */
export async function getDashboard(executor: Executor, query: Query, now: Date = new Date()): Promise<Dashboard> {
  const shop = await shopTimeOf(executor);
  const day = query.day ?? shop.today(now);
  const month = monthOfDay(day);
  const monthRange: InstantRange = { start: shop.monthStart(month).toISOString(), end: shop.dayEnd(day).toISOString() };
  const dayRange: InstantRange = { start: shop.dayStart(day).toISOString(), end: shop.dayEnd(day).toISOString() };
  const firstSeriesMonth = addMonths(month, -11);
  const yearRange: InstantRange = { start: shop.monthStart(firstSeriesMonth).toISOString(), end: monthRange.end };
  const refs = await loadReportRefs(executor);
  const branchId = query.branchId;

  const [moves, counts, salesToday, salesMonth, receivables, loss, charts] = await Promise.all([
    holderMovements(executor, monthRange, refs, { materialId: query.materialId }),
    queryRows<{ stage: ProductionStage | null; n: unknown }>(
      executor,
      sql`SELECT stage, count(*) AS n FROM ${productionItemRefs()} WHERE stage NOT IN ('stock', 'cancelled') GROUP BY stage
          UNION ALL SELECT NULL, (SELECT count(*) FROM ${castRowsSql} c WHERE status <> 'finished')
          UNION ALL SELECT NULL, (SELECT count(*) FROM ${entryHeadRowsSql} e WHERE state <> 'accepted')`,
    ),
    invoiceFigures(executor, dayRange, branchId),
    invoiceFigures(executor, monthRange, branchId),
    receivablesAt(executor, dayRange.end, day, branchId),
    monthLoss(executor, monthRange, refs, query.materialId),
    series(executor, refs, { month, day, firstSeriesMonth, yearRange, branchId, materialId: query.materialId }),
  ]);

  const metal = new Map<number, Dashboard['metal'][number]>();
  for (const m of moves) {
    const holder = refs.holder(m.holderId);
    if (!holder.physical) continue;
    const row = metal.get(m.materialId) ?? { material: refs.material(m.materialId), onHandMg: 0, byHolderKind: [], monthInMg: 0, monthOutMg: 0 };
    const kind = row.byHolderKind.find((k) => k.kind === holder.kind);
    if (kind) kind.mg += m.closingMg;
    else row.byHolderKind.push({ kind: holder.kind, mg: m.closingMg });
    metal.set(m.materialId, { ...row, onHandMg: row.onHandMg + m.closingMg, monthInMg: row.monthInMg + m.fromOutsideMg, monthOutMg: row.monthOutMg + m.toOutsideMg });
  }
  for (const row of metal.values()) row.byHolderKind = row.byHolderKind.filter((k) => k.mg !== 0).sort((a, b) => a.kind.localeCompare(b.kind));

  const stageOrder = ['ordering', 'designing', 'printing', 'waxing', 'casting', 'cleaning', 'assembling', 'setting', 'finishing', 'broken'];
  const stages = counts.filter((c): c is { stage: ProductionStage; n: unknown } => c.stage !== null);
  const [openCasts, openEntries] = counts.filter((c) => c.stage === null).map((c) => int(c.n));
  // Payments by day are in the series: today's and the month's are their sums.
  const paidOn = (days: (d: string) => boolean) => charts.dailySeries.filter((s) => days(s.day)).reduce((sum, s) => sum + s.paymentsCents, 0);
  return {
    day,
    month: { from: firstOfMonth(month), to: day },
    metal: [...metal.values()].filter((m) => m.onHandMg !== 0 || m.monthInMg !== 0 || m.monthOutMg !== 0).sort((a, b) => a.material.code.localeCompare(b.material.code)),
    loss,
    production: stages.map((p) => ({ stage: p.stage, count: int(p.n) })).sort((a, b) => stageOrder.indexOf(a.stage) - stageOrder.indexOf(b.stage)),
    openCasts: openCasts ?? 0,
    openEntries: openEntries ?? 0,
    salesToday: { ...sales(salesToday), paymentsCents: paidOn((d) => d === day) },
    salesMonth: { ...sales(salesMonth), paymentsCents: paidOn(() => true) },
    receivables,
    ...charts,
  };
}

const sales = (f: Awaited<ReturnType<typeof invoiceFigures>>) => ({ invoiceCount: f.invoiceCount, salesCents: f.salesCents, oldGoldCents: f.oldGoldCents, piecesSold: f.piecesSold });

/** The month to date's loss per material: the ledger's by source, the accepted entries against their allowance, the finished casts' loss share. */
async function monthLoss(executor: Executor, range: InstantRange, refs: ReportRefs, materialId: number | undefined): Promise<Dashboard['loss']> {
  const [posted, entries, casts] = await Promise.all([
    lossBySource(executor, range, refs, { materialId }),
    entryGroups(executor, entryWhere(sql`e.state = 'accepted' AND ${postedWithinSql(sql`e.posting_date`, range)}`, { materialId }), [sql`x.material_id`]),
    queryRows<Record<string, unknown>>(
      executor,
      sql`SELECT material_id, ${finishedCastTotalsSql('c')} FROM ${castRowsSql} c
           WHERE status = 'finished' AND ${postedWithinSql(sql`posting_date`, range)}
             ${materialId === undefined ? sql`` : sql`AND material_id = ${materialId}`}
           GROUP BY material_id`,
    ),
  ]);
  const rows = new Map<number, Dashboard['loss'][number]>();
  const rowOf = (id: number) => {
    const row = rows.get(id) ?? {
      material: refs.material(id),
      lossMg: 0,
      entryLossMg: 0,
      castLossMg: 0,
      meltLossMg: 0,
      otherLossMg: 0,
      entryIssuedMg: 0,
      entryAllowedMg: 0,
      entryOverAllowanceMg: 0,
      entryLossBasisPoints: null,
      castLossBasisPoints: null,
    };
    rows.set(id, row);
    return row;
  };
  const field = { entry: 'entryLossMg', cast: 'castLossMg', melt: 'meltLossMg', other: 'otherLossMg' } as const;
  for (const p of posted) {
    const row = rowOf(p.materialId);
    row[field[p.source]] += p.mg;
    row.lossMg += p.mg;
  }
  for (const e of entries) {
    Object.assign(rowOf(int(e.material_id)), {
      entryIssuedMg: e.figures.acceptedIssuedMg,
      entryAllowedMg: e.figures.allowedMg,
      entryOverAllowanceMg: e.figures.overAllowanceMg,
      entryLossBasisPoints: e.figures.lossBasisPoints,
    });
  }
  for (const c of casts) rowOf(int(c.material_id)).castLossBasisPoints = basisPoints(int(c.loss_mg), int(c.actual_mg));
  return [...rows.values()].sort((a, b) => a.material.code.localeCompare(b.material.code));
}

interface SeriesInput {
  readonly month: string;
  readonly day: string;
  readonly firstSeriesMonth: string;
  readonly yearRange: InstantRange;
  readonly branchId: number | undefined;
  readonly materialId: number | undefined;
}

/** Per day of the month to date and per month of the last twelve: sales, payments and loss (mg and fine). */
async function series(executor: Executor, refs: ReportRefs, input: SeriesInput): Promise<Pick<Dashboard, 'dailySeries' | 'monthlySeries'>> {
  const branch = (alias: SQL) => (input.branchId === undefined ? sql`true` : sql`${alias}.branch_id = ${input.branchId}`);
  // Each invoice on the day it was issued and, negated, on the day it was voided (invoiceEventsSql, as invoiceFigures):
  // payable summed per day by a join to the notes' sums rather than per invoice (a year of invoices).
  const [invoices, payments, loss] = await Promise.all([
    queryRows<{ day: number; n: unknown; cents: unknown }>(
      executor,
      sql`SELECT ${dateNumberSql(sql`e.day`)} AS day, sum(e.sign) AS n, sum(e.sign * (i.total_cents + coalesce(notes.cents, 0))) AS cents
            FROM (${invoiceEventsSql(input.yearRange, branch(sql`i`))}) e
            JOIN ${invoiceRowsSql} i ON i.id = e.invoice_id
            LEFT JOIN (SELECT n.original_invoice_id, sum(n.total_cents) AS cents FROM ${invoiceRowsSql} n WHERE n.original_invoice_id IS NOT NULL GROUP BY 1) notes
                   ON notes.original_invoice_id = i.id
           GROUP BY 1`,
    ),
    queryRows<{ day: number; cents: unknown }>(
      executor,
      sql`SELECT ${dateNumberSql(sql`p.posting_date`)} AS day, sum(p.amount_cents) AS cents FROM ${paymentRowsSql} p
           WHERE ${postedWithinSql(sql`p.posting_date`, input.yearRange)} AND ${branch(sql`p`)}
           GROUP BY 1`,
    ),
    lossBySource(executor, input.yearRange, refs, { materialId: input.materialId, byDay: true }),
  ]);

  type Figures = { salesCents: number; paymentsCents: number; invoiceCount: number; lossMg: number; lossFineMg: number };
  const empty = (): Figures => ({ salesCents: 0, paymentsCents: 0, invoiceCount: 0, lossMg: 0, lossFineMg: 0 });
  const byDay = new Map<string, Figures>();
  const lossByDayMaterial = new Map<string, number>();
  const at = (day: string) => byDay.get(day) ?? (byDay.set(day, empty()), byDay.get(day)!);
  for (const i of invoices) Object.assign(at(dayOfNumber(Number(i.day))), { salesCents: int(i.cents), invoiceCount: int(i.n) });
  for (const p of payments) at(dayOfNumber(Number(p.day))).paymentsCents = int(p.cents);
  for (const l of loss) {
    const key = `${l.period}|${l.materialId}`;
    lossByDayMaterial.set(key, (lossByDayMaterial.get(key) ?? 0) + l.mg);
  }
  // Fine metal rounded once per material and day; the month's is the sum of its days.
  for (const [key, mg] of lossByDayMaterial) {
    const [day, materialId] = key.split('|') as [string, string];
    const row = at(day);
    row.lossMg += mg;
    row.lossFineMg += fineMg(mg, refs.material(Number(materialId)).purity);
  }

  const dailySeries = daysOf({ from: firstOfMonth(input.month), to: input.day }).map((day) => ({ day, ...(byDay.get(day) ?? empty()) }));
  const monthlySeries = Array.from({ length: 12 }, (_, i) => addMonths(input.firstSeriesMonth, i)).map((month) => {
    const total = empty();
    for (const [day, f] of byDay) {
      if (!day.startsWith(month)) continue;
      total.salesCents += f.salesCents;
      total.paymentsCents += f.paymentsCents;
      total.invoiceCount += f.invoiceCount;
      total.lossMg += f.lossMg;
      total.lossFineMg += f.lossFineMg;
    }
    return { month, ...total };
  });
  return { dailySeries, monthlySeries };
}
