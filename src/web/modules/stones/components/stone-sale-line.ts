import type { InvoiceLine } from '../../../../shared/contracts/sales/invoice';
import type { StonePriceMode, StoneSaleLineInput } from '../../../../shared/contracts/stones/gem-pos';
import type { StoneBalance, StoneShape } from '../../../../shared/contracts/stones/stone';
import type { StoneLot } from '../../../../shared/contracts/stones/stone-lots';
import { stoneLinePrice, type StoneLinePrice } from '../../../../shared/stones/gem-price';
import { toDecimalString } from '../../../../shared/units';
import { countOf, proportionalWeightMct, weightMctOf } from './stone-figures';

/**
 * The stone line kind of the one checkout (the POS and the quotation, sales
 * module): stones of a lot sold by the carat or by the stone on a sales
 * invoice (docs/design.md §3.7). What a line is and how it reads lives here,
 * beside the lots; the checkout holds it among its piece and old gold lines.
 */

/** The lot a line sells from, as the counter shows it; `available` is unknown for a quotation's line until the lot is read. */
export interface StoneLineLot {
  id: number;
  code: string;
  stoneType: string;
  shape: StoneShape;
  sizeCmm: number;
  colour: string;
  quality: string;
  available: StoneBalance | null;
}

/** Stones of one lot on the counter: how many, their weight, and how they are priced; text as typed. */
export interface StoneSaleLine {
  key: string;
  kind: 'stone';
  lot: StoneLineLot;
  count: string;
  carats: string;
  /** The carats were typed (else they follow the count at the lot's average). */
  caratsTyped: boolean;
  priceMode: StonePriceMode;
  /** USD cents a carat or a stone; null until typed. */
  unitPriceCents: number | null;
  discountCents: number | null;
}

let nextKey = 0;
const lineKey = () => {
  nextKey += 1;
  return `stone-${nextKey}`;
};

export const lineLotOf = (lot: StoneLot): StoneLineLot => ({
  id: lot.id,
  code: lot.code,
  stoneType: lot.stoneType,
  shape: lot.shape,
  sizeCmm: lot.sizeCmm,
  colour: lot.colour,
  quality: lot.quality,
  available: lot.available,
});

/** A lot added to the sale, priced by the carat unless changed; its count and weight to be typed. */
export const stoneLine = (lot: StoneLineLot, rest: Partial<Omit<StoneSaleLine, 'key' | 'kind' | 'lot'>> = {}): StoneSaleLine => ({
  key: lineKey(),
  kind: 'stone',
  lot,
  count: '',
  carats: '',
  caratsTyped: false,
  priceMode: 'per_carat',
  unitPriceCents: null,
  discountCents: null,
  ...rest,
});

/** A quotation's stone line, to sell or to quote again at its own prices (the lot's stock is read when it is priced). */
export function stoneLineOfSample(line: Pick<InvoiceLine, 'stone' | 'discountCents'>): StoneSaleLine | null {
  const stone = line.stone;
  if (!stone) return null;
  return stoneLine(
    { id: stone.lotId, code: stone.lotCode, stoneType: stone.stoneType, shape: stone.shape, sizeCmm: stone.sizeCmm, colour: stone.colour, quality: stone.quality, available: null },
    {
      count: String(stone.count),
      carats: toDecimalString(stone.weightMct, 3),
      caratsTyped: true,
      priceMode: stone.priceMode,
      unitPriceCents: stone.unitPriceCents,
      discountCents: line.discountCents || null,
    },
  );
}

export type LotEntry = { kind: 'added'; line: StoneSaleLine } | { kind: 'duplicate'; code: string } | { kind: 'empty'; code: string };

/** A lot once per sale (its stones are counted on one line), and only with stones available: the line to add, or why not. */
export function lotEntryOf(lines: readonly { kind: string; lot?: StoneLineLot }[], lot: StoneLineLot): LotEntry {
  if (lines.some((line) => line.kind === 'stone' && line.lot?.id === lot.id)) return { kind: 'duplicate', code: lot.code };
  if (lot.available !== null && lot.available.count <= 0) return { kind: 'empty', code: lot.code };
  return { kind: 'added', line: stoneLine(lot) };
}

/**
 * A count typed: the weight follows at the lot's average (all the stones
 * take all the weight) until the cashier types the weight read on the scale.
 */
export function withCount(line: StoneSaleLine, text: string): StoneSaleLine {
  const next = { ...line, count: text };
  if (line.caratsTyped || !line.lot.available) return next;
  const count = countOf(text);
  const weight = count === null || Number.isNaN(count) ? null : proportionalWeightMct(line.lot.available, count);
  return { ...next, carats: weight === null ? '' : toDecimalString(weight, 3) };
}

export const withCarats = (line: StoneSaleLine, text: string): StoneSaleLine => ({ ...line, carats: text, caratsTyped: text.trim() !== '' });

/** The line as the contract takes it; what is not typed yet is left out so the contract names the field. */
export function stoneLineBodyOf(line: StoneSaleLine): Record<string, unknown> {
  const count = countOf(line.count);
  const weightMct = weightMctOf(line.carats);
  return {
    kind: 'stone',
    lotId: line.lot.id,
    ...(count === null ? {} : { count }),
    ...(weightMct === null ? {} : { weightMct }),
    priceMode: line.priceMode,
    ...(line.unitPriceCents === null ? {} : { unitPriceCents: line.unitPriceCents }),
    discountCents: line.discountCents ?? 0,
  };
}

/** A line that reads whole: count, weight and price typed and sensible. */
export function pricedStoneLineOf(line: StoneSaleLine): Required<StoneSaleLineInput> | null {
  const count = countOf(line.count);
  const weightMct = weightMctOf(line.carats);
  if (count === null || weightMct === null || !Number.isInteger(count) || !Number.isInteger(weightMct) || count < 1 || weightMct < 1 || line.unitPriceCents === null) return null;
  return { kind: 'stone', lotId: line.lot.id, count, weightMct, priceMode: line.priceMode, unitPriceCents: line.unitPriceCents, discountCents: line.discountCents ?? 0 };
}

/** The line's price as the sale will charge it (the same rule the server applies), or null while it does not read. */
export function stoneLinePriceOf(line: StoneSaleLine): StoneLinePrice | null {
  const input = pricedStoneLineOf(line);
  return input ? stoneLinePrice(input.priceMode, input.count, input.weightMct, input.unitPriceCents, input.discountCents) : null;
}

/** More stones or carats than the lot has free: the server would refuse it; said on the line at once. */
export function overLot(line: StoneSaleLine): 'count' | 'weightMct' | null {
  const available = line.lot.available;
  const input = pricedStoneLineOf(line) ?? { count: countOf(line.count), weightMct: weightMctOf(line.carats) };
  if (!available) return null;
  if (typeof input.count === 'number' && input.count > available.count) return 'count';
  if (typeof input.weightMct === 'number' && input.weightMct > available.weightMct) return 'weightMct';
  return null;
}
