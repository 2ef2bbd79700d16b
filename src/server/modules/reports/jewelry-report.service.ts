import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { getJewelryReportQuerySchema, JewelryReport, JewelryReportRow } from '../../../shared/contracts/reports/get-jewelry-report';
import { queryRows, type Executor } from '../../platform/db/database';
import { shopTimeOf } from '../../platform/shop-time';
import { invoiceEventsSql, invoiceIssuedPayableSql, invoiceLineRowsSql, invoiceRowsSql } from '../sales';
import { jewelryPieceRowsSql, pieceAcceptedIntoBranchSql } from '../stock';
import { instantsOf, periodOf } from './report-period';
import { byCode, int, loadReportRefs } from './report-refs';

type Query = z.output<typeof getJewelryReportQuerySchema>;

const filters = (alias: SQL, query: Query, branch: SQL | null): SQL[] => {
  const parts: SQL[] = [];
  if (query.materialId !== undefined) parts.push(sql`${alias}.material_id = ${query.materialId}`);
  if (query.categoryId !== undefined) parts.push(sql`${alias}.category_id = ${query.categoryId}`);
  if (query.branchId !== undefined && branch) parts.push(sql`${branch} = ${query.branchId}`);
  return parts;
};
const and = (parts: SQL[]) => (parts.length === 0 ? sql`true` : sql.join(parts, sql` AND `));

