import { eq, sql } from 'drizzle-orm';
import type { InvoiceLine, QuoteSaleBody, SaleQuote } from '../../../shared/contracts/sales/invoice';
import { incentiveOf, invoiceTotals, pricePieceLine } from '../../../shared/sales/sale-pricing';
import { rateDirection, type RateSide, type RequestedRate } from '../../../shared/sales/rate-direction';
import { rielOf } from '../../../shared/sales/tender';
import { discountOverPrice, stoneLinePrice } from '../../../shared/stones/gem-price';
import { queryPrepared, type Executor } from '../../platform/db/database';
import { AppError, badInput, ruleBroken } from '../../platform/errors';
import { translate, type Locale, type MessageKey } from '../../platform/i18n/messages';
import { materialsAtRates, type MaterialAtRate, oldGoldTerms } from '../materials';
import { saleablePieces, type SaleablePiece } from '../stock';
import { lotWords, stoneLotsForSale } from '../stones';
import { khrPerUsdOrRefuse, khrPerUsdSql } from './exchange-rates.service';
import { oldGoldBidInForce, oldGoldInvoiceLine } from './old-gold-pricing';
import { customerGroups, customers, incentiveRules } from './sales.tables';

/**
 * Prices a sale exactly as it will be charged (DESIGN §3.8): the rates in
 * force now (gold per chi, riel per dollar), the pieces' categories' making
 * charges, the customer group's discount on them, the incentive each line
 * earns its seller. A quote reads; a sale locks the pieces it prices.
 */
export interface PricedSale extends SaleQuote {
  readonly pieces: readonly SaleablePiece[];
  /** The materials of its pieces and old gold, as read to price them. */
  readonly materials: readonly MaterialAtRate[];
  readonly incentiveCents: number;
}

type SaleInput = Pick<QuoteSaleBody, 'branchId' | 'lines'> & { readonly discountCents: number };

/** The making-charge discount of a customer's group, or of the group a new customer is being added to. */
export async function groupDiscountBp(executor: Executor, customerId: number | null, newCustomerGroupId: number | null): Promise<number> {
  if (customerId !== null) {
    const [row] = await executor
      .select({ id: customers.id, bp: customerGroups.makingDiscountBp, active: customerGroups.active })
      .from(customers)
      .leftJoin(customerGroups, eq(customerGroups.id, customers.groupId))
      .where(eq(customers.id, customerId));
    if (!row) throw badInput({ customerId: 'sales.unknownCustomer' });
    return row.active ? (row.bp ?? 0) : 0;
  }
  if (newCustomerGroupId !== null) {
    const [group] = await executor.select().from(customerGroups).where(eq(customerGroups.id, newCustomerGroupId));
    if (!group || !group.active) throw badInput({ 'newCustomer.groupId': 'sales.unknownGroup' });
    return group.makingDiscountBp;
  }
  return 0;
}

/** Refusals of lines' rates by the rule of direction, by field; `forbidden` when one moved a rate the wrong way. */
export interface RateRefusals {
  readonly fields: Record<string, MessageKey>;
  forbidden: boolean;
}

const rateProblemKeys = { askMayOnlyRise: 'sales.askMayOnlyRise', bidMayOnlyFall: 'sales.bidMayOnlyFall', reasonRequired: 'sales.rateChangeNeedsReason' } as const;

/**
 * A line's rate as the rule of direction allows it (src/shared/sales/rate-direction.ts): the rate to price at,
 * and the rate in force and the reason when it was changed; a refusal is noted on the line's field.
 */
export function lineRate(
  side: RateSide,
  inForceCentsPerChi: number,
  line: RequestedRate,
  index: number,
  mayMoveBothWays: boolean,
  refusals: RateRefusals,
): { rateCentsPerChi: number; rateInForceCentsPerChi: number | null; rateChangeReason: string } {
  const direction = rateDirection(side, inForceCentsPerChi, line, mayMoveBothWays);
  if (!direction.ok) {
    refusals.fields[`lines.${index}.${direction.field}`] = rateProblemKeys[direction.problem];
    if (direction.problem !== 'reasonRequired') refusals.forbidden = true;
    return { rateCentsPerChi: inForceCentsPerChi, rateInForceCentsPerChi: null, rateChangeReason: '' };
  }
  return {
    rateCentsPerChi: direction.rateCentsPerChi,
    rateInForceCentsPerChi: direction.change?.rateInForceCentsPerChi ?? null,
    rateChangeReason: direction.change?.reason ?? '',
  };
}

/** A rate moved the wrong way is not the caller's to do (403); a change without its reason is bad input (400). Nothing is priced. */
function refuseRates(refusals: RateRefusals): void {
  if (Object.keys(refusals.fields).length === 0) return;
  throw refusals.forbidden ? new AppError(403, 'sales.rateDirectionRefused', {}, refusals.fields) : badInput(refusals.fields);
}

