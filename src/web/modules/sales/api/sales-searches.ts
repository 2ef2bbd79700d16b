import { z } from 'zod';
import { idQuerySchema } from '../../../../shared/contracts/common';
import { findCustomersQuerySchema } from '../../../../shared/contracts/sales/customer';
import { findIncentivesQuerySchema } from '../../../../shared/contracts/sales/incentive';
import { findInvoicesQuerySchema, invoiceLineKinds } from '../../../../shared/contracts/sales/invoice';
import { findPaymentsQuerySchema, paymentTypes } from '../../../../shared/contracts/sales/payment';
import { findSampleInvoicesQuerySchema } from '../../../../shared/contracts/sales/sample-invoice';
import { statementByDayQuerySchema } from '../../../../shared/contracts/sales/statement-by-day';
import { searchOf } from '../../../shell/search-params';

/**
 * The sales pages' state as their routes keep it in the address: fields of
 * the contracts' queries, odd values dropped (see `searchOf`).
 */
export const invoiceListSearch = searchOf(findInvoicesQuerySchema.shape, ['search', 'state', 'paymentState', 'from', 'to', 'branchId', 'kind', 'page']);
export type InvoiceListSearch = ReturnType<typeof invoiceListSearch>;

export const paymentJournalSearch = searchOf(findPaymentsQuerySchema.shape, ['from', 'to', 'branchId', 'type', 'method', 'page']);
export type PaymentJournalSearch = ReturnType<typeof paymentJournalSearch>;

/** `/customer`: `?search=&groupId=&owing=true&page=`, `&id=` one customer, `?view=groups`. */
export const customerSearch = searchOf({ ...findCustomersQuerySchema.shape, id: idQuerySchema, view: z.literal('groups') }, [
  'search',
  'groupId',
  'owing',
  'page',
  'id',
  'view',
]);
export type CustomerSearch = ReturnType<typeof customerSearch>;

export const sampleListSearch = searchOf(findSampleInvoicesQuerySchema.shape, ['search', 'converted', 'page']);
export type SampleListSearch = ReturnType<typeof sampleListSearch>;

/** `/pos/invoice`: `?day=&branchId=&page=`. */
export const counterInvoicesSearch = searchOf({ ...findInvoicesQuerySchema.shape, day: statementByDayQuerySchema.shape.day }, ['day', 'branchId', 'page']);
export type CounterInvoicesSearch = ReturnType<typeof counterInvoicesSearch>;

export const statementSearch = searchOf(statementByDayQuerySchema.shape, ['day', 'branchId']);
export type StatementSearch = ReturnType<typeof statementSearch>;

export const incentiveSearch = searchOf(findIncentivesQuerySchema.shape, ['from', 'to']);
export type IncentiveSearch = ReturnType<typeof incentiveSearch>;

/** `/invoice/payment?invoiceId=&type=`: money for one invoice. */
export const invoicePaymentSearch = searchOf({ invoiceId: idQuerySchema, type: z.enum(paymentTypes) }, ['invoiceId', 'type']);

/** `/payment/group?customerId=`. */
export const groupPaymentSearch = searchOf(findPaymentsQuerySchema.shape, ['customerId']);

/**
 * How the counter adds a line: a piece by its code (typed or scanned) or
 * stones picked from a lot, the contract's line kinds (old gold has its own
 * button). `/gem_pos` and `/gem_stone/pos` open the counter on stones.
 */
export const posEntryKindSchema = z.enum(invoiceLineKinds).exclude(['old_gold']);
export type PosEntryKind = z.infer<typeof posEntryKindSchema>;

/** `/pos`, `/gem_pos`, `/gem_stone/pos`: `?kind=` the kind of line added first, `?sample=` the counter loaded with a quotation. */
export const posSearch = searchOf({ sample: idQuerySchema, kind: posEntryKindSchema }, ['sample', 'kind']);

/** `/sample_invoice` and `/sample_invoice_stone`: `?id=` one quotation; a new one's `?kind=` as the counter's. */
export const sampleInvoiceSearch = searchOf({ id: idQuerySchema, kind: posEntryKindSchema }, ['id', 'kind']);

/** `/pos/invoice-{id}?format=a4&changeUsd=&changeRiel=`: the receipt, with the change to hand back. */
const wholeSchema = z.string().regex(/^\d{1,12}$/);
export const receiptSearch = searchOf({ format: z.enum(['a4', 'receipt']), changeUsd: wholeSchema, changeRiel: wholeSchema }, ['format', 'changeUsd', 'changeRiel']);

