import type { StoneBalance, StoneShape } from '../../../../shared/contracts/stones/stone';
import type { StonePriceMode, StoneSaleLineInput } from '../../../../shared/contracts/stones/gem-pos';
import type { StoneLot } from '../../../../shared/contracts/stones/stone-lots';
import { stoneLinePrice, type StoneLinePrice } from '../../../../shared/stones/gem-price';
import { toDecimalString } from '../../../../shared/units';
import { emptyNewCustomer, emptyTenderRow, tendersOf, type PosCustomerMode, type PosCustomerRef, type PosNewCustomer, type TenderRow } from '../../sales/index';
import { countOf, proportionalWeightMct, weightMctOf } from './stone-figures';

/** The lot a line sells from, as the counter shows it; `available` is unknown for a quotation's line until the lot is read. */
export interface GemLineLot {
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
export interface GemLine {
  key: string;
  lot: GemLineLot;
  count: string;
  carats: string;
  /** The carats were typed (else they follow the count at the lot's average). */
  caratsTyped: boolean;
  priceMode: StonePriceMode;
  /** USD cents a carat or a stone; null until typed. */
  unitPriceCents: number | null;
  discountCents: number | null;
}

export interface GemPosDraft {
  branchId: number | null;
  sellerStaffId: number | null;
  customerMode: PosCustomerMode;
  customer: PosCustomerRef | null;
  newCustomer: PosNewCustomer;
  lines: GemLine[];
  discountCents: number | null;
  dueDate: string | null;
  tenders: TenderRow[];
  note: string;
  sampleInvoiceId: number | null;
}

let nextKey = 0;
const lineKey = () => {
  nextKey += 1;
  return `gem-${nextKey}`;
};

export function emptyGemPosDraft(): GemPosDraft {
  return {
    branchId: null,
    sellerStaffId: null,
    customerMode: 'walk_in',
    customer: null,
    newCustomer: emptyNewCustomer(),
    lines: [],
    discountCents: null,
    dueDate: null,
    tenders: [emptyTenderRow()],
    note: '',
    sampleInvoiceId: null,
  };
}

export const lineLotOf = (lot: StoneLot): GemLineLot => ({
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
export const gemLine = (lot: GemLineLot, rest: Partial<Omit<GemLine, 'key' | 'lot'>> = {}): GemLine => ({
  key: lineKey(),
  lot,
  count: '',
  carats: '',
  caratsTyped: false,
  priceMode: 'per_carat',
  unitPriceCents: null,
  discountCents: null,
  ...rest,
});

export type LotEntry = { kind: 'added'; lines: GemLine[] } | { kind: 'duplicate'; code: string } | { kind: 'empty'; code: string };

/** A lot once per sale (its stones are counted on one line), and only with stones available. */
export function addLot(lines: readonly GemLine[], lot: GemLineLot): LotEntry {
  if (lines.some((line) => line.lot.id === lot.id)) return { kind: 'duplicate', code: lot.code };
  if (lot.available !== null && lot.available.count <= 0) return { kind: 'empty', code: lot.code };
  return { kind: 'added', lines: [...lines, gemLine(lot)] };
}

/**
 * A count typed: the weight follows at the lot's average (all the stones
 * take all the weight) until the cashier types the weight read on the scale.
 */
export function withCount(line: GemLine, text: string): GemLine {
  const next = { ...line, count: text };
  if (line.caratsTyped || !line.lot.available) return next;
  const count = countOf(text);
  const weight = count === null || Number.isNaN(count) ? null : proportionalWeightMct(line.lot.available, count);
  return { ...next, carats: weight === null ? '' : toDecimalString(weight, 3) };
}

export const withCarats = (line: GemLine, text: string): GemLine => ({ ...line, carats: text, caratsTyped: text.trim() !== '' });

/** The line as the contract takes it; what is not typed yet is left out so the contract names the field. */
export function stoneLineBodyOf(line: GemLine): Record<string, unknown> {
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
export function pricedLineOf(line: GemLine): StoneSaleLineInput | null {
  const count = countOf(line.count);
  const weightMct = weightMctOf(line.carats);
  if (count === null || weightMct === null || !Number.isInteger(count) || !Number.isInteger(weightMct) || count < 1 || weightMct < 1 || line.unitPriceCents === null) return null;
  return { kind: 'stone', lotId: line.lot.id, count, weightMct, priceMode: line.priceMode, unitPriceCents: line.unitPriceCents, discountCents: line.discountCents ?? 0 };
}

/** The line's price as the sale will charge it (the same rule the server applies), or null while it does not read. */
export function linePriceOf(line: GemLine): StoneLinePrice | null {
  const input = pricedLineOf(line);
  return input ? stoneLinePrice(input.priceMode, input.count, input.weightMct, input.unitPriceCents, input.discountCents) : null;
}

/** More stones or carats than the lot has free: the server would refuse it; said on the line at once. */
export function overLot(line: GemLine): 'count' | 'weightMct' | null {
  const available = line.lot.available;
  const input = pricedLineOf(line) ?? { count: countOf(line.count), weightMct: weightMctOf(line.carats) };
  if (!available) return null;
  if (typeof input.count === 'number' && input.count > available.count) return 'count';
  if (typeof input.weightMct === 'number' && input.weightMct > available.weightMct) return 'weightMct';
  return null;
}

export const quoteCustomerId = (draft: Pick<GemPosDraft, 'customerMode' | 'customer'>) => (draft.customerMode === 'existing' && draft.customer ? draft.customer.id : null);

/** The live price's question: the lines that read whole, and which line each sent index is. Null while nothing reads. */
export function gemQuoteRequestOf(draft: Pick<GemPosDraft, 'branchId' | 'customerMode' | 'customer' | 'lines' | 'discountCents'>) {
  const priced = draft.lines.flatMap((line) => {
    const input = pricedLineOf(line);
    return input ? [{ key: line.key, input }] : [];
  });
  if (draft.branchId === null || priced.length === 0) return null;
  return {
    body: { branchId: draft.branchId, customerId: quoteCustomerId(draft), lines: priced.map((p) => p.input), discountCents: draft.discountCents ?? 0 },
    keys: priced.map((p) => p.key),
  };
}

/** The sale's body before the contract checks it (every line in order: `lines.{i}` is line i). */
export function gemSaleBodyOf(draft: GemPosDraft): unknown {
  return {
    branchId: draft.branchId ?? undefined,
    customerId: quoteCustomerId(draft),
    lines: draft.lines.map(stoneLineBodyOf),
    discountCents: draft.discountCents ?? 0,
    newCustomer: draft.customerMode === 'new' ? { ...draft.newCustomer } : null,
    sellerStaffId: draft.sellerStaffId,
    // A walk-in pays now: no day to pay by.
    dueDate: draft.customerMode === 'walk_in' ? null : draft.dueDate,
    tenders: tendersOf(draft.tenders),
    note: draft.note.trim(),
    sampleInvoiceId: draft.sampleInvoiceId,
  };
}

/** Errors under `lines.{i}` (a path of the sent lines) by the key of the line they name. */
export function lineErrorsByKey(errors: Readonly<Record<string, string>>, keys: readonly string[]): Record<string, Record<string, string>> {
  const byKey: Record<string, Record<string, string>> = {};
  for (const [path, message] of Object.entries(errors)) {
    const match = /^lines\.(\d+)(?:\.(.+))?$/.exec(path);
    const key = match ? keys[Number(match[1])] : undefined;
    if (!match || key === undefined) continue;
    (byKey[key] ??= {})[match[2] ?? ''] = message;
  }
  return byKey;
}