export async function priceSale(
  executor: Executor,
  input: SaleInput,
  options: { readonly groupDiscountBp: number; readonly lock: boolean; readonly mayMoveRatesBothWays: boolean },
): Promise<PricedSale> {
  const pieceLines = input.lines.flatMap((line, index) => (line.kind === 'piece' ? [{ field: `lines.${index}.code`, code: line.code }] : []));
  const pieces = await saleablePieces(executor, pieceLines, input.branchId, options.lock);
  const oldGold = input.lines.flatMap((line, index) => (line.kind === 'old_gold' ? [{ line, index }] : []));
  const stoneLines = input.lines.flatMap((line, index) => (line.kind === 'stone' ? [{ ...line, index }] : []));
  const lots = await stoneLotsForSale(executor, stoneLines, input.branchId, options.lock);
  const materialIds = [...new Set([...pieces.map((p) => p.materialId), ...oldGold.map((o) => o.line.materialId)])];
  const now = new Date();
  const materials = await materialsAtRates(executor, materialIds, now);
  const goldTerms = await oldGoldTerms(executor, oldGold.map((o) => o.line.materialId), now);
  const problems: Record<string, MessageKey> = {};
  for (const { line, index } of oldGold) {
    const material = materials.find((m) => m.id === line.materialId);
    if (!material || !material.active) problems[`lines.${index}.materialId`] = 'stock.unknownMaterial';
  }
  if (Object.keys(problems).length > 0) throw badInput(problems);
  const rates = new Map<number, { ask: number; bid: number }>();
  for (const material of materials) {
    if (!material.rate) throw ruleBroken('sales.noRate', { material: material.code });
    rates.set(material.id, { ask: material.rate.askCentsPerChi, bid: material.rate.bidCentsPerChi });
  }
  const categoryIds = [...new Set(pieces.flatMap((p) => (p.categoryId === null ? [] : [p.categoryId])))];
  const { khrPerUsd, rules } = await saleTerms(executor, categoryIds, now);
  const codeOf = (materialId: number) => materials.find((m) => m.id === materialId)!.code;

  const rateRefusals: RateRefusals = { fields: {}, forbidden: false };
  let pieceIndex = 0;
  const lines: InvoiceLine[] = input.lines.map((line, index) => {
    if (line.kind === 'stone') {
      const lot = lots.get(line.lotId)!;
      const price = stoneLinePrice(line.priceMode, line.count, line.weightMct, line.unitPriceCents, line.discountCents ?? 0);
      if (discountOverPrice(price)) problems[`lines.${index}.discountCents`] = 'sales.discountOverPrice';
      return {
        ...noMetal,
        lineNo: index + 1,
        kind: 'stone',
        code: lot.code,
        description: lotWords(lot),
        stonesCents: price.priceCents,
        discountCents: line.discountCents ?? 0,
        amountCents: price.amountCents,
        stone: {
          lotId: lot.id,
          lotCode: lot.code,
          stoneType: lot.stoneType,
          shape: lot.shape,
          sizeCmm: lot.sizeCmm,
          colour: lot.colour,
          quality: lot.quality,
          count: line.count,
          weightMct: line.weightMct,
          priceMode: line.priceMode,
          unitPriceCents: line.unitPriceCents,
        },
      };
    }
    if (line.kind === 'old_gold') {
      const material = materials.find((m) => m.id === line.materialId)!;
      const bid = oldGoldBidInForce(material, goldTerms).centsPerChi;
      return oldGoldInvoiceLine(line, index, material, goldTerms, lineRate('bid', bid, line, index, options.mayMoveRatesBothWays, rateRefusals));
    }
    const piece = pieces[pieceIndex++]!;
    const metalMg = piece.grossMg - piece.stoneMg;
    const { rateCentsPerChi: rate, rateInForceCentsPerChi, rateChangeReason } = lineRate('ask', rates.get(piece.materialId)!.ask, line, index, options.mayMoveRatesBothWays, rateRefusals);
    const price = pricePieceLine({
      metalMg,
      askCentsPerChi: rate,
      makingChargeMode: piece.makingChargeMode,
      makingChargeCents: piece.makingChargeCents,
      groupDiscountBp: options.groupDiscountBp,
      stonesCents: line.stonesCents ?? 0,
      discountCents: line.discountCents ?? 0,
    });
    if (price.discountOverPrice) problems[`lines.${index}.discountCents`] = 'sales.discountOverPrice';
    const rule = rules.find((r) => r.categoryId === piece.categoryId) ?? null;
    return {
      lineNo: index + 1,
      kind: 'piece',
      pieceId: piece.id,
      code: piece.code,
      description: piece.description,
      categoryId: piece.categoryId,
      materialId: piece.materialId,
      materialCode: codeOf(piece.materialId),
      grossMg: piece.grossMg,
      stoneMg: piece.stoneMg,
      metalMg,
      rateCentsPerChi: rate,
      rateInForceCentsPerChi,
      rateChangeReason,
      metalCents: price.metalCents,
      makingChargeCents: price.makingChargeCents,
      groupDiscountCents: price.groupDiscountCents,
      stonesCents: price.stonesCents,
      discountCents: price.discountCents,
      amountCents: price.amountCents,
      incentiveCents: incentiveOf(rule, price.makingChargeCents - price.groupDiscountCents),
    };
  });
  refuseRates(rateRefusals);
  const totals = invoiceTotals(
    lines.map((l) => l.amountCents),
    input.discountCents,
  );
  if (input.discountCents > Math.max(0, totals.subtotalCents)) problems.discountCents = 'sales.discountOverTotal';
  if (Object.keys(problems).length > 0) throw badInput(problems);
  return {
    khrPerUsd,
    lines,
    ...totals,
    totalRiel: rielOf(totals.totalCents, khrPerUsd),
    pieces,
    materials,
    incentiveCents: lines.reduce((sum, l) => sum + l.incentiveCents, 0),
  };
}

