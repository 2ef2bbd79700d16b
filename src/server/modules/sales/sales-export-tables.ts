import type { Customer, CustomerGroup } from '../../../shared/contracts/sales/customer';
import type { InvoiceSummary } from '../../../shared/contracts/sales/invoice';
import type { Payment } from '../../../shared/contracts/sales/payment';
import type { ShopTime } from '../../../shared/shop-time';
import { labelIn, listTable, nameIn, shopDateTime, type ExportTable, type Label } from '../../platform/exports/export-table';
import type { Locale } from '../../platform/i18n/messages';

/**
 * The sales lists as export tables (issue 19 §7), the same words as their
 * pages in both languages. Money stays in its integers: USD cents written
 * as dollars, riel whole; the rows are the list's, in its order.
 */

const invoiceKindLabels: Record<string, Label> = {
  invoice: ['Invoice', 'វិក្កយបត្រ'],
  credit_note: ['Credit note', 'ប័ណ្ណឥណទាន'],
  debit_note: ['Debit note', 'ប័ណ្ណឥណពន្ធ'],
  purchase: ['Purchase voucher', 'ប័ណ្ណទិញចូល'],
};
const invoiceStateLabels: Record<string, Label> = { issued: ['Issued', 'បានចេញ'], adjusted: ['Adjusted', 'បានកែតម្រូវ'], voided: ['Voided', 'បានទុកជាមោឃៈ'] };
const paymentStateLabels: Record<string, Label> = {
  unpaid: ['Unpaid', 'មិនទាន់បង់'],
  pending_payment: ['Pending payment', 'រង់ចាំការបង់ប្រាក់'],
  partially_paid: ['Partially paid', 'បានបង់ខ្លះ'],
  paid: ['Paid', 'បានបង់រួច'],
  over_due_date: ['Over due date', 'ហួសថ្ងៃកំណត់បង់'],
  voided: ['Voided: owes nothing', 'បានទុកជាមោឃៈ៖ មិនជំពាក់'],
};
const paymentTypeLabels: Record<string, Label> = { deposit: ['Deposit', 'ប្រាក់កក់'], payment: ['Payment', 'ការបង់ប្រាក់'], refund: ['Refund', 'ការសងប្រាក់វិញ'] };
const methodLabels: Record<string, Label> = { cash: ['Cash', 'សាច់ប្រាក់'], bank_transfer: ['Bank transfer', 'ផ្ទេរតាមធនាគារ'], khqr: ['KHQR', 'បង់តាម KHQR'], card: ['Card', 'កាត'] };

export function invoicesTable(items: readonly InvoiceSummary[], locale: Locale, shop: ShopTime): ExportTable {
  return listTable(['Invoices', 'វិក្កយបត្រ'], items, [
    ['Number', 'លេខ', 'text', (i) => i.number],
    ['Kind', 'ប្រភេទ', 'text', (i) => labelIn(invoiceKindLabels, i.kind, locale)],
    ['Issued', 'ថ្ងៃចេញ', 'text', (i) => shopDateTime(i.issuedAt, shop)],
    ['Posting day', 'ថ្ងៃកត់ត្រា', 'text', (i) => i.postingDate],
    ['Branch', 'សាខា', 'text', (i) => nameIn(i.branch, locale)],
    ['Customer', 'អតិថិជន', 'text', (i) => i.customer?.name ?? ''],
    ['Phone', 'ទូរស័ព្ទ', 'text', (i) => i.customer?.phone ?? ''],
    ['Seller', 'អ្នកលក់', 'text', (i) => nameIn(i.seller, locale)],
    ['Due date', 'ថ្ងៃកំណត់បង់', 'text', (i) => i.dueDate ?? ''],
    ['State', 'ស្ថានភាព', 'text', (i) => labelIn(invoiceStateLabels, i.state, locale)],
    ['Payment state', 'ស្ថានភាពបង់ប្រាក់', 'text', (i) => labelIn(paymentStateLabels, i.paymentState, locale)],
    ['Total (USD)', 'សរុប (ដុល្លារ)', 'cents', (i) => i.totalCents],
    ['Total (KHR)', 'សរុប (រៀល)', 'riel', (i) => i.totalRiel],
    ['Discount (USD)', 'បញ្ចុះតម្លៃ (ដុល្លារ)', 'cents', (i) => i.discountCents],
    ['Payable (USD)', 'ត្រូវបង់ (ដុល្លារ)', 'cents', (i) => i.payableCents],
    ['Prepaid (USD)', 'ប្រាក់កក់ (ដុល្លារ)', 'cents', (i) => i.prepaidCents],
    ['Paid (USD)', 'បានបង់ (ដុល្លារ)', 'cents', (i) => i.paidCents],
    ['Balance (USD)', 'នៅសល់ (ដុល្លារ)', 'cents', (i) => i.balanceCents],
  ]);
}

