import { eq, sql } from 'drizzle-orm';
import type { AdjustInvoiceBody, CreateSaleBody } from '../../../shared/contracts/sales/invoice';
import type { CustomerFields } from '../../../shared/contracts/sales/customer';
import type { OldGoldSellerInput } from '../../../shared/contracts/sales/old-gold-seller';
import { dueDateOfSale, dueDateProblem } from '../../../shared/sales/due-date';
import { settle, rielOf, type Change, type PaymentMethod } from '../../../shared/sales/tender';
import { minorToDecimalString, type Currency } from '../../../shared/units';
import { audit, auditInsert, type Actor } from '../../platform/audit';
import { queryPrepared, type Tx } from '../../platform/db/database';
import { badInput, conflict, notFound } from '../../platform/errors';
import { insertNumbered, nextDocumentNumber, type NumberedDocument } from '../../platform/numbering';
import { shopTimeOf } from '../../platform/shop-time';
import { getSetting } from '../../platform/settings/settings.service';
import { branches, staff } from '../../platform/platform.tables';
import { auditBackdate, postDocument, reverseDocument, shopTodaySql, type LedgerHolder, type LedgerMaterial, type Movement, type PostingDay, type PostingDocument } from '../../ledger';
import { counterHolderIdSql, holderJsonSql, oldGoldHolderIdSql, systemHolderIdSql } from '../materials';
import { markPiecesSold, returnSoldPieces } from '../stock';
import { returnSoldStones, sellStones } from '../stones';
import { addCustomer } from './customers.service';
import { paidOnInvoice, paymentDocument } from './payments.service';
import { groupDiscountBp, priceSale } from './sale-pricing.service';
import { refuseIfTillClosed } from './till.service';
import { oldGoldSellerOf } from './old-gold-sellers.service';
import { invoiceLines, invoiceVoids, invoices, oldGoldSellers, sampleInvoices } from './sales.tables';

/**
 * The counter's documents (DESIGN §3.8): a sale (the invoice, its pieces sold,
 * their metal posted out to the customer, old gold posted in, the money
 * taken), a void (pieces back in stock, postings reversed) and a credit or
 * debit note. One transaction each; nothing is edited or deleted.
 */

type Required<T> = { [K in keyof T]-?: Exclude<T[K], undefined> };
type ParsedSale = Omit<Required<CreateSaleBody>, 'newCustomer' | 'tenders' | 'lines' | 'oldGoldSeller' | 'postingDate' | 'postingDateReason'> & {
  /** Who sold the old gold (old-gold-sellers.service.ts); absent: none given. */
  readonly oldGoldSeller?: Required<OldGoldSellerInput> | null;
  readonly newCustomer: Required<CustomerFields> | null;
  readonly tenders: readonly { method: PaymentMethod; currency: Currency; amountMinor: number; reference: string }[];
  readonly lines: Required<CreateSaleBody>['lines'];
};

export const invoiceDocument = (invoiceId: number): PostingDocument => ({ kind: 'invoice', id: invoiceId });

async function branchCode(tx: Tx, branchId: number): Promise<string> {
  const [branch] = await tx.select({ code: branches.code, active: branches.active }).from(branches).where(eq(branches.id, branchId));
  if (!branch || !branch.active) throw badInput({ branchId: 'stock.unknownBranch' });
  return branch.code;
}

/**
 * What a sale needs to know of its branch and seller, in one round trip: the
 * branch's code (active), its counter holder and OUTSIDE (as the ledger needs
 * them), whether the seller is active staff; and the id its invoice will have
 * (taken from the sequence now, so its metal can be posted before the invoice
 * is numbered: a refused sale leaves a gap in ids, never in numbers). Refused
 * on the field at fault.
 */
