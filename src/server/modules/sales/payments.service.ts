import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ApplyCreditBody, ApplyCreditResult, FindPaymentsQuery, FindPaymentsResponse, Payment, PaymentType, RecordPaymentBody } from '../../../shared/contracts/sales/payment';
import type { TenderInput } from '../../../shared/contracts/sales/invoice';
import { changeOf, settle, tenderValueCents, type Change, type PaymentMethod } from '../../../shared/sales/tender';
import { minorToDecimalString, rielToUsdCents, type Currency } from '../../../shared/units';
import { audit, auditInsert, type Actor } from '../../platform/audit';
import { queryRows, type Executor, type Tx } from '../../platform/db/database';
import { badInput, conflict, notFound, type FieldMessage } from '../../platform/errors';
import { insertNumbered, type NumberedDocument } from '../../platform/numbering';
import { onShopDaysSql, shopTimeOf } from '../../platform/shop-time';
import { getSetting } from '../../platform/settings/settings.service';
import { branches } from '../../platform/platform.tables';
import { pageOffset } from '../../platform/records/record-helpers';
import { getCustomer, requireCustomer } from './customers.service';
import { khrPerUsdAt } from './exchange-rates.service';
import { invoicePaidSql, invoicePayableSql } from './invoice-views';
import { customers, invoices, paymentAllocations, paymentTenders, payments } from './sales.tables';
import { refuseIfTillClosed } from './till.service';
import { auditBackdate, shopTodaySql, type PostingDay } from '../../ledger';

/**
 * Payments (DESIGN §3.8): money in one or more methods and currencies, the
 * change given back as negative cash tenders, shared out over one customer's
 * invoices. Insert-only; a refund is a payment out.
 */

type ParsedTender = { readonly method: PaymentMethod; readonly currency: Currency; readonly amountMinor: number; readonly reference: string };
type PaymentFields = Omit<RecordPaymentBody, 'postingDate' | 'postingDateReason'>;
type ParsedRecordPayment = { [K in keyof PaymentFields]-?: Exclude<PaymentFields[K], undefined> } & { tenders: readonly ParsedTender[] };

export interface NewPayment {
  readonly type: PaymentType;
  readonly branchId: number;
  /** The branch's code when the caller has it (saves a query); else it is looked up. */
  readonly branchCode?: string;
  readonly customerId: number | null;
  readonly khrPerUsd: number;
  /** As handed over, positive; a refund's are paid out. */
  readonly tenders: readonly TenderInput[];
  readonly change: Change;
  /**
   * What the payment settles beyond what its money is worth (shared/sales/tender.ts `settle`), USD cents, as
   * for money received: riel cash to the note. A refund's is stored with the refund's sign.
   */
  readonly cashRoundingCents: number;
  readonly allocations: readonly { readonly invoiceId: number; readonly amountCents: number }[];
  readonly note: string;
  /** The money's shop day (postingDayOf): today when left out. */
  readonly postingDay?: PostingDay | undefined;
}

/** Writes a payment, its tenders (and change) and allocations, numbered per branch and year (`PM-PP-CM-2026-000001`). */
export async function writePayment(tx: Tx, actor: Actor, input: NewPayment): Promise<number> {
  const branch = input.branchCode !== undefined ? { code: input.branchCode } : (await tx.select({ code: branches.code }).from(branches).where(eq(branches.id, input.branchId)))[0];
  if (!branch) throw badInput({ branchId: 'stock.unknownBranch' });
  const [payment] = await insertNumbered(tx, [paymentDocument(tx, actor, { ...input, branchCode: branch.code })]);
  return payment!.id;
}

/**
 * A payment as a numbered document (see insertNumbered): its row, its tenders
 * (and change), its allocations and its audit row, for a caller that writes it
 * in the same statement as another document (a sale's invoice).
 */
