import { sql, type SQL } from 'drizzle-orm';
import type { FindInvoicesQuery, FindInvoicesResponse, Invoice, InvoiceLine, InvoiceSummary } from '../../../shared/contracts/sales/invoice';
import type { InvoiceStone } from '../../../shared/contracts/stones/gem-pos';
import type { StoneShape } from '../../../shared/contracts/stones/stone';
import { balanceOf, invoiceStateOf, paymentStateOf } from '../../../shared/sales/payment-state';
import { rielOf, type PaymentMethod } from '../../../shared/sales/tender';
import type { Currency } from '../../../shared/units';
import { queryPrepared, queryRows, type Db, type Executor } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { onShopDaysSql, shopTimeOf } from '../../platform/shop-time';
import { likePattern, pageOffset } from '../../platform/records/record-helpers';
import { materialRefs } from '../materials';
import { stoneLotRefs } from '../stones';

/**
 * Invoices as the pages read them, every figure derived from the rows
 * (DESIGN §5: payment status is never stored): payable = total + debit notes
 * − credit notes (nothing once voided), paid = the payments allocated to it,
 * prepaid = the deposits among them.
 */
const derived = sql`
  SELECT i.*, to_char(i.posting_date, 'YYYY-MM-DD') AS posting_day,
         b.code AS branch_code, b.name_kh AS branch_name_kh, b.name_en AS branch_name_en,
         c.name AS customer_name, c.phone AS customer_phone,
         s.code AS seller_code, s.name_kh AS seller_name_kh, s.name_en AS seller_name_en,
         COALESCE(adj.sum, 0) AS adjustments_cents, COALESCE(adj.n, 0) AS adjustment_count,
         COALESCE(pay.paid, 0) AS paid_cents, COALESCE(pay.prepaid, 0) AS prepaid_cents,
         v.invoice_id IS NOT NULL AS voided,
         CASE WHEN v.invoice_id IS NOT NULL THEN 0 ELSE i.total_cents + COALESCE(adj.sum, 0) END AS payable_cents
    FROM invoices i
    JOIN branches b ON b.id = i.branch_id
    LEFT JOIN customers c ON c.id = i.customer_id
    LEFT JOIN staff s ON s.id = i.seller_staff_id
    LEFT JOIN invoice_voids v ON v.invoice_id = i.id
    LEFT JOIN LATERAL (SELECT sum(n.total_cents) AS sum, count(*) AS n FROM invoices n WHERE n.original_invoice_id = i.id) adj ON true
    LEFT JOIN LATERAL (
      SELECT sum(a.amount_cents) AS paid, sum(a.amount_cents) FILTER (WHERE p.type = 'deposit') AS prepaid
        FROM payment_allocations a JOIN payments p ON p.id = a.payment_id
       WHERE a.invoice_id = i.id) pay ON true`;

/** For one invoice aliased `i` (the list reads the same figures through lateral joins above). */
export const invoicePayableSql = sql`CASE WHEN EXISTS (SELECT 1 FROM invoice_voids v WHERE v.invoice_id = i.id) THEN 0
  ELSE i.total_cents + COALESCE((SELECT sum(n.total_cents) FROM invoices n WHERE n.original_invoice_id = i.id), 0) END`;
export const invoicePaidSql = sql`COALESCE((SELECT sum(a.amount_cents) FROM payment_allocations a WHERE a.invoice_id = i.id), 0)`;

/** paymentStateOf in SQL, for filtering a list by it (a test keeps the two in step). */
const paymentStateSql = (today: string) => sql`
  CASE WHEN d.voided THEN 'voided'
       WHEN (d.payable_cents >= 0 AND d.payable_cents - d.paid_cents <= 0) OR (d.payable_cents < 0 AND d.payable_cents - d.paid_cents >= 0) THEN 'paid'
       WHEN d.due_date IS NOT NULL AND d.due_date < ${today}::date THEN 'over_due_date'
       WHEN d.paid_cents <> 0 THEN 'partially_paid'
       WHEN d.due_date IS NOT NULL AND d.due_date > ${today}::date THEN 'pending_payment'
       ELSE 'unpaid' END`;