async function saleContext(
  tx: Tx,
  branchId: number,
  sellerStaffId: number | null,
): Promise<{ code: string; counter: LedgerHolder; oldGold: LedgerHolder; outside: LedgerHolder; nextInvoiceId: number }> {
  const holderJson = holderJsonSql;
  const [row] = await queryPrepared<{
    code: string | null;
    active: boolean | null;
    counter: LedgerHolder | null;
    old_gold: LedgerHolder | null;
    outside: LedgerHolder | null;
    seller_active: boolean | null;
    next_invoice_id: number;
  }>(
    tx,
    sql`SELECT b.code, b.active, ${holderJson(counterHolderIdSql(branchId))} AS counter, ${holderJson(oldGoldHolderIdSql(branchId))} AS old_gold,
               ${holderJson(systemHolderIdSql('OUTSIDE'))} AS outside,
               (SELECT ${staff.active} FROM ${staff} WHERE ${staff.id} = ${sellerStaffId ?? 0}) AS seller_active,
               nextval(pg_get_serial_sequence('invoices', 'id'))::int AS next_invoice_id
          FROM (SELECT 1) AS one LEFT JOIN ${branches} b ON b.id = ${branchId}`,
  );
  if (!row || row.code === null || !row.active) throw badInput({ branchId: 'stock.unknownBranch' });
  if (sellerStaffId !== null && row.seller_active !== true) throw badInput({ sellerStaffId: 'sales.unknownStaff' });
  if (row.counter === null) throw badInput({ branchId: 'stock.noCounter' });
  if (row.outside === null) throw new Error('system holder OUTSIDE missing');
  // Every counter gets its branch's old-gold holder by a database trigger (migration 0017).
  if (row.old_gold === null) throw badInput({ branchId: 'stock.noCounter' });
  return { code: row.code, counter: row.counter, oldGold: row.old_gold, outside: row.outside, nextInvoiceId: Number(row.next_invoice_id) };
}

export interface SaleOutcome {
  readonly invoiceId: number;
  readonly paymentId: number | null;
  readonly change: Change;
  /** The payment's cash rounding (riel cash to the note), USD cents. */
  readonly cashRoundingCents: number;
}

/**
 * A POS sale: all or nothing. A piece is locked, checked and marked sold inside it, so it is sold at most once.
 * `now` gives the sale's day for its due date (tests that write a past month pass that month's day).
 * `mayMoveRatesBothWays`: the seller may lower a piece's ask or raise old gold's bid (the owner; rate-direction.ts).
 * `postingDay` (postingDayOf): the sale's shop day when back-dated; its invoice, metal and money are dated on it,
 * its due date counts from it and its money goes into that day's till.
 */
