import { shopDayPlus, type SampleCustomerMode, type SampleCustomerRef } from '../../sales/index';
import { stoneLineBodyOf, type GemLine } from './gem-pos-draft';

/** A stone quotation being written: the stones by lot, who it is for, until when. */
export interface GemQuoteDraft {
  branchId: number | null;
  sellerStaffId: number | null;
  customerMode: SampleCustomerMode;
  customer: SampleCustomerRef | null;
  customerName: string;
  lines: GemLine[];
  discountCents: number | null;
  /** YYYY-MM-DD, a shop day. */
  validUntil: string;
  note: string;
}

/** Valid a week from today unless changed (as the pieces' quotations are). */
export const emptyGemQuoteDraft = (today: string): GemQuoteDraft => ({
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

/** The quotation's body before the contract checks it; a name only when no customer on file is meant. */
export function gemQuoteBodyOf(draft: GemQuoteDraft): unknown {
  return {
    branchId: draft.branchId ?? undefined,
    customerId: draft.customerMode === 'existing' && draft.customer ? draft.customer.id : null,
    customerName: draft.customerMode === 'name' ? draft.customerName.trim() : '',
    sellerStaffId: draft.sellerStaffId,
    validUntil: draft.validUntil,
    note: draft.note.trim(),
    lines: draft.lines.map(stoneLineBodyOf),
    discountCents: draft.discountCents ?? 0,
  };
}