/** `/report/jewelry`: pieces in stock now, taken into stock and sold in the period, by category and material; old gold bought; the invoices' totals. */
export async function getJewelryReport(executor: Executor, query: Query, now: Date = new Date()): Promise<JewelryReport> {
  const shop = await shopTimeOf(executor);
  const period = periodOf(query, shop, now);
  const range = instantsOf(period, shop);
  const refs = await loadReportRefs(executor);
  const stockQuery = queryRows<Record<string, unknown>>(
    executor,
    sql`SELECT j.category_id, j.material_id, count(*) AS n, sum(j.gross_mg) AS gross_mg, sum(j.stone_mg) AS stone_mg,
               count(*) FILTER (WHERE j.frozen) AS frozen
          FROM ${jewelryPieceRowsSql} j WHERE j.state = 'in_stock' AND ${and(filters(sql`j`, query, sql`j.branch_id`))}
         GROUP BY j.category_id, j.material_id`,
  );
  // A piece taken into stock: its first stock document is the acceptance (its branch then).
  const acceptedQuery = queryRows<Record<string, unknown>>(
    executor,
    sql`SELECT j.category_id, j.material_id, count(*) AS n, sum(j.gross_mg - j.stone_mg) AS metal_mg
          FROM ${jewelryPieceRowsSql} j
         WHERE j.accepted_at >= ${range.start} AND j.accepted_at < ${range.end} AND ${and(filters(sql`j`, query, null))}
           AND ${query.branchId === undefined ? sql`true` : pieceAcceptedIntoBranchSql(sql`j.id`, query.branchId)}
         GROUP BY j.category_id, j.material_id`,
  );
  // Each invoice counts where it was issued and, negated, where it was voided (invoiceEventsSql, as the monthly record).
  const branch = query.branchId === undefined ? sql`true` : sql`i.branch_id = ${query.branchId}`;
  const events = sql`(${invoiceEventsSql(range, branch)}) e JOIN ${invoiceRowsSql} i ON i.id = e.invoice_id`;
  // Old gold bought counts the purchase vouchers too (a voucher has old-gold lines only, so the piece rows are the sales').
  const eventsWithVouchers = sql`(${invoiceEventsSql(range, branch, true)}) e JOIN ${invoiceRowsSql} i ON i.id = e.invoice_id`;
  const linesQuery = queryRows<Record<string, unknown>>(
    executor,
    sql`SELECT l.kind, l.category_id, l.material_id, sum(e.sign) AS n, sum(e.sign * l.metal_mg) AS metal_mg, sum(e.sign * l.amount_cents) AS amount_cents,
               sum(e.sign * l.metal_cents) AS metal_cents, sum(e.sign * l.making_charge_cents) AS making_cents, sum(e.sign * l.stones_cents) AS stones_cents,
               sum(e.sign * (l.group_discount_cents + l.discount_cents)) AS discount_cents
          FROM ${eventsWithVouchers} JOIN ${invoiceLineRowsSql} l ON l.invoice_id = i.id
         WHERE ${and(filters(sql`l`, query, null))}
         GROUP BY l.kind, l.category_id, l.material_id
        HAVING sum(e.sign) <> 0 OR sum(e.sign * l.amount_cents) <> 0 OR sum(e.sign * l.metal_mg) <> 0`,
  );
  const totalsQuery = queryRows<Record<string, unknown>>(
    executor,
    sql`SELECT sum(e.sign) AS n, sum(e.sign * i.discount_cents) AS discount_cents, sum(e.sign * ${invoiceIssuedPayableSql}) AS payable_cents,
               sum(e.sign * (SELECT coalesce(sum(n.total_cents), 0) FROM ${invoiceRowsSql} n WHERE n.original_invoice_id = i.id)) AS notes_cents,
               sum(e.sign * (SELECT coalesce(sum(l.amount_cents), 0) FROM ${invoiceLineRowsSql} l WHERE l.invoice_id = i.id AND l.kind = 'piece')) AS piece_cents,
               sum(e.sign * (SELECT coalesce(sum(l.amount_cents), 0) FROM ${invoiceLineRowsSql} l WHERE l.invoice_id = i.id AND l.kind = 'stone')) AS stone_cents,
               (SELECT sum(e.sign * (SELECT coalesce(-sum(l.amount_cents), 0) FROM ${invoiceLineRowsSql} l WHERE l.invoice_id = i.id AND l.kind = 'old_gold'))
                  FROM ${eventsWithVouchers}) AS old_gold_cents
          FROM ${events}`,
  );

  // Independent figures, asked for together (each on its own pooled connection on the PostgreSQL server).
  const [stock, accepted, lines, [totals]] = await Promise.all([stockQuery, acceptedQuery, linesQuery, totalsQuery]);

  const rows = new Map<string, JewelryReportRow>();
  const rowOf = (categoryId: unknown, materialId: unknown): JewelryReportRow => {
    const key = `${String(categoryId)}|${String(materialId)}`;
    const row = rows.get(key) ?? {
      category: categoryId === null ? null : refs.jewelryCategory(int(categoryId)),
      material: refs.material(int(materialId)),
      inStockCount: 0,
      inStockGrossMg: 0,
      inStockStoneMg: 0,
      inStockMetalMg: 0,
      frozenCount: 0,
      acceptedCount: 0,
      acceptedMetalMg: 0,
      soldCount: 0,
      soldMetalMg: 0,
      salesCents: 0,
      metalCents: 0,
      makingChargeCents: 0,
      stonesCents: 0,
      discountCents: 0,
    };
    rows.set(key, row);
    return row;
  };
  for (const s of stock) {
    const gross = int(s.gross_mg);
    const stone = int(s.stone_mg);
    Object.assign(rowOf(s.category_id, s.material_id), {
      inStockCount: int(s.n),
      inStockGrossMg: gross,
      inStockStoneMg: stone,
      inStockMetalMg: gross - stone,
      frozenCount: int(s.frozen),
    });
  }
  for (const a of accepted) Object.assign(rowOf(a.category_id, a.material_id), { acceptedCount: int(a.n), acceptedMetalMg: int(a.metal_mg) });
  for (const l of lines.filter((line) => line.kind === 'piece')) {
    Object.assign(rowOf(l.category_id, l.material_id), {
      soldCount: int(l.n),
      soldMetalMg: int(l.metal_mg),
      salesCents: int(l.amount_cents),
      metalCents: int(l.metal_cents),
      makingChargeCents: int(l.making_cents),
      stonesCents: int(l.stones_cents),
      discountCents: int(l.discount_cents),
    });
  }
  const oldGold = new Map<number, JewelryReport['oldGold'][number]>();
  for (const l of lines.filter((line) => line.kind === 'old_gold' && line.material_id !== null)) {
    const materialId = int(l.material_id);
    const before = oldGold.get(materialId) ?? { material: refs.material(materialId), lineCount: 0, metalMg: 0, paidCents: 0 };
    oldGold.set(materialId, { ...before, lineCount: before.lineCount + int(l.n), metalMg: before.metalMg + int(l.metal_mg), paidCents: before.paidCents - int(l.amount_cents) });
  }
  return {
    period,
    branch: query.branchId === undefined ? null : refs.branch(query.branchId),
    rows: [...rows.values()].sort((a, b) => byCode<JewelryReportRow>((r) => r.category?.code ?? null)(a, b) || a.material.code.localeCompare(b.material.code)),
    oldGold: [...oldGold.values()].sort((a, b) => a.material.code.localeCompare(b.material.code)),
    salesTotals: {
      invoiceCount: int(totals?.n),
      pieceLinesCents: int(totals?.piece_cents),
      stoneLinesCents: int(totals?.stone_cents),
      oldGoldCents: int(totals?.old_gold_cents),
      invoiceDiscountCents: int(totals?.discount_cents),
      notesCents: int(totals?.notes_cents),
      payableCents: int(totals?.payable_cents),
    },
  };
}