export async function createSale(
  tx: Tx,
  actor: Actor,
  body: ParsedSale & { readonly kind?: 'invoice' | 'purchase' },
  now: Date = new Date(),
  mayMoveRatesBothWays = false,
  postingDay?: PostingDay,
): Promise<SaleOutcome> {
  if (body.customerId !== null && body.newCustomer !== null) throw badInput({ customerId: 'sales.customerOrNew' });
  const kind = body.kind ?? 'invoice';
  const saleDay = postingDay?.date ?? (await shopTimeOf(tx)).dayOf(now);
  if (dueDateProblem(body.dueDate, saleDay) === 'beforeSaleDay') throw badInput({ dueDate: 'sales.dueBeforeSale' }, { day: saleDay });
  const { code, counter, oldGold, outside, nextInvoiceId } = await saleContext(tx, body.branchId, body.sellerStaffId);
  const sample = body.sampleInvoiceId === null ? null : await lockSample(tx, body.sampleInvoiceId);

  // Also checks the customer exists (sales.unknownCustomer on customerId).
  const bp = await groupDiscountBp(tx, body.customerId, body.newCustomer?.groupId ?? null);
  const priced = await priceSale(tx, body, { groupDiscountBp: bp, lock: true, mayMoveRatesBothWays });
  const settlement = settle(priced.totalCents, body.tenders, priced.khrPerUsd, await getSetting(tx, 'sales.rielNote'));
  const hasCustomer = body.customerId !== null || body.newCustomer !== null;
  if (!hasCustomer && settlement.appliedCents !== priced.totalCents) throw badInput({ customerId: 'sales.walkInPaysInFull' });
  if (settlement.changeOverCash) throw badInput({ tenders: 'sales.changeWithoutCash' });
  const seller = await oldGoldSellerOf(tx, priced.lines, body.oldGoldSeller ?? null);
  const customerId = body.newCustomer ? await addCustomer(tx, actor, body.newCustomer, 'newCustomer.groupId') : body.customerId;
  // A balance left without a due date is given the shop's usual term rather than refused: the POS fills the
  // same term in, so a cashier who cleared the field (or an older client that never sent one) expects the
  // shop's rule to apply, not a sale lost at the counter; the receipt then prints the day it is due.
  const leavesBalance = settlement.appliedCents !== priced.totalCents;
  const termDays = leavesBalance && body.dueDate === null ? await getSetting(tx, 'sales.paymentTermDays') : 0;
  const dueDate = dueDateOfSale({ dueDate: body.dueDate, saleDay, leavesBalance, termDays });
  // A purchase voucher sells nothing: no VAT on it, never a tax invoice.
  const vatRateBp = kind === 'purchase' ? null : await vatRateAtIssue(tx);

  await markPiecesSold(tx, priced.pieces.map((p) => p.id));
  // The rows every sale of a shop (or of all shops) updates are taken last, each held locked until
  // the commit: the branch's invoice and payment counters, by the one statement that numbers and
  // writes the invoice and its payment, then the counter's and OUTSIDE's metal balances. The metal
  // is posted before, under the id taken for the invoice. The fewer statements after the first
  // lock, the more cashiers sell at once.
  const invoiceId = nextInvoiceId;
  const metal = await postSaleMetal(tx, actor, invoiceId, { counter, oldGold, outside, materials: priced.materials }, priced.lines, postingDay);

  const codes = priced.pieces.map((p) => p.code);
  const invoiceDocument: NumberedDocument = {
    // A purchase voucher is numbered in its own series.
    series: `${kind === 'purchase' ? 'PV' : 'INV'}-${code}`,
    build: (ref) => ({
      document: tx
        .insert(invoices)
        .values({
          id: invoiceId,
          number: ref.number,
          kind,
          branchId: body.branchId,
          customerId,
          sellerStaffId: body.sellerStaffId,
          sampleInvoiceId: sample?.id ?? null,
          dueDate,
          khrPerUsd: priced.khrPerUsd,
          vatRateBp,
          subtotalCents: priced.subtotalCents,
          discountCents: priced.discountCents,
          totalCents: priced.totalCents,
          totalRiel: priced.totalRiel,
          incentiveCents: priced.incentiveCents,
          note: body.note,
          createdBy: actor.userId,
          // Always given: the column's default knows only Cambodia's clock (shop-today-default.ts).
          postingDate: postingDay?.date ?? shopTodaySql,
        })
        .returning({ id: invoices.id, number: invoices.number }),
      rows: [
        tx.insert(invoiceLines).values(
          priced.lines.map((line) => ({
            invoiceId,
            lineNo: line.lineNo,
            kind: line.kind,
            pieceId: line.pieceId,
            code: line.code,
            description: line.description,
            categoryId: line.categoryId,
            materialId: line.materialId,
            grossMg: line.grossMg,
            stoneMg: line.stoneMg,
            metalMg: line.metalMg,
            rateCentsPerChi: line.rateCentsPerChi,
            rateInForceCentsPerChi: line.rateInForceCentsPerChi ?? null,
            rateChangeReason: line.rateChangeReason ?? '',
            metalCents: line.metalCents,
            makingChargeCents: line.makingChargeCents,
            groupDiscountCents: line.groupDiscountCents,
            stonesCents: line.stonesCents,
            discountCents: line.discountCents,
            amountCents: line.amountCents,
            incentiveCents: line.incentiveCents,
            stoneLotId: line.stone?.lotId ?? null,
            stoneCount: line.stone?.count ?? null,
            stoneWeightMct: line.stone?.weightMct ?? null,
            stonePriceMode: line.stone?.priceMode ?? null,
            stoneUnitPriceCents: line.stone?.unitPriceCents ?? null,
            purityMethod: line.purityMethod ?? null,
            testedPurity: line.testedPurity ?? null,
            meltDeductionBp: line.meltDeductionBp ?? null,
            fineMg: line.fineMg ?? null,
          })),
        ),
        ...(seller ? [tx.insert(oldGoldSellers).values({ invoiceId, ...seller })] : []),
        auditInsert(tx, actor, {
          action: kind === 'purchase' ? 'sales.purchase' : 'sales.sale',
          entity: 'invoice',
          entityId: invoiceId,
          after: { totalCents: priced.totalCents, codes },
          afterSql: sql`jsonb_build_object('number', ${ref.number})`,
        }),
        ...(sample ? [tx.update(sampleInvoices).set({ convertedInvoiceId: invoiceId }).where(eq(sampleInvoices.id, sample.id))] : []),
      ],
    }),
  };
  const takesMoney = body.tenders.length > 0 || settlement.change.cents > 0;
  // No money into a branch's day whose till is closed (the sale's tenders are a payment).
  if (takesMoney) await refuseIfTillClosed(tx, body.branchId, saleDay);
  const payment = takesMoney
    ? paymentDocument(tx, actor, {
        type: 'payment',
        branchId: body.branchId,
        branchCode: code,
        customerId,
        khrPerUsd: priced.khrPerUsd,
        tenders: body.tenders,
        change: settlement.change,
        cashRoundingCents: settlement.cashRoundingCents,
        allocations: settlement.appliedCents === 0 ? [] : [{ invoiceId, amountCents: settlement.appliedCents }],
        note: '',
        postingDay,
      })
    : null;
  const [invoice, paid] = await insertNumbered(tx, payment ? [invoiceDocument, payment] : [invoiceDocument]);
  // Stones sold come out of their lots (locked since they were priced).
  for (const line of priced.lines) {
    if (!line.stone) continue;
    const fields = { lotId: `lines.${line.lineNo - 1}.lotId`, count: `lines.${line.lineNo - 1}.count`, weightMct: `lines.${line.lineNo - 1}.weightMct` };
    await sellStones(tx, actor, { ...line.stone, branchId: body.branchId, invoice: { id: invoiceId, number: invoice!.number }, lineNo: line.lineNo, fields, postingDay });
  }
  const paymentId = paid?.id ?? null;
  await metal.moveBalances();
  return { invoiceId, paymentId, change: settlement.change, cashRoundingCents: paymentId === null ? 0 : settlement.cashRoundingCents };
}

