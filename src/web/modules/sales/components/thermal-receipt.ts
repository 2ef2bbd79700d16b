/**
 * The 80 mm receipt for the thermal printer: what the receipt sheet
 * (invoice-sheet.tsx, format "receipt") prints, as blocks of text the
 * canvas draws at the printer's dots (ui/printing/receipt-canvas.ts), then
 * 1-bit and ESC/POS raster with the cut and, by the setting
 * `sales.receiptPrinter`, the drawer kick. Khmer is drawn by the browser:
 * no ESC/POS code page has it.
 */
import type { TFunction } from '../../../i18n/translator';
import type { ReceiptPrinterSettings } from '../../../../shared/contracts/printing/printer-settings';
import type { Invoice } from '../../../../shared/contracts/sales/invoice';
import { escposReceipt, receiptPaperDots } from '../../../../shared/printing/escpos';
import { rielOf } from '../../../../shared/sales/tender';
import { vatIncludedIn } from '../../../../shared/sales/vat';
import { formatMoney, type Currency } from '../../../../shared/units';
import { formatDate, formatDateTime, shopDayInstant } from '../../../i18n/format';
import { intlLocaleOf } from '../../../i18n/locale';
import type { SheetLanguage } from '../../../ui';
import { canvasToMono, drawReceipt, type ReceiptBlock } from '../../../ui/printing';
import { localName } from '../../../ui/local-name';
import type { ShopHeader } from './invoice-sheet';
import { vatRateText } from './invoice-vat-lines';
import { oldGoldComputationText } from './old-gold-computation';
import { receiptLineDetail, receiptLineLabel } from './receipt-line-text';