export function paymentDocument(tx: Tx, actor: Actor, input: NewPayment & { readonly branchCode: string }): NumberedDocument {
  const out = input.type === 'refund' ? -1 : 1;
  const tenderRows = input.tenders.map((t) => ({
    method: t.method,
    currency: t.currency,
    amountMinor: out * t.amountMinor,
    valueCents: out * tenderValueCents({ currency: t.currency, amountMinor: t.amountMinor }, input.khrPerUsd),
    isChange: false,
    reference: t.reference ?? '',
  }));
  // The change is worth what was handed back: its riel at the rate; what that differs from the cents owed back is in the cash rounding.
  if (input.change.usdCents > 0) tenderRows.push({ method: 'cash', currency: 'USD', amountMinor: -input.change.usdCents, valueCents: -input.change.usdCents, isChange: true, reference: '' });
  if (input.change.riel > 0)
    tenderRows.push({ method: 'cash', currency: 'KHR', amountMinor: -input.change.riel, valueCents: -rielToUsdCents(input.change.riel, input.khrPerUsd), isChange: true, reference: '' });
  const cashRoundingCents = out * input.cashRoundingCents;
  // amount = what the money is worth + the cash rounding (riel cash to the note): what the allocations share out.
  const amountCents = tenderRows.reduce((sum, t) => sum + t.valueCents, 0) + cashRoundingCents;
  return {
    series: `PM-${input.branchCode}`,
    build: (ref) => ({
      document: tx
        .insert(payments)
        .values({ number: ref.number, type: input.type, branchId: input.branchId, customerId: input.customerId, khrPerUsd: input.khrPerUsd, amountCents, cashRoundingCents, note: input.note, createdBy: actor.userId, postingDate: input.postingDay?.date ?? shopTodaySql })
        .returning({ id: payments.id, number: payments.number }),
      rows: [
        ...(tenderRows.length > 0 ? [tx.insert(paymentTenders).values(tenderRows.map((t) => ({ ...t, paymentId: ref.id })))] : []),
        ...(input.allocations.length > 0
          ? [tx.insert(paymentAllocations).values(input.allocations.map((a) => ({ paymentId: ref.id, invoiceId: a.invoiceId, amountCents: out * a.amountCents })))]
          : []),
        auditInsert(tx, actor, {
          action: `sales.payment.${input.type}`,
          entity: 'payment',
          entityId: sql`${ref.id}::text`,
          after: { amountCents, cashRoundingCents, allocations: input.allocations },
          afterSql: sql`jsonb_build_object('number', ${ref.number})`,
        }),
      ],
    }),
  };
}

interface OpenInvoice {
  id: number;
  number: string;
  kind: string;
  customer_id: number | null;
  voided: boolean;
  payable_cents: string | number;
  paid_cents: string | number;
  khr_per_usd: number;
  issued_at: string | Date;
}

/** The invoices a payment names, locked so two payments on one invoice are taken one after the other. */
async function openInvoices(tx: Tx, ids: readonly number[]): Promise<OpenInvoice[]> {
  await tx.select({ id: invoices.id }).from(invoices).where(inArray(invoices.id, [...ids])).for('update');
  return queryRows<OpenInvoice>(
    tx,
    sql`SELECT i.id, i.number, i.kind, i.customer_id, v.invoice_id IS NOT NULL AS voided, i.khr_per_usd, i.issued_at,
               ${invoicePayableSql} AS payable_cents,
               ${invoicePaidSql} AS paid_cents
          FROM invoices i LEFT JOIN invoice_voids v ON v.invoice_id = i.id
         WHERE i.id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`,
  );
}

/**
 * Each allocation against its invoice: found, not voided, the one
 * customer's, within what is still due (a refund: within what was paid).
 * Refused with every problem at once; the customer they belong to.
 */
function checkAllocations(
  found: readonly OpenInvoice[],
  allocations: readonly { readonly invoiceId: number; readonly amountCents: number }[],
  type: PaymentType,
  givenCustomerId: number | null,
): number | null {
  // Each field's message has its own params: two allocations name two invoices, two balances.
  const problems: Record<string, FieldMessage> = {};
  let customerId = givenCustomerId;
  allocations.forEach((allocation, index) => {
    const invoice = found.find((i) => i.id === allocation.invoiceId);
    const field = `allocations.${index}.invoiceId`;
    if (!invoice || invoice.kind !== 'invoice') return void (problems[field] = { key: 'notFound', params: { what: 'invoice' } });
    if (invoice.voided) return void (problems[field] = { key: 'sales.invoiceVoided', params: { number: invoice.number } });
    if (customerId === null) customerId = invoice.customer_id;
    if (invoice.customer_id !== customerId) return void (problems[field] = { key: 'sales.otherCustomer', params: {} });
    const payable = Number(invoice.payable_cents);
    const paid = Number(invoice.paid_cents);
    if (type === 'refund') {
      const refundable = payable >= 0 ? paid : paid - payable;
      if (allocation.amountCents > refundable) {
        problems[`allocations.${index}.amountCents`] = { key: 'sales.refundOverPaid', params: { paid: usd(refundable) } };
      }
    } else if (allocation.amountCents > payable - paid) {
      problems[`allocations.${index}.amountCents`] = { key: 'sales.overBalance', params: { balance: usd(Math.max(0, payable - paid)) } };
    }
  });
  if (Object.keys(problems).length > 0) throw badInput(problems);
  return customerId;
}