type IncentiveRule = Pick<typeof incentiveRules.$inferSelect, 'categoryId' | 'mode' | 'amountCents' | 'percentBp'>;

/** The riel per dollar in force (refused when none is) and the incentive rules of these categories, in one round trip. */
async function saleTerms(executor: Executor, categoryIds: readonly number[], now: Date): Promise<{ khrPerUsd: number; rules: IncentiveRule[] }> {
  const categories = categoryIds.length === 0 ? sql`false` : sql`${incentiveRules.categoryId} IN (${sql.join(categoryIds.map((id) => sql`${id}`), sql`, `)})`;
  const [row] = await queryPrepared<{ khr_per_usd: number | null; rules: IncentiveRule[] | string }>(
    executor,
    sql`SELECT ${khrPerUsdSql(now)} AS khr_per_usd,
               (SELECT coalesce(json_agg(json_build_object('categoryId', category_id, 'mode', mode, 'amountCents', amount_cents, 'percentBp', percent_bp)), '[]'::json)
                  FROM ${incentiveRules} WHERE ${categories}) AS rules`,
  );
  const rules = row?.rules ?? [];
  return { khrPerUsd: khrPerUsdOrRefuse(row?.khr_per_usd ?? null), rules: typeof rules === 'string' ? (JSON.parse(rules) as IncentiveRule[]) : rules };
}

/** A stone line's metal figures: none. */
const noMetal = {
  pieceId: null,
  categoryId: null,
  materialId: null,
  materialCode: null,
  grossMg: 0,
  stoneMg: 0,
  metalMg: 0,
  rateCentsPerChi: 0,
  metalCents: 0,
  makingChargeCents: 0,
  groupDiscountCents: 0,
  incentiveCents: 0,
} as const;

/**
 * The POS's live price: what `priceSale` charges, without the pieces it would lock. One bad line never fails
 * the quote of the others: a line refused on its own fields (an unknown or sold piece, a rate moved the wrong
 * way, a discount over its price…) is left out and named in `lineProblems` (`lines.{i}.{field}`, i as sent, in
 * the caller's language); the others are priced as the sale would price them. The sale itself still refuses
 * a bad line. A refusal that is not a line's (the invoice's discount, no rate in force) refuses the quote.
 */
export async function quoteSale(
  executor: Executor,
  input: SaleInput & { readonly customerId: number | null },
  options: { readonly mayMoveRatesBothWays: boolean; readonly locale: Locale },
): Promise<SaleQuote> {
  const bp = await groupDiscountBp(executor, input.customerId, null);
  let kept = input.lines.map((line, index) => ({ line, index }));
  const lineProblems: Record<string, string> = {};
  // Each pass leaves out at least one line, so this ends.
  for (;;) {
    try {
      const priced = await priceSale(
        executor,
        // With every line refused, nothing is left to discount.
        { ...input, lines: kept.map((k) => k.line), discountCents: kept.length === 0 ? 0 : input.discountCents },
        { groupDiscountBp: bp, lock: false, mayMoveRatesBothWays: options.mayMoveRatesBothWays },
      );
      const { khrPerUsd, subtotalCents, discountCents, totalCents, totalRiel } = priced;
      const lines = priced.lines.map((line, i) => ({ ...line, lineNo: kept[i]!.index + 1 }));
      return { khrPerUsd, lines, subtotalCents, discountCents, totalCents, totalRiel, lineProblems };
    } catch (error) {
      const onLines = error instanceof AppError && error.fields ? Object.entries(error.fields).filter(([field]) => /^lines\.\d+(\.|$)/.test(field)) : [];
      if (!(error instanceof AppError) || onLines.length === 0) throw error;
      const refused = new Set<number>();
      for (const [field, problem] of onLines) {
        const [, sent, rest] = /^lines\.(\d+)(.*)$/.exec(field)!;
        const at = kept[Number(sent)];
        if (!at) throw error;
        refused.add(Number(sent));
        lineProblems[`lines.${at.index}${rest}`] =
          typeof problem === 'string' ? translate(problem, options.locale, error.params) : translate(problem.key, options.locale, { ...error.params, ...problem.params });
      }
      kept = kept.filter((_, i) => !refused.has(i));
    }
  }
}
