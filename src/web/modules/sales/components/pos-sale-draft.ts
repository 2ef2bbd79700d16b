import type { SampleInvoice } from '../../../../shared/contracts/sales/sample-invoice';
import type { PurityMethod, SellerIdType } from '../../../../shared/sales/old-gold';
import { pieceCodeSchema } from '../../../../shared/contracts/stock/jewelry-piece';
import { overLot, pricedStoneLineOf, stoneLineBodyOf, stoneLineOfSample, type StoneSaleLine } from '../../stones/index';
import type { QuoteSaleInput } from '../api/quote-sale';
import { emptyTenderRow, tendersOf, type TenderRow } from './tender-rows';
import { postingDateBody } from '../../../ui/posting-date-field';

/** A piece on the counter: its code, and what the cashier types for it (null: nothing typed, 0). */
export interface PosPieceLine {
  key: string;
  kind: 'piece';
  code: string;
  stonesCents: number | null;
  discountCents: number | null;
  /** The rate the cashier set on the line, USD cents per chi (null: the rate in force), and why (rate-direction.ts). */
  rateCentsPerChi: number | null;
  rateChangeReason: string;
}

/**
 * Old gold the customer sells back: material and gross weight, null until they read; how its purity was
 * tested and the reading (null: untested, the material's purity); the melting deduction (null: the material's).
 */
export interface PosOldGoldLine {
  key: string;
  kind: 'old_gold';
  materialId: number | null;
  weightMg: number | null;
  purityMethod: PurityMethod | null;
  testedPurity: number | null;
  meltDeductionBp: number | null;
  description: string;
  /** The bid the cashier set on the line, USD cents per chi (null: the bid in force), and why (rate-direction.ts). */
  rateCentsPerChi: number | null;
  rateChangeReason: string;
}

/** Who sold the old gold, as typed (old-gold-seller.ts): required above the owner's threshold. Photos are stored sources. */
export interface PosOldGoldSeller {
  name: string;
  phone: string;
  idType: SellerIdType | null;
  idNumber: string;
  idPhotos: string[];
  itemPhotos: string[];
}

export const emptyOldGoldSeller = (): PosOldGoldSeller => ({ name: '', phone: '', idType: null, idNumber: '', idPhotos: [], itemPhotos: [] });

/** The seller as the contract takes it: nothing when nothing was typed (the server then asks for it only above the threshold). */
export function oldGoldSellerBodyOf(seller: PosOldGoldSeller): Record<string, unknown> | null {
  const typed = seller.name.trim() || seller.phone.trim() || seller.idType || seller.idNumber.trim() || seller.idPhotos.length > 0 || seller.itemPhotos.length > 0;
  if (!typed) return null;
  return { ...seller, idType: seller.idType ?? undefined, name: seller.name.trim(), phone: seller.phone.trim(), idNumber: seller.idNumber.trim() };
}

/** The old gold a quote buys, USD cents (positive). */
export const buybackOfQuote = (lines: readonly { kind: string; amountCents: number }[]) => lines.reduce((sum, line) => (line.kind === 'old_gold' ? sum - line.amountCents : sum), 0);

/** A line of the one checkout: a piece by its code, old gold bought back, or stones of a lot (the stones module's line kind). */
export type PosLine = PosPieceLine | PosOldGoldLine | StoneSaleLine;


/** Who buys: nobody named (pays in full), a customer on file, or one created with the sale. */
export type PosCustomerMode = 'walk_in' | 'existing' | 'new';

export interface PosCustomerRef {
  id: number;
  name: string;
  phone: string;
}

export interface PosNewCustomer {
  name: string;
  phone: string;
  address: string;
  groupId: number | null;
}

export interface PosDraft {
  branchId: number | null;
  sellerStaffId: number | null;
  customerMode: PosCustomerMode;
  customer: PosCustomerRef | null;
  newCustomer: PosNewCustomer;
  lines: PosLine[];
  discountCents: number | null;
  dueDate: string | null;
  tenders: TenderRow[];
  note: string;
  sampleInvoiceId: number | null;
  oldGoldSeller: PosOldGoldSeller;
  /** The sale's posting day ('' or left out: today) and why it is earlier (PostingDateField, the owner's). */
  postingDate?: string;
  postingDateReason?: string;
}