const usd = (cents: number) => `${minorToDecimalString(cents, 'USD')} USD`;

/**
 * The rate a payment converts riel at: the day's exchange rate; on the sale's day the invoice's own (which
 * is the day's, and what the customer was told), when every invoice it pays was issued that day at one rate.
 */
async function paymentRate(tx: Tx, found: readonly OpenInvoice[], now: Date): Promise<number> {
  const shop = await shopTimeOf(tx);
  const today = shop.dayOf(now);
  const rates = new Set(found.map((i) => i.khr_per_usd));
  if (found.length > 0 && rates.size === 1 && found.every((i) => shop.dayOf(i.issued_at) === today)) return found[0]!.khr_per_usd;
  return khrPerUsdAt(tx, now);
}

/** `/invoice/payment`, `/payment/group`, a deposit, a refund: one transaction; the payment's id. */
export async function recordPayment(
  tx: Tx,
  actor: Actor,
  body: ParsedRecordPayment,
  now: Date = new Date(),
  postingDay?: PostingDay,
): Promise<{ paymentId: number; change: Change; cashRoundingCents: number }> {
  // No money into a branch's day whose till is closed, the payment's own day (a back-dated one: that day's
  // till): checked first, so a refusal writes nothing.
  await refuseIfTillClosed(tx, body.branchId, postingDay?.date ?? (await shopTimeOf(tx)).dayOf(now));
  const ids = body.allocations.map((a) => a.invoiceId);
  const repeated = ids.findIndex((id, i) => ids.indexOf(id) !== i);
  if (repeated >= 0) throw badInput({ [`allocations.${repeated}.invoiceId`]: 'stock.repeated' });
  if (body.type === 'payment' && ids.length === 0) throw badInput({ allocations: 'sales.allocationsNeeded' });
  if (body.type === 'deposit' && body.customerId === null && ids.length === 0) throw badInput({ customerId: 'sales.customerNeeded' });
  if (body.customerId !== null) await requireCustomer(tx, body.customerId, 'customerId');

  const found = ids.length > 0 ? await openInvoices(tx, ids) : [];
  const khrPerUsd = await paymentRate(tx, found, now);
  const rielNote = await getSetting(tx, 'sales.rielNote');
  const customerId = checkAllocations(found, body.allocations, body.type, body.customerId);
  const allocatedCents = body.allocations.reduce((sum, a) => sum + a.amountCents, 0);
  let change = changeOf(0, khrPerUsd);
  let cashRoundingCents = 0;
  if (body.type === 'refund') {
    // Money paid out matches what is taken off the invoices (riel cash to the note), or a customer's unapplied credit.
    const outCents = body.tenders.reduce((sum, t) => sum + tenderValueCents(t, khrPerUsd), 0);
    if (ids.length > 0) {
      const settlement = settle(allocatedCents, body.tenders, khrPerUsd, rielNote);
      if (settlement.appliedCents !== allocatedCents || settlement.change.usdCents + settlement.change.riel > 0) throw badInput({ tenders: 'sales.tendersShort' });
      cashRoundingCents = settlement.cashRoundingCents;
    } else {
      if (customerId === null) throw badInput({ customerId: 'sales.customerNeeded' });
      const creditCents = await lockedCredit(tx, customerId);
      if (outCents > creditCents) throw badInput({ tenders: 'sales.refundOverPaid' }, { paid: usd(Math.max(0, creditCents)) });
    }
  } else if (ids.length > 0) {
    const settlement = settle(allocatedCents, body.tenders, khrPerUsd, rielNote);
    if (settlement.appliedCents < allocatedCents) throw badInput({ tenders: 'sales.tendersShort' });
    if (settlement.changeOverCash) throw badInput({ tenders: 'sales.changeWithoutCash' });
    change = settlement.change;
    cashRoundingCents = settlement.cashRoundingCents;
  }
  const paymentId = await writePayment(tx, actor, {
    type: body.type,
    branchId: body.branchId,
    customerId,
    khrPerUsd,
    tenders: body.tenders,
    change,
    cashRoundingCents,
    allocations: body.allocations,
    note: body.note,
    postingDay,
  });
  await auditBackdate(tx, actor, 'payment', paymentId, postingDay);
  return { paymentId, change, cashRoundingCents };
}

