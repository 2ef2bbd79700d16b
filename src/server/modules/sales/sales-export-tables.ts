import type { Customer, CustomerGroup } from '../../../shared/contracts/sales/customer';
import type { InvoiceSummary } from '../../../shared/contracts/sales/invoice';
import type { Payment } from '../../../shared/contracts/sales/payment';
import type { ShopTime } from '../../../shared/shop-time';
import { exportColumn as col, say, shopDateTime, type ExportTable, type Label } from '../../platform/exports/export-table';
import type { Locale } from '../../platform/i18n/messages';

/**
 * The sales lists as export tables (issue 19 §7), the same words as their
 * pages in both languages. Money stays in its integers: USD cents written
 * as dollars, riel whole; the rows are the list's, in its order.
 */
const named = (ref: { nameKh: string; nameEn: string } | null, locale: Locale) => (ref ? (locale === 'kh' ? ref.nameKh : ref.nameEn) : '');
const labelOf = (labels: Readonly<Record<string, Label>>, key: string, locale: Locale) => (labels[key] ? say(labels[key], locale) : key);

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
  return {
    title: ['Invoices', 'វិក្កយបត្រ'],
    columns: [
      col('Number', 'លេខ', 'text'),
      col('Kind', 'ប្រភេទ', 'text'),
      col('Issued', 'ថ្ងៃចេញ', 'text'),
      col('Branch', 'សាខា', 'text'),
      col('Customer', 'អតិថិជន', 'text'),
      col('Phone', 'ទូរស័ព្ទ', 'text'),
      col('Seller', 'អ្នកលក់', 'text'),
      col('Due date', 'ថ្ងៃកំណត់បង់', 'text'),
      col('State', 'ស្ថានភាព', 'text'),
      col('Payment state', 'ស្ថានភាពបង់ប្រាក់', 'text'),
      col('Total (USD)', 'សរុប (ដុល្លារ)', 'cents'),
      col('Total (KHR)', 'សរុប (រៀល)', 'riel'),
      col('Discount (USD)', 'បញ្ចុះតម្លៃ (ដុល្លារ)', 'cents'),
      col('Payable (USD)', 'ត្រូវបង់ (ដុល្លារ)', 'cents'),
      col('Prepaid (USD)', 'ប្រាក់កក់ (ដុល្លារ)', 'cents'),
      col('Paid (USD)', 'បានបង់ (ដុល្លារ)', 'cents'),
      col('Balance (USD)', 'នៅសល់ (ដុល្លារ)', 'cents'),
    ],
    rows: items.map((i) => [
      i.number,
      labelOf(invoiceKindLabels, i.kind, locale),
      shopDateTime(i.issuedAt, shop),
      named(i.branch, locale),
      i.customer?.name ?? '',
      i.customer?.phone ?? '',
      named(i.seller, locale),
      i.dueDate ?? '',
      labelOf(invoiceStateLabels, i.state, locale),
      labelOf(paymentStateLabels, i.paymentState, locale),
      i.totalCents,
      i.totalRiel,
      i.discountCents,
      i.payableCents,
      i.prepaidCents,
      i.paidCents,
      i.balanceCents,
    ]),
  };
}

/** One line per payment: what was handed over per currency (change netted), its worth in USD, the invoices it paid. */
export function paymentsTable(items: readonly Payment[], locale: Locale, shop: ShopTime): ExportTable {
  const handed = (p: Payment, currency: 'USD' | 'KHR') => p.tenders.filter((t) => t.currency === currency).reduce((sum, t) => sum + t.amountMinor, 0);
  return {
    title: ['Payments', 'ការបង់ប្រាក់'],
    columns: [
      col('Payment', 'ការបង់ប្រាក់', 'text'),
      col('Type', 'ប្រភេទ', 'text'),
      col('Date', 'កាលបរិច្ឆេទ', 'text'),
      col('Branch', 'សាខា', 'text'),
      col('Customer', 'អតិថិជន', 'text'),
      col('Phone', 'ទូរស័ព្ទ', 'text'),
      col('Received by', 'អ្នកទទួល', 'text'),
      col('Method', 'វិធីបង់', 'text'),
      col('USD handed over', 'ប្រាក់ដុល្លារបានប្រគល់', 'cents'),
      col('KHR handed over', 'ប្រាក់រៀលបានប្រគល់', 'riel'),
      col('Rate (KHR per USD)', 'អត្រា (រៀលក្នុងមួយដុល្លារ)', 'int'),
      col('Net (USD)', 'សុទ្ធ (ដុល្លារ)', 'cents'),
      col('Kept as credit (USD)', 'ទុកជាប្រាក់កក់នៅសល់ (ដុល្លារ)', 'cents'),
      col('Invoices', 'វិក្កយបត្រ', 'text'),
      col('Note', 'កំណត់ចំណាំ', 'text'),
    ],
    rows: items.map((p) => [
      p.number,
      labelOf(paymentTypeLabels, p.type, locale),
      shopDateTime(p.paidAt, shop),
      named(p.branch, locale),
      p.customer?.name ?? '',
      p.customer?.phone ?? '',
      p.receivedBy ?? '',
      [...new Set(p.tenders.filter((t) => !t.isChange).map((t) => labelOf(methodLabels, t.method, locale)))].join(', '),
      handed(p, 'USD'),
      handed(p, 'KHR'),
      p.khrPerUsd,
      p.amountCents,
      p.unallocatedCents,
      p.allocations.map((a) => a.number).join(', '),
      p.note,
    ]),
  };
}

export function customersTable(items: readonly Customer[], groups: readonly CustomerGroup[], locale: Locale, shop: ShopTime): ExportTable {
  const groupName = new Map(groups.map((g) => [g.id, named(g, locale)]));
  return {
    title: ['Customers', 'អតិថិជន'],
    columns: [
      col('Name', 'ឈ្មោះ', 'text'),
      col('Phone', 'ទូរស័ព្ទ', 'text'),
      col('Address', 'អាសយដ្ឋាន', 'text'),
      col('Group', 'ក្រុម', 'text'),
      col('Owes (USD)', 'ជំពាក់ (ដុល្លារ)', 'cents'),
      col('Credit (USD)', 'ប្រាក់កក់នៅសល់ (ដុល្លារ)', 'cents'),
      col('Note', 'កំណត់ចំណាំ', 'text'),
      col('Since', 'ចាប់ពី', 'text'),
    ],
    rows: items.map((c) => [
      c.name,
      c.phone,
      c.address,
      c.groupId === null ? '' : (groupName.get(c.groupId) ?? ''),
      c.balanceOwedCents,
      c.creditCents,
      c.note,
      shopDateTime(c.createdAt, shop).slice(0, 10),
    ]),
  };
}