interface InvoiceRow {
  id: number;
  number: string;
  kind: Invoice['kind'];
  original_invoice_id: number | null;
  branch_id: number;
  branch_code: string;
  branch_name_kh: string;
  branch_name_en: string;
  customer_id: number | null;
  customer_name: string | null;
  customer_phone: string | null;
  seller_staff_id: number | null;
  seller_code: string | null;
  seller_name_kh: string | null;
  seller_name_en: string | null;
  issued_at: Date | string;
  posting_day: string;
  due_date: string | null;
  khr_per_usd: number;
  vat_rate_bp: number | null;
  subtotal_cents: number | string;
  discount_cents: number | string;
  total_cents: number | string;
  total_riel: number | string;
  incentive_cents: number | string;
  note: string;
  adjustments_cents: number | string;
  adjustment_count: number | string;
  paid_cents: number | string;
  prepaid_cents: number | string;
  payable_cents: number | string;
  voided: boolean;
  created_by: number | null;
  total?: number | string;
}

const dayOf = (value: string | Date | null) => (value === null ? null : typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));

function toSummary(row: InvoiceRow, today: string): InvoiceSummary {
  const payableCents = Number(row.payable_cents);
  const paidCents = Number(row.paid_cents);
  const dueDate = dayOf(row.due_date);
  // A purchase voucher is settled like a sale (the shop pays it out); a note through its invoice.
  const isNote = row.kind === 'credit_note' || row.kind === 'debit_note';
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    branch: { id: row.branch_id, code: row.branch_code, nameKh: row.branch_name_kh, nameEn: row.branch_name_en },
    customer: row.customer_id === null ? null : { id: row.customer_id, name: row.customer_name ?? '', phone: row.customer_phone ?? '' },
    seller: row.seller_staff_id === null ? null : { id: row.seller_staff_id, code: row.seller_code ?? '', nameKh: row.seller_name_kh ?? '', nameEn: row.seller_name_en ?? '' },
    issuedAt: new Date(row.issued_at).toISOString(),
    postingDate: row.posting_day,
    dueDate,
    totalCents: Number(row.total_cents),
    totalRiel: Number(row.total_riel),
    payableCents,
    prepaidCents: Number(row.prepaid_cents),
    paidCents,
    // A note is settled through its invoice: nothing is paid on the note itself.
    balanceCents: isNote ? 0 : balanceOf({ payableCents, paidCents }),
    discountCents: Number(row.discount_cents),
    incentiveCents: row.voided ? 0 : Number(row.incentive_cents),
    state: invoiceStateOf({ voided: row.voided, adjustmentCount: Number(row.adjustment_count) }),
    paymentState: isNote ? 'paid' : paymentStateOf({ voided: row.voided, payableCents, paidCents, dueDate, today }),
  };
}

export async function findInvoices(db: Db, query: FindInvoicesQuery & { page: number; pageSize: number }): Promise<FindInvoicesResponse> {
  const today = (await shopTimeOf(db)).today();
  const where: SQL[] = [sql`d.kind = ${query.kind ?? 'invoice'}`];
  if (query.search) {
    const pattern = likePattern(query.search);
    where.push(sql`(d.number ILIKE ${pattern} OR d.customer_name ILIKE ${pattern} OR d.customer_phone ILIKE ${pattern})`);
  }
  if (query.customerId !== undefined) where.push(sql`d.customer_id = ${query.customerId}`);
  if (query.branchId !== undefined) where.push(sql`d.branch_id = ${query.branchId}`);
  // By the invoice's shop day (posting_date): a back-dated invoice is found on its day.
  where.push(...onShopDaysSql(sql`d.posting_date`, query));
  if (query.state === 'voided') where.push(sql`d.voided`);
  if (query.state === 'adjusted') where.push(sql`NOT d.voided AND d.adjustment_count > 0`);
  if (query.state === 'issued') where.push(sql`NOT d.voided AND d.adjustment_count = 0`);
  if (query.paymentState) where.push(sql`${paymentStateSql(today)} = ${query.paymentState}`);
  const rows = await queryRows<InvoiceRow & { sum_payable: string | number; sum_paid: string | number }>(
    db,
    sql`SELECT d.*, count(*) OVER () AS total, sum(d.payable_cents) OVER () AS sum_payable, sum(d.paid_cents) OVER () AS sum_paid
          FROM (${derived}) d
         WHERE ${sql.join(where, sql` AND `)}
         ORDER BY d.posting_date DESC, d.issued_at DESC, d.id DESC
         LIMIT ${query.pageSize} OFFSET ${pageOffset(query)}`,
  );
  const first = rows[0];
  const payableCents = first ? Number(first.sum_payable) : 0;
  const paidCents = first ? Number(first.sum_paid) : 0;
  return {
    items: rows.map((r) => toSummary(r, today)),
    total: first ? Number(first.total) : 0,
    page: query.page,
    pageSize: query.pageSize,
    totals: { payableCents, paidCents, balanceCents: payableCents - paidCents },
  };
}