/** A customer's credit (paid, not on an invoice), their row locked so two uses of it are taken one after the other. */
async function lockedCredit(tx: Tx, customerId: number): Promise<number> {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
  return (await getCustomer(tx, customerId)).creditCents;
}

/**
 * A customer's unapplied credit put on their invoices (`/invoice/payment`'s
 * "use the credit"): the deposits not yet on an invoice, oldest first, get
 * allocations; no money changes hands, so the day's cash book does not move.
 * Returns the allocations written.
 */
export async function applyCredit(tx: Tx, actor: Actor, body: ApplyCreditBody): Promise<ApplyCreditResult> {
  await requireCustomer(tx, body.customerId, 'customerId');
  const ids = body.allocations.map((a) => a.invoiceId);
  const repeated = ids.findIndex((id, i) => ids.indexOf(id) !== i);
  if (repeated >= 0) throw badInput({ [`allocations.${repeated}.invoiceId`]: 'stock.repeated' });
  const creditCents = await lockedCredit(tx, body.customerId);
  checkAllocations(await openInvoices(tx, ids), body.allocations, 'payment', body.customerId);
  const wantedCents = body.allocations.reduce((sum, a) => sum + a.amountCents, 0);
  if (wantedCents > creditCents) throw badInput({ allocations: 'sales.overCredit' }, { credit: usd(Math.max(0, creditCents)) });

  const deposits = await queryRows<{ id: number; number: string; free_cents: string | number }>(
    tx,
    sql`SELECT p.id, p.number, p.amount_cents - COALESCE((SELECT sum(a.amount_cents) FROM payment_allocations a WHERE a.payment_id = p.id), 0) AS free_cents
          FROM payments p
         WHERE p.customer_id = ${body.customerId} AND p.type = 'deposit'
         ORDER BY p.paid_at, p.id`,
  );
  const free = deposits.map((d) => ({ id: d.id, number: d.number, cents: Number(d.free_cents) })).filter((d) => d.cents > 0);
  const written: ApplyCreditResult['allocations'] = [];
  for (const allocation of body.allocations) {
    let left = allocation.amountCents;
    for (const deposit of free) {
      if (left === 0) break;
      const take = Math.min(left, deposit.cents);
      if (take === 0) continue;
      written.push({ paymentId: deposit.id, paymentNumber: deposit.number, invoiceId: allocation.invoiceId, amountCents: take });
      deposit.cents -= take;
      left -= take;
    }
    // The credit counts refunds of it; the deposits' free parts always cover it. Should they not, nothing is written.
    if (left > 0) throw conflict('sales.creditNotOnDeposits', { credit: usd(creditCents) });
  }
  await tx.insert(paymentAllocations).values(written.map((w) => ({ paymentId: w.paymentId, invoiceId: w.invoiceId, amountCents: w.amountCents })));
  await audit(tx, actor, { action: 'sales.credit.apply', entity: 'customer', entityId: body.customerId, after: { allocations: written } });
  return { allocations: written, creditCents: creditCents - wantedCents };
}

interface PaymentRow {
  id: number;
  number: string;
  type: PaymentType;
  branch_id: number;
  branch_code: string;
  branch_name_kh: string;
  branch_name_en: string;
  customer_id: number | null;
  customer_name: string | null;
  customer_phone: string | null;
  paid_at: string | Date;
  posting_day: string;
  received_by: string | null;
  khr_per_usd: number;
  amount_cents: string | number;
  cash_rounding_cents: string | number;
  note: string;
  tenders: { method: PaymentMethod; currency: Currency; amountMinor: number; valueCents: number; isChange: boolean; reference: string }[] | null;
  allocations: { invoiceId: number; number: string; amountCents: number }[] | null;
  total?: string | number;
}

