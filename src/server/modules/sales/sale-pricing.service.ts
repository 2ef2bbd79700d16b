import { eq, sql } from 'drizzle-orm';
import type { InvoiceLine, QuoteSaleBody, SaleQuote } from '../../../shared/contracts/sales/invoice';
import { incentiveOf, invoiceTotals, priceOldGoldLine, pricePieceLine } from '../../../shared/sales/sale-pricing';
import { rielOf } from '../../../shared/sales/tender';
import { discountOverPrice, stoneLinePrice } from '../../../shared/stones/gem-price';
import { queryPrepared, type Executor } from '../../platform/db/database';
import { badInput, ruleBroken } from '../../platform/errors';
import type { MessageKey } from '../../platform/i18n/messages';
import { materialsAtRates, type MaterialAtRate } from '../materials/rates.service';
import { saleablePieces, type SaleablePiece } from '../stock/piece-sales.service';
import { lotWords, stoneLotsForSale } from '../stones/stone-use.service';
import { khrPerUsdOrRefuse, khrPerUsdSql } from './exchange-rates.service';
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

export async function priceSale(executor: Executor, input: SaleInput, options: { readonly groupDiscountBp: number; readonly lock: boolean }): Promise<PricedSale> {
  const pieceLines = input.lines.flatMap((line, index) => (line.kind === 'piece' ? [{ field: `lines.${index}.code`, code: line.code }] : []));
  const pieces = await saleablePieces(executor, pieceLines, input.branchId, options.lock);
  const oldGold = input.lines.flatMap((line, index) => (line.kind === 'old_gold' ? [{ line, index }] : []));
  const stoneLines = input.lines.flatMap((line, index) => (line.kind === 'stone' ? [{ ...line, index }] : []));
  const lots = await stoneLotsForSale(executor, stoneLines, input.branchId, options.lock);
  const materialIds = [...new Set([...pieces.map((p) => p.materialId), ...oldGold.map((o) => o.line.materialId)])];
  const now = new Date();
  const materials = await materialsAtRates(executor, materialIds, now);
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
      const rate = rates.get(line.materialId)!.bid;
      return {
        lineNo: index + 1,
        kind: 'old_gold',
        pieceId: null,
        code: '',
        description: line.description ?? '',
        categoryId: null,
        materialId: line.materialId,
        materialCode: codeOf(line.materialId),
        grossMg: line.weightMg,
        stoneMg: 0,
        metalMg: line.weightMg,
        rateCentsPerChi: rate,
        metalCents: priceOldGoldLine(line.weightMg, rate),
        makingChargeCents: 0,
        groupDiscountCents: 0,
        stonesCents: 0,
        discountCents: 0,
        amountCents: priceOldGoldLine(line.weightMg, rate),
        incentiveCents: 0,
      };
    }
    const piece = pieces[pieceIndex++]!;
    const metalMg = piece.grossMg - piece.stoneMg;
    const rate = rates.get(piece.materialId)!.ask;
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
      metalCents: price.metalCents,
      makingChargeCents: price.makingChargeCents,
      groupDiscountCents: price.groupDiscountCents,
      stonesCents: price.stonesCents,
      discountCents: price.discountCents,
      amountCents: price.amountCents,
      incentiveCents: incentiveOf(rule, price.makingChargeCents - price.groupDiscountCents),
    };
  });
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

/** The POS's live price: what `priceSale` charges, without the pieces it would lock. */
export async function quoteSale(executor: Executor, input: SaleInput & { readonly customerId: number | null }): Promise<SaleQuote> {
  const { khrPerUsd, lines, subtotalCents, discountCents, totalCents, totalRiel } = await priceSale(executor, input, {
    groupDiscountBp: await groupDiscountBp(executor, input.customerId, null),
    lock: false,
  });
  return { khrPerUsd, lines, subtotalCents, discountCents, totalCents, totalRiel };
}