interface LineRow {
  line_no: number;
  kind: InvoiceLine['kind'];
  piece_id: number | null;
  code: string;
  description: string;
  category_id: number | null;
  material_id: number | null;
  material_code: string | null;
  gross_mg: string | number;
  stone_mg: string | number;
  metal_mg: string | number;
  rate_cents_per_chi: number;
  rate_in_force_cents_per_chi: number | null;
  rate_change_reason: string;
  metal_cents: string | number;
  making_charge_cents: string | number;
  group_discount_cents: string | number;
  stones_cents: string | number;
  discount_cents: string | number;
  amount_cents: string | number;
  incentive_cents: string | number;
  stone_lot_id: number | null;
  stone_count: number | null;
  stone_weight_mct: string | number | null;
  stone_price_mode: 'per_carat' | 'per_stone' | null;
  stone_unit_price_cents: string | number | null;
  purity_method: InvoiceLine['purityMethod'];
  tested_purity: number | null;
  melt_deduction_bp: number | null;
  fine_mg: string | number | null;
  stone_type: string | null;
  stone_shape: StoneShape | null;
  stone_size_cmm: number | null;
  stone_colour: string | null;
  stone_quality: string | null;
}

/** A stone line's stones (the lot's words as they are; the count, weight and price as sold). */
const stoneOf = (l: LineRow): InvoiceStone | null =>
  l.stone_lot_id === null
    ? null
    : {
        lotId: l.stone_lot_id,
        lotCode: l.code,
        stoneType: l.stone_type ?? '',
        shape: l.stone_shape ?? 'other',
        sizeCmm: l.stone_size_cmm ?? 0,
        colour: l.stone_colour ?? '',
        quality: l.stone_quality ?? '',
        count: l.stone_count ?? 0,
        weightMct: Number(l.stone_weight_mct ?? 0),
        priceMode: l.stone_price_mode ?? 'per_carat',
        unitPriceCents: Number(l.stone_unit_price_cents ?? 0),
      };

interface NoteRow {
  id: number;
  number: string;
  kind: 'credit_note' | 'debit_note';
  total_cents: string | number;
  note: string;
  issued_at: string | Date;
}

interface PaymentRow {
  payment_id: number;
  number: string;
  type: 'deposit' | 'payment' | 'refund';
  paid_at: string | Date;
  amount_cents: string | number;
  cash_rounding_cents: string | number;
  tenders: { method: PaymentMethod; currency: Currency; amountMinor: number; isChange: boolean }[] | null;
}