const paymentSelect = sql`
  SELECT p.id, p.number, p.type, p.branch_id, b.code AS branch_code, b.name_kh AS branch_name_kh, b.name_en AS branch_name_en,
         p.customer_id, c.name AS customer_name, c.phone AS customer_phone, p.paid_at, to_char(p.posting_date, 'YYYY-MM-DD') AS posting_day, u.username AS received_by,
         p.khr_per_usd, p.amount_cents, p.cash_rounding_cents, p.note,
         (SELECT json_agg(json_build_object('method', t.method, 'currency', t.currency, 'amountMinor', t.amount_minor,
                 'valueCents', t.value_cents, 'isChange', t.is_change, 'reference', t.reference) ORDER BY t.id)
            FROM payment_tenders t WHERE t.payment_id = p.id) AS tenders,
         (SELECT json_agg(json_build_object('invoiceId', a.invoice_id, 'number', i.number, 'amountCents', a.amount_cents) ORDER BY a.id)
            FROM payment_allocations a JOIN invoices i ON i.id = a.invoice_id WHERE a.payment_id = p.id) AS allocations`;

function toPayment(row: PaymentRow): Payment {
  const allocations = (row.allocations ?? []).map((a) => ({ invoiceId: a.invoiceId, number: a.number, amountCents: Number(a.amountCents) }));
  const amountCents = Number(row.amount_cents);
  return {
    id: row.id,
    number: row.number,
    type: row.type,
    branch: { id: row.branch_id, code: row.branch_code, nameKh: row.branch_name_kh, nameEn: row.branch_name_en },
    customer: row.customer_id === null ? null : { id: row.customer_id, name: row.customer_name ?? '', phone: row.customer_phone ?? '' },
    paidAt: new Date(row.paid_at).toISOString(),
    postingDate: row.posting_day,
    receivedBy: row.received_by,
    khrPerUsd: row.khr_per_usd,
    amountCents,
    cashRoundingCents: Number(row.cash_rounding_cents),
    tenders: (row.tenders ?? []).map((t) => ({ ...t, amountMinor: Number(t.amountMinor), valueCents: Number(t.valueCents) })),
    allocations,
    unallocatedCents: amountCents - allocations.reduce((sum, a) => sum + a.amountCents, 0),
    note: row.note,
  };
}

const paymentFrom = sql`FROM payments p JOIN branches b ON b.id = p.branch_id LEFT JOIN customers c ON c.id = p.customer_id LEFT JOIN users u ON u.id = p.created_by`;

export async function getPayment(executor: Executor, id: number): Promise<Payment> {
  const [row] = await queryRows<PaymentRow>(executor, sql`${paymentSelect} ${paymentFrom} WHERE p.id = ${id}`);
  if (!row) throw notFound('payment');
  return toPayment(row);
}

export async function findPayments(executor: Executor, query: FindPaymentsQuery & { page: number; pageSize: number }): Promise<FindPaymentsResponse> {
  const where: SQL[] = [sql`true`];
  if (query.customerId !== undefined) where.push(sql`p.customer_id = ${query.customerId}`);
  if (query.branchId !== undefined) where.push(sql`p.branch_id = ${query.branchId}`);
  if (query.type) where.push(sql`p.type = ${query.type}`);
  if (query.method) where.push(sql`EXISTS (SELECT 1 FROM payment_tenders t WHERE t.payment_id = p.id AND t.method = ${query.method} AND NOT t.is_change)`);
  // By the payment's shop day (posting_date): a back-dated payment is found on its day.
  where.push(...onShopDaysSql(sql`p.posting_date`, query));
  const rows = await queryRows<PaymentRow>(
    executor,
    sql`${paymentSelect}, count(*) OVER () AS total ${paymentFrom}
         WHERE ${sql.join(where, sql` AND `)}
         ORDER BY p.posting_date DESC, p.paid_at DESC, p.id DESC LIMIT ${query.pageSize} OFFSET ${pageOffset(query)}`,
  );
  return { items: rows.map(toPayment), total: rows[0] ? Number(rows[0].total) : 0, page: query.page, pageSize: query.pageSize };
}

/** Whether an invoice has any money on it (voiding needs it refunded first). */
export async function paidOnInvoice(tx: Tx, invoiceId: number): Promise<number> {
  const [row] = await queryRows<{ paid: string | number }>(tx, sql`SELECT ${invoicePaidSql} AS paid FROM invoices i WHERE i.id = ${invoiceId}`);
  return Number(row?.paid ?? 0);
}