/**
 * Pieces' metal from the branch counter out to the customer; old gold (its gross weight, in its
 * material) from the customer into the branch's old-gold holder, never into the saleable counter
 * metal (a melt takes it from there); one posting per material and direction. The running
 * balances move when the caller says.
 */
async function postSaleMetal(
  tx: Tx,
  actor: Actor,
  invoiceId: number,
  known: { readonly counter: LedgerHolder; readonly oldGold: LedgerHolder; readonly outside: LedgerHolder; readonly materials: readonly LedgerMaterial[] },
  lines: readonly { kind: string; materialId: number | null; metalMg: number }[],
  postingDay: PostingDay | undefined,
) {
  const counterId = known.counter.id;
  const outsideId = known.outside.id;
  const sums = new Map<string, Movement>();
  for (const line of lines) {
    if (line.materialId === null) continue; // a stone line moves no metal
    const sold = line.kind === 'piece';
    const key = `${sold ? 'out' : 'in'}:${line.materialId}`;
    const previous = sums.get(key);
    sums.set(key, {
      materialId: line.materialId,
      fromHolderId: sold ? counterId : outsideId,
      toHolderId: sold ? outsideId : known.oldGold.id,
      mg: (previous?.mg ?? 0) + line.metalMg,
      reason: sold ? 'sales.sale' : 'sales.oldGold',
    });
  }
  const movements = [...sums.values()].filter((m) => m.mg > 0);
  if (movements.length === 0) {
    // No metal (stones only): the back-dated sale is audited here, as postDocument would have.
    await auditBackdate(tx, actor, 'invoice', invoiceId, postingDay);
    return { moveBalances: () => Promise.resolve() };
  }
  return postDocument(tx, {
    actor,
    document: invoiceDocument(invoiceId),
    movements,
    known: { holders: [known.counter, known.oldGold, known.outside], materials: known.materials },
    balances: 'later',
    postingDay,
  });
}

async function lockSample(tx: Tx, id: number) {
  const [sample] = await tx.select().from(sampleInvoices).where(eq(sampleInvoices.id, id)).for('update');
  if (!sample) throw badInput({ sampleInvoiceId: 'notFound' }, { what: 'quotation' });
  if (sample.convertedInvoiceId !== null) {
    const [converted] = await tx.select({ number: invoices.number }).from(invoices).where(eq(invoices.id, sample.convertedInvoiceId));
    throw conflict('sales.sampleConverted', { number: sample.number, invoice: converted?.number ?? '' });
  }
  return sample;
}

