import { sql, type SQL } from 'drizzle-orm';
import type { FindBuybacksQuery, FindBuybacksResponse } from '../../../shared/contracts/sales/old-gold';
import { oldGoldSellerFields, type OldGoldSellerInput } from '../../../shared/contracts/sales/old-gold-seller';
import { buybackCents, needsSellerIdentity, type SellerIdType } from '../../../shared/sales/old-gold';
import { minorToDecimalString } from '../../../shared/units';
import { queryRows, type Db, type Executor } from '../../platform/db/database';
import { badInput, type FieldProblem } from '../../platform/errors';
import { pageOffset } from '../../platform/records/record-helpers';
import { getSetting } from '../../platform/settings/settings.service';
import { isStoredPhoto } from '../../platform/uploads/uploads.service';
import { onShopDaysSql } from '../../platform/shop-time';
import type { oldGoldSellers } from './sales.tables';

/**
 * The seller of old gold (DESIGN §3.8): dealers in precious metals are
 * reporting entities under Cambodia's 2020 AML/CFT law, so above the owner's
 * threshold (`sales.buybackIdThresholdCents`, USD cents) a buy-back (a sale
 * with old gold, or a purchase voucher) records who sold it; the owner and
 * the managers list those buy-backs.
 */

/**
 * The seller's row to write with the invoice: required (each field named, nothing written) when the old
 * gold bought is above the threshold; kept when given below it. Null when neither.
 */
export async function oldGoldSellerOf(
  executor: Executor,
  lines: readonly { readonly kind: string; readonly amountCents: number }[],
  seller: Required<OldGoldSellerInput> | null,
): Promise<Omit<typeof oldGoldSellers.$inferInsert, 'invoiceId'> | null> {
  const bought = buybackCents(lines);
  if (seller === null) {
    if (bought === 0) return null;
    const threshold = await getSetting(executor, 'sales.buybackIdThresholdCents');
    if (!needsSellerIdentity(bought, threshold)) return null;
    const params = { threshold: `${minorToDecimalString(threshold, 'USD')} USD` };
    const fields: Record<string, FieldProblem> = {};
    for (const field of oldGoldSellerFields) fields[`oldGoldSeller.${field}`] = { key: 'sales.sellerIdentityRequired', params };
    throw badInput(fields, params);
  }
  return {
    name: seller.name,
    phone: seller.phone,
    idType: seller.idType,
    idNumber: seller.idNumber,
    idPhotos: [...seller.idPhotos],
    itemPhotos: [...seller.itemPhotos],
  };
}

/**
 * The seller's photos must be photos stored here (POST /api/platform/uploads): the ID and the items are the
 * evidence the AML law asks for, so a source that names no stored photo is refused on its field. Checked
 * before the sale's transaction (files, not rows).
 */
export async function refuseUnstoredSellerPhotos(uploadsDir: string, seller: Pick<OldGoldSellerInput, 'idPhotos' | 'itemPhotos'> | null): Promise<void> {
  if (!seller) return;
  const problems: Record<string, 'sales.photoNotStored'> = {};
  for (const field of ['idPhotos', 'itemPhotos'] as const) {
    for (const [index, src] of seller[field].entries()) {
      if (!(await isStoredPhoto(uploadsDir, src))) problems[`oldGoldSeller.${field}.${index}`] = 'sales.photoNotStored';
    }
  }
  if (Object.keys(problems).length > 0) throw badInput(problems);
}

interface BuybackRow {
  id: number;
  number: string;
  kind: 'invoice' | 'purchase';
  issued_at: Date | string;
  posting_day: string;
  branch_id: number;
  branch_code: string;
  branch_name_kh: string;
  branch_name_en: string;
  customer_id: number | null;
  customer_name: string | null;
  customer_phone: string | null;
  amount_cents: string | number;
  gross_mg: string | number;
  fine_mg: string | number;
  seller_name: string | null;
  seller_phone: string | null;
  id_type: SellerIdType | null;
  id_number: string | null;
  id_photos: string[] | null;
  item_photos: string[] | null;
  voided: boolean;
  total: string | number;
}

/** GET /api/sales/buybacks: sales with old gold and purchase vouchers whose old gold is above the threshold in force now, newest first. */
export async function findBuybacks(db: Db, query: FindBuybacksQuery & { page: number; pageSize: number }): Promise<FindBuybacksResponse> {
  const thresholdCents = await getSetting(db, 'sales.buybackIdThresholdCents');
  const where: SQL[] = [sql`i.kind IN ('invoice', 'purchase')`, sql`(g.amount_cents > ${thresholdCents} OR s.invoice_id IS NOT NULL)`];
  if (query.branchId !== undefined) where.push(sql`i.branch_id = ${query.branchId}`);
  // By the shop day it belongs to (posting_date): a back-dated voucher is found on its day.
  where.push(...onShopDaysSql(sql`i.posting_date`, query));
  const rows = await queryRows<BuybackRow>(
    db,
    sql`SELECT i.id, i.number, i.kind, i.issued_at, to_char(i.posting_date, 'YYYY-MM-DD') AS posting_day, i.branch_id, b.code AS branch_code, b.name_kh AS branch_name_kh, b.name_en AS branch_name_en,
               i.customer_id, c.name AS customer_name, c.phone AS customer_phone,
               g.amount_cents, g.gross_mg, g.fine_mg,
               s.name AS seller_name, s.phone AS seller_phone, s.id_type, s.id_number, s.id_photos, s.item_photos,
               EXISTS (SELECT 1 FROM invoice_voids v WHERE v.invoice_id = i.id) AS voided,
               count(*) OVER () AS total
          FROM invoices i
          JOIN (SELECT l.invoice_id, -sum(l.amount_cents) AS amount_cents, sum(l.gross_mg) AS gross_mg, sum(coalesce(l.fine_mg, 0)) AS fine_mg
                  FROM invoice_lines l WHERE l.kind = 'old_gold' GROUP BY l.invoice_id) g ON g.invoice_id = i.id
          JOIN branches b ON b.id = i.branch_id
          LEFT JOIN customers c ON c.id = i.customer_id
          LEFT JOIN old_gold_sellers s ON s.invoice_id = i.id
         WHERE ${sql.join(where, sql` AND `)}
         ORDER BY i.posting_date DESC, i.issued_at DESC, i.id DESC
         LIMIT ${query.pageSize} OFFSET ${pageOffset(query)}`,
  );
  return {
    items: rows.map((r) => ({
      invoiceId: r.id,
      number: r.number,
      kind: r.kind,
      issuedAt: new Date(r.issued_at).toISOString(),
      postingDate: r.posting_day,
      branch: { id: r.branch_id, code: r.branch_code, nameKh: r.branch_name_kh, nameEn: r.branch_name_en },
      customer: r.customer_id === null ? null : { id: r.customer_id, name: r.customer_name ?? '', phone: r.customer_phone ?? '' },
      amountCents: Number(r.amount_cents),
      grossMg: Number(r.gross_mg),
      fineMg: Number(r.fine_mg),
      seller:
        r.seller_name === null
          ? null
          : { name: r.seller_name, phone: r.seller_phone ?? '', idType: r.id_type ?? 'other', idNumber: r.id_number ?? '', idPhotos: r.id_photos ?? [], itemPhotos: r.item_photos ?? [] },
      voided: r.voided,
    })),
    total: rows[0] ? Number(rows[0].total) : 0,
    page: query.page,
    pageSize: query.pageSize,
    thresholdCents,
  };
}