export async function getInvoice(executor: Executor, id: number): Promise<Invoice> {
  const today = (await shopTimeOf(executor)).today();
  // One round trip (a receipt is read after every sale): the lines, notes and payments as JSON.
  const [row] = await queryPrepared<
    InvoiceRow & {
      issued_by: string | null;
      original_number: string | null;
      void_at: string | Date | null;
      void_by: string | null;
      void_reason: string | null;
      lines: LineRow[] | string;
      notes: NoteRow[] | string;
      payments: PaymentRow[] | string;
    }
  >(
    executor,
    sql`SELECT d.*, u.display_name AS issued_by, o.number AS original_number,
               v.voided_at AS void_at, vu.username AS void_by, v.reason AS void_reason,
               (SELECT coalesce(json_agg(l ORDER BY l.line_no), '[]'::json) FROM (
                  SELECT l.*, m.code AS material_code, sl.stone_type, sl.shape AS stone_shape, sl.size_cmm AS stone_size_cmm, sl.colour AS stone_colour, sl.quality AS stone_quality
                    FROM invoice_lines l LEFT JOIN ${materialRefs('m')} ON m.id = l.material_id LEFT JOIN ${stoneLotRefs('sl')} ON sl.id = l.stone_lot_id
                   WHERE l.invoice_id = d.id) l) AS lines,
               (SELECT coalesce(json_agg(n ORDER BY n.id), '[]'::json) FROM (
                  SELECT id, number, kind, total_cents, note, issued_at FROM invoices WHERE original_invoice_id = d.id) n) AS notes,
               (SELECT coalesce(json_agg(p ORDER BY p.paid_at, p.payment_id), '[]'::json) FROM (
                  SELECT p.id AS payment_id, p.number, p.type, p.paid_at, sum(a.amount_cents) AS amount_cents, p.cash_rounding_cents,
                         (SELECT json_agg(json_build_object('method', t.method, 'currency', t.currency, 'amountMinor', t.amount_minor, 'isChange', t.is_change) ORDER BY t.id)
                            FROM payment_tenders t WHERE t.payment_id = p.id) AS tenders
                    FROM payment_allocations a JOIN payments p ON p.id = a.payment_id
                   WHERE a.invoice_id = d.id
                   GROUP BY p.id) p) AS payments
          FROM (${derived} WHERE i.id = ${id}) d
          LEFT JOIN users u ON u.id = d.created_by
          LEFT JOIN invoices o ON o.id = d.original_invoice_id
          LEFT JOIN invoice_voids v ON v.invoice_id = d.id
          LEFT JOIN users vu ON vu.id = v.voided_by`,
  );
  if (!row) throw notFound('invoice');
  const parse = <T>(value: T[] | string): T[] => (typeof value === 'string' ? (JSON.parse(value) as T[]) : value);
  const lines = parse(row.lines);
  const notes = parse(row.notes);
  const payments = parse(row.payments);
  const summary = toSummary(row, today);
  return {
    ...summary,
    originalInvoice: row.original_invoice_id === null ? null : { id: row.original_invoice_id, number: row.original_number ?? '' },
    issuedBy: row.issued_by,
    khrPerUsd: row.khr_per_usd,
    vatRateBp: row.vat_rate_bp,
    lines: lines.map((l) => ({
      lineNo: l.line_no,
      kind: l.kind,
      pieceId: l.piece_id,
      code: l.code,
      description: l.description,
      categoryId: l.category_id,
      materialId: l.material_id,
      materialCode: l.material_code,
      grossMg: Number(l.gross_mg),
      stoneMg: Number(l.stone_mg),
      metalMg: Number(l.metal_mg),
      rateCentsPerChi: l.rate_cents_per_chi,
      rateInForceCentsPerChi: l.rate_in_force_cents_per_chi,
      rateChangeReason: l.rate_change_reason,
      metalCents: Number(l.metal_cents),
      makingChargeCents: Number(l.making_charge_cents),
      groupDiscountCents: Number(l.group_discount_cents),
      stonesCents: Number(l.stones_cents),
      discountCents: Number(l.discount_cents),
      amountCents: Number(l.amount_cents),
      incentiveCents: Number(l.incentive_cents),
      stone: stoneOf(l),
      purityMethod: l.purity_method ?? null,
      testedPurity: l.tested_purity,
      meltDeductionBp: l.melt_deduction_bp,
      fineMg: l.fine_mg === null ? null : Number(l.fine_mg),
    })),
    subtotalCents: Number(row.subtotal_cents),
    adjustmentsCents: Number(row.adjustments_cents),
    payableRiel: rielOf(summary.payableCents, row.khr_per_usd),
    note: row.note,
    voided: row.voided ? { at: new Date(row.void_at!).toISOString(), by: row.void_by, reason: row.void_reason ?? '' } : null,
    notes: notes.map((n) => ({ id: n.id, number: n.number, kind: n.kind, amountCents: Number(n.total_cents), reason: n.note, issuedAt: new Date(n.issued_at).toISOString() })),
    payments: payments.map((p) => ({
      paymentId: p.payment_id,
      number: p.number,
      type: p.type,
      paidAt: new Date(p.paid_at).toISOString(),
      tenders: (p.tenders ?? []).map((t) => ({ method: t.method, currency: t.currency, amountMinor: Number(t.amountMinor), isChange: t.isChange })),
      amountCents: Number(p.amount_cents),
      cashRoundingCents: Number(p.cash_rounding_cents),
    })),
  };
}