let nextKey = 0;
const lineKey = () => {
  nextKey += 1;
  return `line-${nextKey}`;
};

export const emptyNewCustomer = (): PosNewCustomer => ({ name: '', phone: '', address: '', groupId: null });

export function emptyPosDraft(): PosDraft {
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
    oldGoldSeller: emptyOldGoldSeller(),
  };
}

export const pieceLine = (code: string, stonesCents: number | null = null, discountCents: number | null = null): PosPieceLine => ({
  key: lineKey(),
  kind: 'piece',
  code,
  stonesCents,
  discountCents,
  rateCentsPerChi: null,
  rateChangeReason: '',
});

/** A line's changed rate as the contract takes it: nothing at the rate in force. */
const lineRateOf = (line: PosPieceLine | PosOldGoldLine) => (line.rateCentsPerChi === null ? {} : { rateCentsPerChi: line.rateCentsPerChi, rateChangeReason: line.rateChangeReason.trim() });

export const oldGoldLine = (materialId: number | null = null, weightMg: number | null = null, description = ''): PosOldGoldLine => ({
  key: lineKey(),
  kind: 'old_gold',
  materialId,
  weightMg,
  purityMethod: null,
  testedPurity: null,
  meltDeductionBp: null,
  description,
  rateCentsPerChi: null,
  rateChangeReason: '',
});

/** Old gold's purity and deduction as the contract takes them: a reading only with its method; absent, the material's. */
const oldGoldTestOf = (line: PosOldGoldLine) => ({
  ...(line.purityMethod === null ? {} : { purityMethod: line.purityMethod, ...(line.testedPurity === null ? {} : { testedPurity: line.testedPurity }) }),
  ...(line.meltDeductionBp === null ? {} : { meltDeductionBp: line.meltDeductionBp }),
  ...lineRateOf(line),
});

export type CodeEntry = { kind: 'added'; lines: PosLine[]; code: string } | { kind: 'empty' } | { kind: 'invalid' | 'duplicate'; code: string };

/** A typed or scanned code (a scanner types it and Enter): upper case, a piece once only. */
export function enterPieceCode(lines: readonly PosLine[], text: string): CodeEntry {
  const raw = text.trim();
  if (raw === '') return { kind: 'empty' };
  const parsed = pieceCodeSchema.safeParse(raw);
  if (!parsed.success) return { kind: 'invalid', code: raw.toUpperCase() };
  const code = parsed.data;
  if (lines.some((line) => line.kind === 'piece' && line.code === code)) return { kind: 'duplicate', code };
  return { kind: 'added', lines: [...lines, pieceLine(code)], code };
}

/** The line as the contract takes it; an old gold line still missing a material or weight leaves it out, so the contract names the field. */
export function lineBodyOf(line: PosLine): Record<string, unknown> {
  if (line.kind === 'stone') return stoneLineBodyOf(line);
  if (line.kind === 'piece') return { kind: 'piece', code: line.code, stonesCents: line.stonesCents ?? 0, discountCents: line.discountCents ?? 0, ...lineRateOf(line) };
  return {
    kind: 'old_gold',
    ...(line.materialId === null ? {} : { materialId: line.materialId }),
    ...(line.weightMg === null ? {} : { weightMg: line.weightMg }),
    ...oldGoldTestOf(line),
    description: line.description.trim(),
  };
}

type PricedLine = QuoteSaleInput['lines'][number];

/** A line that can be priced yet (an old gold line needs its material and weight, a stone line its count, weight and price). */
function pricedLineOf(line: PosLine): PricedLine | null {
  if (line.kind === 'stone') return pricedStoneLineOf(line);
  if (line.kind === 'piece') return { kind: 'piece', code: line.code, stonesCents: line.stonesCents ?? 0, discountCents: line.discountCents ?? 0, ...lineRateOf(line) };
  if (line.materialId === null || line.weightMg === null || line.weightMg <= 0) return null;
  return { kind: 'old_gold', materialId: line.materialId, weightMg: line.weightMg, ...oldGoldTestOf(line), description: line.description.trim() };
}

