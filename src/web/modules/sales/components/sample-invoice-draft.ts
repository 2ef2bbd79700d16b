import { pricedStoneLineOf, type StoneSaleLine } from '../../stones/index';
import type { QuoteSaleInput } from '../api/quote-sale';
import { lineBodyOf, type PosPieceLine } from './pos-sale-draft';
import type { SampleCustomerMode, SampleCustomerRef } from './sample-customer-field';
import { shopDayPlus } from './sample-invoice-paths';

/** A quotation's line: a piece by its code, or stones of a lot (the counter's line kinds but old gold). */
export type SampleLine = PosPieceLine | StoneSaleLine;

/** A quotation being written: the pieces by code and stones by lot, what is typed for each, who it is for, until when. */
export interface SampleDraft {
  branchId: number | null;
  sellerStaffId: number | null;
  customerMode: SampleCustomerMode;
  customer: SampleCustomerRef | null;
  customerName: string;
  lines: SampleLine[];
  discountCents: number | null;
  /** YYYY-MM-DD, a shop day. */
  validUntil: string;
  note: string;
}

/** Valid a week from today unless changed. */
export const emptySampleDraft = (today: string): SampleDraft => ({
  branchId: null,
  sellerStaffId: null,
  customerMode: 'existing',
  customer: null,
  customerName: '',
  lines: [],
  discountCents: null,
  validUntil: shopDayPlus(today, 7),
  note: '',
});

/** The customer the price is for (a group's discount): only one on file. */
const customerIdOf = (draft: SampleDraft) => (draft.customerMode === 'existing' && draft.customer ? draft.customer.id : null);

type QuotedLine = QuoteSaleInput['lines'][number];

/** A line as the price is asked for it: a piece as it stands, stones once count, weight and price read. */
const quotedLineOf = (line: SampleLine): QuotedLine | null =>
  line.kind === 'stone' ? pricedStoneLineOf(line) : { kind: 'piece', code: line.code, stonesCents: line.stonesCents ?? 0, discountCents: line.discountCents ?? 0 };

/**
 * The live price's question and which line each sent index is; a line whose
 * piece was refused (unknown, sold) is left out, so the others keep a price,
 * and so is a stone line not yet whole. Null while there is nothing to price.
 */
export function sampleQuoteOf(draft: SampleDraft, refused: Readonly<Record<string, string>> = {}): { body: QuoteSaleInput; keys: string[] } | null {
  const lines = draft.lines.flatMap((line) => {
    const input = line.key in refused ? null : quotedLineOf(line);
    return input ? [{ key: line.key, input }] : [];
  });
  if (draft.branchId === null || lines.length === 0) return null;
  const body: QuoteSaleInput = {
    branchId: draft.branchId,
    customerId: customerIdOf(draft),
    lines: lines.map((line) => line.input),
    discountCents: draft.discountCents ?? 0,
  };
  return { body, keys: lines.map((line) => line.key) };
}

/** The quotation's body before the contract checks it; a name only when no customer on file is meant. */
export function sampleBodyOf(draft: SampleDraft): unknown {
  return {
    branchId: draft.branchId ?? undefined,
    customerId: customerIdOf(draft),
    customerName: draft.customerMode === 'name' ? draft.customerName.trim() : '',
    sellerStaffId: draft.sellerStaffId,
    validUntil: draft.validUntil,
    note: draft.note.trim(),
    lines: draft.lines.map(lineBodyOf),
    discountCents: draft.discountCents ?? 0,
  };
}