/** The VAT rate an invoice issued now records: the shop's while it is VAT registered, else null (not a tax invoice). */
async function vatRateAtIssue(tx: Tx): Promise<number | null> {
  const identity = await getSetting(tx, 'shop.identity');
  return identity.vatRegistered ? identity.vatRateBp : null;
}

/** A sale, or with `voucherToo` a purchase voucher as well (voided like a sale; never adjusted by a note). */
async function lockInvoice(tx: Tx, id: number, voucherToo = false) {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
  if (!invoice) throw notFound('invoice');
  if (invoice.kind === 'purchase' && !voucherToo) throw conflict('sales.voucherNotAdjusted', { number: invoice.number });
  if (invoice.kind !== 'invoice' && invoice.kind !== 'purchase') throw conflict('sales.notAnInvoice', { number: invoice.number });
  const [voided] = await tx.select().from(invoiceVoids).where(eq(invoiceVoids.invoiceId, id));
  return { invoice, voided: voided !== undefined };
}

/** Owner only: the pieces go back to stock, the metal postings are reversed; refused while money stands on it. */
export async function voidInvoice(tx: Tx, actor: Actor, id: number, reason: string, postingDay?: PostingDay): Promise<void> {
  const { invoice, voided } = await lockInvoice(tx, id, true);
  if (voided) throw conflict('sales.alreadyVoided', { number: invoice.number });
  const paid = await paidOnInvoice(tx, id);
  if (paid !== 0) throw conflict('sales.refundFirst', { number: invoice.number, paid: `${minorToDecimalString(paid, 'USD')} USD` });
  await tx.insert(invoiceVoids).values({ invoiceId: id, reason, voidedBy: actor.userId, postingDate: postingDay?.date ?? shopTodaySql });
  const lines = await tx.select({ pieceId: invoiceLines.pieceId }).from(invoiceLines).where(eq(invoiceLines.invoiceId, id));
  await returnSoldPieces(tx, lines.flatMap((l) => (l.pieceId === null ? [] : [l.pieceId])));
  await returnSoldStones(tx, actor, id, postingDay);
  // A correction posts in the open period: the void's day, today unless back-dated.
  await reverseDocument(tx, { actor, original: invoiceDocument(id), reason: `sales.void: ${reason}`, postingDay });
  await audit(tx, actor, { action: 'sales.void', entity: 'invoice', entityId: id, after: { number: invoice.number, reason } });
}

/** A credit note (less to pay) or a debit note (more), at the original invoice's exchange rate. */
export async function adjustInvoice(tx: Tx, actor: Actor, id: number, body: AdjustInvoiceBody): Promise<number> {
  const { invoice, voided } = await lockInvoice(tx, id);
  if (voided) throw conflict('sales.invoiceVoided', { number: invoice.number });
  const code = await branchCode(tx, invoice.branchId);
  const signed = body.kind === 'credit_note' ? -body.amountCents : body.amountCents;
  const number = await nextDocumentNumber(tx, `${body.kind === 'credit_note' ? 'CR' : 'DR'}-${code}`);
  const [note] = await tx
    .insert(invoices)
    .values({
      number,
      kind: body.kind,
      originalInvoiceId: id,
      branchId: invoice.branchId,
      customerId: invoice.customerId,
      sellerStaffId: invoice.sellerStaffId,
      khrPerUsd: invoice.khrPerUsd,
      vatRateBp: invoice.vatRateBp,
      subtotalCents: signed,
      totalCents: signed,
      totalRiel: rielOf(signed, invoice.khrPerUsd),
      note: body.reason,
      createdBy: actor.userId,
      // A note is a correction: it posts today, in the open period (shop-today-default.ts says why it is given).
      postingDate: shopTodaySql,
    })
    .returning({ id: invoices.id });
  await audit(tx, actor, { action: `sales.${body.kind}`, entity: 'invoice', entityId: id, after: { number, ...body } });
  return note!.id;
}
