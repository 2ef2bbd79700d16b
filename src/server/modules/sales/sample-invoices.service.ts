import { sql, type SQL } from 'drizzle-orm';
import type { Page } from '../../../shared/contracts/common';
import type { InvoiceLine } from '../../../shared/contracts/sales/invoice';
import type { CreateSampleInvoiceBody, FindSampleInvoicesQuery, SampleInvoice } from '../../../shared/contracts/sales/sample-invoice';
import { audit, type Actor } from '../../platform/audit';
import { queryRows, type Executor, type Tx } from '../../platform/db/database';
import { badInput, notFound } from '../../platform/errors';
import { nextDocumentNumber } from '../../platform/numbering';
import { likePattern, pageOffset } from '../../platform/records/record-helpers';
import { requireCustomer } from './customers.service';
import { groupDiscountBp, priceSale } from './sale-pricing.service';
import { sampleInvoices } from './sales.tables';

/** Quotations (`/sample_invoice`): priced like a sale at the day's rates; nothing is locked or moved. */

type ParsedSample = { [K in keyof CreateSampleInvoiceBody]-?: Exclude<CreateSampleInvoiceBody[K], undefined> };

/** `mayMoveRatesBothWays`: the owner may quote a line below the ask (rate-direction.ts); a cashier only above. */
export async function createSampleInvoice(tx: Tx, actor: Actor, body: ParsedSample, mayMoveRatesBothWays = false): Promise<number> {
  if (body.customerId !== null) await requireCustomer(tx, body.customerId, 'customerId');
  const bp = await groupDiscountBp(tx, body.customerId, null);
  const priced = await priceSale(tx, body, { groupDiscountBp: bp, lock: false, mayMoveRatesBothWays });
  const [branch] = await queryRows<{ code: string }>(tx, sql`SELECT code FROM branches WHERE id = ${body.branchId} AND active`);
  if (!branch) throw badInput({ branchId: 'stock.unknownBranch' });
  const number = await nextDocumentNumber(tx, `SQ-${branch.code}`);
  const [row] = await tx
    .insert(sampleInvoices)
    .values({
      number,
      branchId: body.branchId,
      customerId: body.customerId,
      customerName: body.customerName,
      sellerStaffId: body.sellerStaffId,
      validUntil: body.validUntil,
      khrPerUsd: priced.khrPerUsd,
      subtotalCents: priced.subtotalCents,
      discountCents: priced.discountCents,
      totalCents: priced.totalCents,
      totalRiel: priced.totalRiel,
      lines: JSON.stringify(priced.lines),
      note: body.note,
      createdBy: actor.userId,
    })
    .returning({ id: sampleInvoices.id });
  await audit(tx, actor, { action: 'sales.sampleInvoice', entity: 'sampleInvoice', entityId: row!.id, after: { number, totalCents: priced.totalCents } });
  return row!.id;
}

interface SampleRow {
  id: number;
  number: string;
  branch_id: number;
  branch_code: string;
  branch_name_kh: string;
  branch_name_en: string;
  customer_id: number | null;
  c_name: string | null;
  c_phone: string | null;
  customer_name: string;
  seller_staff_id: number | null;
  seller_code: string | null;
  seller_name_kh: string | null;
  seller_name_en: string | null;
  created_at: string | Date;
  created_by: string | null;
  valid_until: string | Date;
  khr_per_usd: number;
  subtotal_cents: string | number;
  discount_cents: string | number;
  total_cents: string | number;
  total_riel: string | number;
  lines: string;
  note: string;
  converted_invoice_id: number | null;
  converted_number: string | null;
  total?: string | number;
}

const select = sql`
  SELECT q.id, q.number, q.branch_id, b.code AS branch_code, b.name_kh AS branch_name_kh, b.name_en AS branch_name_en,
         q.customer_id, c.name AS c_name, c.phone AS c_phone, q.customer_name,
         q.seller_staff_id, s.code AS seller_code, s.name_kh AS seller_name_kh, s.name_en AS seller_name_en,
         q.created_at, u.username AS created_by, q.valid_until, q.khr_per_usd, q.subtotal_cents, q.discount_cents,
         q.total_cents, q.total_riel, q.lines, q.note, q.converted_invoice_id, i.number AS converted_number
    FROM sample_invoices q
    JOIN branches b ON b.id = q.branch_id
    LEFT JOIN customers c ON c.id = q.customer_id
    LEFT JOIN staff s ON s.id = q.seller_staff_id
    LEFT JOIN users u ON u.id = q.created_by
    LEFT JOIN invoices i ON i.id = q.converted_invoice_id`;

function toSample(row: SampleRow): SampleInvoice {
  return {
    id: row.id,
    number: row.number,
    branch: { id: row.branch_id, code: row.branch_code, nameKh: row.branch_name_kh, nameEn: row.branch_name_en },
    customer: row.customer_id === null ? null : { id: row.customer_id, name: row.c_name ?? '', phone: row.c_phone ?? '' },
    customerName: row.customer_name || row.c_name || '',
    seller: row.seller_staff_id === null ? null : { id: row.seller_staff_id, code: row.seller_code ?? '', nameKh: row.seller_name_kh ?? '', nameEn: row.seller_name_en ?? '' },
    createdAt: new Date(row.created_at).toISOString(),
    createdBy: row.created_by,
    validUntil: typeof row.valid_until === 'string' ? row.valid_until.slice(0, 10) : row.valid_until.toISOString().slice(0, 10),
    khrPerUsd: row.khr_per_usd,
    lines: JSON.parse(row.lines) as InvoiceLine[],
    subtotalCents: Number(row.subtotal_cents),
    discountCents: Number(row.discount_cents),
    totalCents: Number(row.total_cents),
    totalRiel: Number(row.total_riel),
    note: row.note,
    convertedInvoice: row.converted_invoice_id === null ? null : { id: row.converted_invoice_id, number: row.converted_number ?? '' },
  };
}

export async function getSampleInvoice(executor: Executor, id: number): Promise<SampleInvoice> {
  const [row] = await queryRows<SampleRow>(executor, sql`${select} WHERE q.id = ${id}`);
  if (!row) throw notFound('sampleInvoice');
  return toSample(row);
}

export async function findSampleInvoices(executor: Executor, query: FindSampleInvoicesQuery & { page: number; pageSize: number }): Promise<Page<Omit<SampleInvoice, 'lines'>>> {
  const where: SQL[] = [sql`true`];
  if (query.search) {
    const pattern = likePattern(query.search);
    where.push(sql`(q.number ILIKE ${pattern} OR q.customer_name ILIKE ${pattern} OR c.name ILIKE ${pattern} OR c.phone ILIKE ${pattern})`);
  }
  if (query.converted === 'true') where.push(sql`q.converted_invoice_id IS NOT NULL`);
  if (query.converted === 'false') where.push(sql`q.converted_invoice_id IS NULL`);
  const rows = await queryRows<SampleRow>(
    executor,
    sql`SELECT x.*, count(*) OVER () AS total FROM (${select} WHERE ${sql.join(where, sql` AND `)}) x
         ORDER BY x.created_at DESC, x.id DESC LIMIT ${query.pageSize} OFFSET ${pageOffset(query)}`,
  );
  return {
    items: rows.map((r) => {
      const { lines: _lines, ...rest } = toSample(r);
      void _lines;
      return rest;
    }),
    total: rows[0] ? Number(rows[0].total) : 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