/** One line per payment: what was handed over per currency (change netted), its worth in USD, the invoices it paid. */
export function paymentsTable(items: readonly Payment[], locale: Locale, shop: ShopTime): ExportTable {
  const handed = (p: Payment, currency: 'USD' | 'KHR') => p.tenders.filter((t) => t.currency === currency).reduce((sum, t) => sum + t.amountMinor, 0);
  return listTable(['Payments', 'ការបង់ប្រាក់'], items, [
    ['Payment', 'ការបង់ប្រាក់', 'text', (p) => p.number],
    ['Type', 'ប្រភេទ', 'text', (p) => labelIn(paymentTypeLabels, p.type, locale)],
    ['Date', 'កាលបរិច្ឆេទ', 'text', (p) => shopDateTime(p.paidAt, shop)],
    ['Posting day', 'ថ្ងៃកត់ត្រា', 'text', (p) => p.postingDate],
    ['Branch', 'សាខា', 'text', (p) => nameIn(p.branch, locale)],
    ['Customer', 'អតិថិជន', 'text', (p) => p.customer?.name ?? ''],
    ['Phone', 'ទូរស័ព្ទ', 'text', (p) => p.customer?.phone ?? ''],
    ['Received by', 'អ្នកទទួល', 'text', (p) => p.receivedBy ?? ''],
    ['Method', 'វិធីបង់', 'text', (p) => [...new Set(p.tenders.filter((t) => !t.isChange).map((t) => labelIn(methodLabels, t.method, locale)))].join(', ')],
    ['USD handed over', 'ប្រាក់ដុល្លារបានប្រគល់', 'cents', (p) => handed(p, 'USD')],
    ['KHR handed over', 'ប្រាក់រៀលបានប្រគល់', 'riel', (p) => handed(p, 'KHR')],
    ['Rate (KHR per USD)', 'អត្រា (រៀលក្នុងមួយដុល្លារ)', 'int', (p) => p.khrPerUsd],
    ['Net (USD)', 'សុទ្ធ (ដុល្លារ)', 'cents', (p) => p.amountCents],
    ['Kept as credit (USD)', 'ទុកជាប្រាក់កក់នៅសល់ (ដុល្លារ)', 'cents', (p) => p.unallocatedCents],
    ['Invoices', 'វិក្កយបត្រ', 'text', (p) => p.allocations.map((a) => a.number).join(', ')],
    ['Note', 'កំណត់ចំណាំ', 'text', (p) => p.note],
  ]);
}

export function customersTable(items: readonly Customer[], groups: readonly CustomerGroup[], locale: Locale, shop: ShopTime): ExportTable {
  const groupName = new Map(groups.map((g) => [g.id, nameIn(g, locale)]));
  return listTable(['Customers', 'អតិថិជន'], items, [
    ['Name', 'ឈ្មោះ', 'text', (c) => c.name],
    ['Phone', 'ទូរស័ព្ទ', 'text', (c) => c.phone],
    ['Address', 'អាសយដ្ឋាន', 'text', (c) => c.address],
    ['Group', 'ក្រុម', 'text', (c) => (c.groupId === null ? '' : (groupName.get(c.groupId) ?? ''))],
    ['Owes (USD)', 'ជំពាក់ (ដុល្លារ)', 'cents', (c) => c.balanceOwedCents],
    ['Credit (USD)', 'ប្រាក់កក់នៅសល់ (ដុល្លារ)', 'cents', (c) => c.creditCents],
    ['Note', 'កំណត់ចំណាំ', 'text', (c) => c.note],
    ['Since', 'ចាប់ពី', 'text', (c) => shopDateTime(c.createdAt, shop).slice(0, 10)],
  ]);
}