export function thermalReceiptBlocks(invoice: Invoice, t: TFunction, language: SheetLanguage, shop: ShopHeader): ReceiptBlock[] {
  const intl = intlLocaleOf(language);
  const usd = (cents: number) => formatMoney(cents, 'USD', language);
  const money = (amountMinor: number, currency: Currency) => formatMoney(amountMinor, currency, language);
  const riel = (amount: number) => formatMoney(amount, 'KHR', language);
  const rate = t('sales.common.exchangeRate', { rate: riel(invoice.khrPerUsd) });
  const taxInvoice = invoice.vatRateBp !== null;
  const title = invoice.kind === 'invoice' ? t('sales.receipt.receiptTitle') : t(`sales.common.invoiceKinds.${invoice.kind}`);
  const customer = invoice.customer ? [invoice.customer.name, invoice.customer.phone].filter(Boolean).join(' · ') : t('sales.common.walkIn');
  const row = (label: string, value: string, bold = false): ReceiptBlock => ({ kind: 'row', label, value, bold });
  const small = (text: string): ReceiptBlock => ({ kind: 'text', text, size: 'small' });

  const blocks: ReceiptBlock[] = [{ kind: 'text', text: shop.name, align: 'center', size: 'title', bold: true }];
  if (shop.legalName && shop.legalName !== shop.name) blocks.push({ kind: 'text', text: shop.legalName, align: 'center' });
  if (shop.address) blocks.push({ kind: 'text', text: shop.address, align: 'center', size: 'small' });
  if (shop.phone) blocks.push({ kind: 'text', text: t('sales.receipt.phone', { phone: shop.phone }), align: 'center', size: 'small' });
  if (taxInvoice && shop.vatTin) blocks.push({ kind: 'text', text: t('sales.receipt.vatTin', { tin: shop.vatTin }), align: 'center', size: 'small' });
  blocks.push({ kind: 'space' }, { kind: 'text', text: title, align: 'center', size: 'large', bold: true }, { kind: 'text', text: invoice.number, align: 'center', bold: true });
  if (invoice.voided) blocks.push({ kind: 'text', text: t('sales.common.invoiceStates.voided'), align: 'center', size: 'large', bold: true });
  blocks.push({ kind: 'rule' });
  blocks.push(row(t('sales.receipt.date'), formatDateTime(invoice.issuedAt, intl)));
  blocks.push(row(t('sales.receipt.branch'), `${invoice.branch.code} · ${localName(invoice.branch, language)}`));
  blocks.push(row(t('sales.receipt.customer'), customer));
  blocks.push(row(t('sales.receipt.seller'), invoice.seller ? localName(invoice.seller, language) : '—'));
  if (invoice.issuedBy) blocks.push(row(t('sales.receipt.cashier'), invoice.issuedBy));
  if (invoice.originalInvoice) blocks.push(row(t('sales.receipt.original'), invoice.originalInvoice.number));
  if (invoice.dueDate) blocks.push(row(t('sales.receipt.dueDate'), formatDate(shopDayInstant(invoice.dueDate), intl)));
  blocks.push(row(t('sales.receipt.rate'), rate), { kind: 'rule' });

  for (const line of invoice.lines) {
    blocks.push(row(receiptLineLabel(line, t), usd(line.amountCents), true), small(receiptLineDetail(line, t, language)));
    const oldGold = oldGoldComputationText(line, t, language);
    if (oldGold) blocks.push(small(oldGold));
    if (line.discountCents + line.groupDiscountCents > 0) blocks.push(small(t('sales.receipt.lineDiscount', { amount: usd(line.discountCents + line.groupDiscountCents) })));
  }
  blocks.push({ kind: 'rule' }, row(t('sales.receipt.subtotal'), usd(invoice.subtotalCents)));
  if (invoice.discountCents !== 0) blocks.push(row(t('sales.receipt.invoiceDiscount'), usd(-invoice.discountCents)));
  if (invoice.vatRateBp !== null) {
    const vatUsd = vatIncludedIn(invoice.totalCents, invoice.vatRateBp);
    const vatRiel = vatIncludedIn(invoice.totalRiel, invoice.vatRateBp);
    blocks.push(row(t('sales.receipt.totalExclVat'), `${usd(vatUsd.exclVatMinor)} · ${riel(vatRiel.exclVatMinor)}`));
    blocks.push(row(t('sales.receipt.vat', { rate: vatRateText(invoice.vatRateBp, language) }), `${usd(vatUsd.vatMinor)} · ${riel(vatRiel.vatMinor)}`));
  }
  blocks.push({ kind: 'row', label: t(taxInvoice ? 'sales.receipt.totalInclVat' : 'sales.receipt.total'), value: usd(invoice.totalCents), size: 'large', bold: true });
  blocks.push(row(t('sales.receipt.totalRiel', { rate }), riel(invoice.totalRiel)));
  if (invoice.adjustmentsCents !== 0) {
    blocks.push(row(t('sales.receipt.adjustments'), usd(invoice.adjustmentsCents)));
    blocks.push({ kind: 'row', label: t('sales.receipt.payable'), value: usd(invoice.payableCents), size: 'large', bold: true });
    blocks.push(row(t('sales.receipt.payableRiel'), riel(invoice.payableRiel)));
  }
  if (invoice.payments.length > 0) blocks.push({ kind: 'rule' });
  for (const payment of invoice.payments) {
    blocks.push(row(`${t(`sales.common.paymentTypes.${payment.type}`)} ${payment.number}`, formatDateTime(payment.paidAt, intl), true));
    for (const tender of payment.tenders)
      blocks.push(row(tender.isChange ? t('sales.receipt.change') : `${t(`sales.common.paymentMethods.${tender.method}`)} · ${tender.currency}`, money(tender.amountMinor, tender.currency)));
    if (payment.cashRoundingCents !== 0) blocks.push(row(t('sales.receipt.cashRounding'), usd(payment.cashRoundingCents)));
    blocks.push(row(t('sales.receipt.applied'), usd(payment.amountCents)));
  }
  blocks.push({ kind: 'rule' }, row(t('sales.receipt.paid'), usd(invoice.paidCents)));
  const balance = usd(invoice.balanceCents) + (invoice.balanceCents > 0 ? ` · ${riel(rielOf(invoice.balanceCents, invoice.khrPerUsd))}` : '');
  blocks.push(row(t('sales.receipt.balance'), balance, invoice.balanceCents !== 0));
  blocks.push(row(t('sales.receipt.paymentState'), t(`sales.common.paymentStates.${invoice.paymentState}`)));
  if (invoice.note) blocks.push(small(invoice.note));
  if (invoice.voided) blocks.push(small(t('sales.receipt.voidedBecause', { reason: invoice.voided.reason })));
  blocks.push({ kind: 'space' }, { kind: 'text', text: t('sales.receipt.thanks'), align: 'center', bold: true }, { kind: 'space' });
  return blocks;
}

/** Whether this receipt opens the drawer: by the setting, and for "cash" only when cash changed hands. */
export function kicksDrawer(invoice: Invoice, settings: ReceiptPrinterSettings): boolean {
  if (settings.drawer === 'always') return true;
  if (settings.drawer === 'never') return false;
  return invoice.payments.some((payment) => payment.tenders.some((tender) => tender.method === 'cash'));
}

export interface ThermalReceipt {
  canvas: HTMLCanvasElement;
  bytes: Uint8Array;
}

/** The receipt drawn at the printer's width (576 dots at 203 dpi, 512 at 180), made 1-bit and encoded. */
export async function renderThermalReceipt(
  invoice: Invoice,
  t: TFunction,
  language: SheetLanguage,
  shop: ShopHeader,
  settings: ReceiptPrinterSettings,
): Promise<ThermalReceipt> {
  const canvas = await drawReceipt(thermalReceiptBlocks(invoice, t, language, shop), receiptPaperDots[settings.dpi]);
  const encoded = escposReceipt(canvasToMono(canvas), { dpi: settings.dpi, cut: settings.cut, kickDrawer: kicksDrawer(invoice, settings) });
  // Drawn at the paper's width, the image is never wider than the paper.
  if (!encoded.ok) throw new Error(`receipt ${encoded.widthDots} dots on ${encoded.paperDots} dots of paper`);
  return { canvas, bytes: encoded.bytes };
}