/** The customer the price is for (a group's discount): only one on file. */
export const quoteCustomerId = (draft: Pick<PosDraft, 'customerMode' | 'customer'>) =>
  draft.customerMode === 'existing' && draft.customer ? draft.customer.id : null;

/**
 * What the live price is asked for: the lines that can be priced yet (not
 * those whose piece was refused: the others keep a price), and which line
 * each sent index is (the server's `lines.{i}` errors name the sent index).
 * Null while there is nothing to price.
 */
export function quoteRequestOf(draft: PosDraft, refused: Readonly<Record<string, string>> = {}): { body: QuoteSaleInput; keys: string[] } | null {
  const priced = draft.lines.flatMap((line) => {
    const input = line.key in refused ? null : pricedLineOf(line);
    return input ? [{ key: line.key, input }] : [];
  });
  if (draft.branchId === null || priced.length === 0) return null;
  const body: QuoteSaleInput = {
    branchId: draft.branchId,
    customerId: quoteCustomerId(draft),
    lines: priced.map((line) => line.input),
    discountCents: draft.discountCents ?? 0,
  };
  return { body, keys: priced.map((line) => line.key) };
}

/** The sale's body before the contract checks it (every line, in order: `lines.{i}` is line i). */
export function saleBodyOf(draft: PosDraft): unknown {
  const named = draft.customerMode === 'new';
  return {
    branchId: draft.branchId ?? undefined,
    customerId: quoteCustomerId(draft),
    lines: draft.lines.map(lineBodyOf),
    discountCents: draft.discountCents ?? 0,
    newCustomer: named
      ? {
          name: draft.newCustomer.name,
          phone: draft.newCustomer.phone,
          address: draft.newCustomer.address,
          groupId: draft.newCustomer.groupId,
        }
      : null,
    sellerStaffId: draft.sellerStaffId,
    // A walk-in pays now: no day to pay by.
    dueDate: draft.customerMode === 'walk_in' ? null : draft.dueDate,
    tenders: tendersOf(draft.tenders),
    note: draft.note.trim(),
    sampleInvoiceId: draft.sampleInvoiceId,
    oldGoldSeller: oldGoldSellerBodyOf(draft.oldGoldSeller),
    ...postingDateBody({ postingDate: draft.postingDate ?? '', postingDateReason: draft.postingDateReason ?? '' }),
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

/** A quotation's lines, customer, branch and seller, for the POS to sell: pieces at today's prices, stones at the quotation's. */
export function draftOfSample(sample: SampleInvoice, base: PosDraft = emptyPosDraft()): PosDraft {
  return {
    ...base,
    branchId: sample.branch.id,
    sellerStaffId: sample.seller?.id ?? base.sellerStaffId,
    customerMode: sample.customer ? 'existing' : sample.customerName ? 'new' : 'walk_in',
    customer: sample.customer,
    newCustomer: { ...emptyNewCustomer(), name: sample.customer ? '' : sample.customerName },
    lines: sample.lines.flatMap((line): PosLine[] => {
      if (line.kind === 'stone') {
        const stone = stoneLineOfSample(line);
        return stone ? [stone] : [];
      }
      return [line.kind === 'piece' ? pieceLine(line.code, line.stonesCents || null, line.discountCents || null) : oldGoldLine(line.materialId, line.metalMg, line.description)];
    }),
    discountCents: sample.discountCents || null,
    note: sample.note,
    sampleInvoiceId: sample.id,
  };
}

/**
 * Pieces the server refused by their code (unknown, frozen, sold, another
 * branch's) after a price request, added to those refused before: such a
 * line stays refused until it is removed or the branch changes.
 */
export function withRefusedCodes(refused: Readonly<Record<string, string>>, fields: Readonly<Record<string, string>>, keys: readonly string[]): Record<string, string> {
  const next = { ...refused };
  for (const [key, errors] of Object.entries(lineErrorsByKey(fields, keys))) if (errors.code) next[key] = errors.code;
  return next;
}

/** A stone line asking more than its lot has free (said on the line; the sale waits). */
export const overLotLines = (lines: readonly PosLine[]) => lines.some((line) => line.kind === 'stone' && overLot(line) !== null);

