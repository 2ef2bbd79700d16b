import type { TFunction } from '../../../i18n/translator';
import type { ReactNode } from 'react';
import type { Invoice } from '../../../../shared/contracts/sales/invoice';
import { rielOf } from '../../../../shared/sales/tender';
import { formatCambodian, formatGrams, formatMoney, type Currency } from '../../../../shared/units';
import { formatDate, formatDateTime, shopDayInstant } from '../../../i18n/format';
import { intlLocaleOf } from '../../../i18n/locale';
import { QrCode, type SheetLanguage } from '../../../ui';
import { localName } from '../../../ui/local-name';
import sheet from '../../../ui/a4-sheet.module.css';
import { SheetPaper } from '../../../ui/sheet-paper';
import classes from './invoice-sheet.module.css';
import { InvoiceSeller } from './invoice-seller';
import { InvoiceVatLines } from './invoice-vat-lines';
import { oldGoldComputationText } from './old-gold-computation';
import { receiptLineDetail, receiptLineLabel } from './receipt-line-text';
import { SheetRow as Row } from './sheet-row';
import { stoneOf, stoneQuantityText, stoneRateText, stoneWhatText } from './stone-line';

export { sheet as invoiceSheetClasses };

/** An 80 mm roll receipt at the counter, or an A4 tax invoice. */
export type InvoiceSheetFormat = 'receipt' | 'a4';
export const invoiceSheetFormats: readonly InvoiceSheetFormat[] = ['receipt', 'a4'];

/** The shop as the sheet heads it, already in the sheet's language (settings `shop.name` and `shop.identity`). */
export interface ShopHeader {
  name: string;
  /** The registered name; '' or the same as `name` prints once. */
  legalName?: string;
  address: string;
  phone: string;
  /** Printed on a tax invoice only (an invoice with a VAT rate). */
  vatTin?: string;
  /** '' for none. */
  logoUrl?: string;
  /** The customers' price page of the rate board, printed as a QR code; absent while the shop has no active board link. */
  pricesUrl?: string | null;
}

export interface InvoiceSheetProps {
  invoice: Invoice;
  format: InvoiceSheetFormat;
  language: SheetLanguage;
  /** Fixed to the sheet's language (useSheetLanguage's sheetT). */
  t: TFunction;
  shop: ShopHeader;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.field}>
      <div className={classes.fieldLabel}>{label}</div>
      <div className={classes.fieldValue}>{children}</div>
    </div>
  );
}

/**
 * One invoice on paper: the shop, the number and date, who bought and who
 * sold, each line with its weight in grams and amount, the totals in dollars
 * and in riel at the invoice's own rate (printed: a Cambodian tax invoice
 * shows its riel total), the payments with what was handed over and the
 * change, the balance still due and the payment state.
 */
export function InvoiceSheet({ invoice, format, language, t, shop }: InvoiceSheetProps) {
  const intl = intlLocaleOf(language);
  const usd = (cents: number) => formatMoney(cents, 'USD', language);
  const money = (amountMinor: number, currency: Currency) => formatMoney(amountMinor, currency, language);
  const riel = (amount: number) => formatMoney(amount, 'KHR', language);
  const grams = (mg: number) => formatGrams(mg, language);
  /** DESIGN §2: the shop reads weights in chi, hun and li beside the grams. */
  const cambodian = (mg: number) => formatCambodian(mg, language);
  const receipt = format === 'receipt';
  const rate = t('sales.common.exchangeRate', { rate: riel(invoice.khrPerUsd) });
  const customer = invoice.customer ? [invoice.customer.name, invoice.customer.phone].filter(Boolean).join(' · ') : t('sales.common.walkIn');
  const seller = invoice.seller ? localName(invoice.seller, language) : '—';
  // GDT notification 4908: "tax invoice" only for a sale made while the shop was VAT registered (it carries the rate).
  const taxInvoice = invoice.vatRateBp !== null;
  const invoiceTitle = taxInvoice ? 'sales.receipt.taxInvoiceTitle' : 'sales.receipt.invoiceTitle';
  const title = invoice.kind === 'invoice' ? t(receipt ? 'sales.receipt.receiptTitle' : invoiceTitle) : t(`sales.common.invoiceKinds.${invoice.kind}`);
  const adjusted = invoice.adjustmentsCents !== 0;
  const lineLabel = (line: Invoice['lines'][number]) => receiptLineLabel(line, t);
  const lineDetail = (line: Invoice['lines'][number]) => receiptLineDetail(line, t, language);

  return (
    <article
      className={`${sheet.sheet} ${receipt ? `${sheet.roll} ${classes.receipt}` : classes.a4}`}
      lang={intl}
      aria-label={`${title} ${invoice.number}`}
      data-testid="invoice-sheet"
      data-format={format}
    >
      <SheetPaper size={receipt ? 'roll' : 'a4'} />
      <header className={sheet.head}>
        <InvoiceSeller shop={shop} taxInvoice={taxInvoice} t={t} />
        <div>
          <div className={sheet.title}>{title}</div>
          <div className={`${sheet.number} ${classes.code} ${receipt ? '' : sheet.title}`} data-testid="invoice-number">
            {invoice.number}
          </div>
        </div>
      </header>
      {invoice.voided && <div className={classes.stamp}>{t('sales.common.invoiceStates.voided')}</div>}

      <section className={sheet.fields}>
        <Field label={t('sales.receipt.date')}>{formatDateTime(invoice.issuedAt, intl)}</Field>
        <Field label={t('sales.receipt.branch')}>{`${invoice.branch.code} · ${localName(invoice.branch, language)}`}</Field>
        <Field label={t('sales.receipt.customer')}>{customer}</Field>
        <Field label={t('sales.receipt.seller')}>{seller}</Field>
        {invoice.issuedBy && <Field label={t('sales.receipt.cashier')}>{invoice.issuedBy}</Field>}
        {invoice.originalInvoice && <Field label={t('sales.receipt.original')}>{invoice.originalInvoice.number}</Field>}
        {invoice.dueDate && <Field label={t('sales.receipt.dueDate')}>{formatDate(shopDayInstant(invoice.dueDate), intl)}</Field>}
        <Field label={t('sales.receipt.rate')}>{rate}</Field>
      </section>

      {receipt ? (
        <section className={classes.items}>
          {invoice.lines.map((line) => (
            <div key={line.lineNo} className={classes.item} data-testid="invoice-line">
              <Row label={<strong>{lineLabel(line)}</strong>}>{usd(line.amountCents)}</Row>
              <div className={sheet.small}>
                {lineDetail(line)}
              </div>
              {oldGoldComputationText(line, t, language) && (
                <div className={sheet.small} data-testid="old-gold-computation">
                  {oldGoldComputationText(line, t, language)}
                </div>
              )}
              {line.discountCents + line.groupDiscountCents > 0 && (
                <div className={sheet.small}>{t('sales.receipt.lineDiscount', { amount: usd(line.discountCents + line.groupDiscountCents) })}</div>
              )}
            </div>
          ))}
        </section>
      ) : (
        <table className={`${sheet.table} ${classes.lines}`}>
          <thead>
            <tr>
              <th>#</th>
              <th>{t('sales.receipt.code')}</th>
              <th>{t('sales.receipt.description')}</th>
              <th className={sheet.figure}>{t('sales.receipt.weight')}</th>
              <th className={sheet.figure}>{t('sales.receipt.ratePerChi')}</th>
              <th className={sheet.figure}>{t('sales.receipt.metal')}</th>
              <th className={sheet.figure}>{t('sales.receipt.making')}</th>
              <th className={sheet.figure}>{t('sales.receipt.stones')}</th>
              <th className={sheet.figure}>{t('sales.receipt.discount')}</th>
              <th className={sheet.figure}>{t('sales.receipt.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line) => {
              const stone = stoneOf(line);
              if (stone)
                return (
                  <tr key={line.lineNo} data-testid="invoice-line">
                    <td>{line.lineNo}</td>
                    <td className={`${sheet.number} ${classes.code}`}>{line.code}</td>
                    <td>{stoneWhatText(stone, t, language)}</td>
                    <td className={sheet.figure}>{stoneQuantityText(stone, t, language)}</td>
                    <td className={sheet.figure}>{stoneRateText(stone, t, language)}</td>
                    <td className={sheet.figure} />
                    <td className={sheet.figure} />
                    <td className={sheet.figure}>{usd(line.stonesCents)}</td>
                    <td className={sheet.figure}>{line.discountCents ? usd(-line.discountCents) : ''}</td>
                    <td className={sheet.figure}>{usd(line.amountCents)}</td>
                  </tr>
                );
              return (
                <tr key={line.lineNo} data-testid="invoice-line">
                  <td>{line.lineNo}</td>
                  <td className={line.kind === 'piece' ? `${sheet.number} ${classes.code}` : undefined}>{lineLabel(line)}</td>
                  <td>
                    {line.description}
                    <span className={sheet.small}>{line.materialCode}</span>
                    {oldGoldComputationText(line, t, language) && (
                      <span className={sheet.small} data-testid="old-gold-computation">
                        {oldGoldComputationText(line, t, language)}
                      </span>
                    )}
                  </td>
                  <td className={sheet.figure}>
                    {grams(line.kind === 'piece' ? line.grossMg : line.metalMg)}
                    <span className={sheet.small}>{cambodian(line.kind === 'piece' ? line.grossMg : line.metalMg)}</span>
                    {line.stoneMg > 0 && <span className={sheet.small}>{t('sales.receipt.metalWeight', { weight: grams(line.metalMg) })}</span>}
                  </td>
                  <td className={sheet.figure}>
                    {usd(line.rateCentsPerChi)}
                    {line.rateInForceCentsPerChi != null && (
                      <span className={sheet.small} data-testid="invoice-line-rate-change">
                        {t('sales.common.rateChanged', { inForce: usd(line.rateInForceCentsPerChi), reason: line.rateChangeReason ?? '' })}
                      </span>
                    )}
                  </td>
                  <td className={sheet.figure}>{usd(line.kind === 'old_gold' ? line.amountCents : line.metalCents)}</td>
                  <td className={sheet.figure}>
                    {line.kind === 'piece' ? usd(line.makingChargeCents - line.groupDiscountCents) : ''}
                    {line.groupDiscountCents > 0 && <span className={sheet.small}>{t('sales.receipt.groupDiscount', { amount: usd(line.groupDiscountCents) })}</span>}
                  </td>
                  <td className={sheet.figure}>{line.stonesCents ? usd(line.stonesCents) : ''}</td>
                  <td className={sheet.figure}>{line.discountCents ? usd(-line.discountCents) : ''}</td>
                  <td className={sheet.figure}>{usd(line.amountCents)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}

      <section className={classes.totals} data-testid="invoice-totals">
        <Row label={t('sales.receipt.subtotal')}>{usd(invoice.subtotalCents)}</Row>
        {invoice.discountCents !== 0 && <Row label={t('sales.receipt.invoiceDiscount')}>{usd(-invoice.discountCents)}</Row>}
        <InvoiceVatLines invoice={invoice} language={language} t={t} />
        <Row label={t(taxInvoice ? 'sales.receipt.totalInclVat' : 'sales.receipt.total')} className={classes.grand} testId="invoice-total">
          {usd(invoice.totalCents)}
        </Row>
        <Row label={t('sales.receipt.totalRiel', { rate })} testId="invoice-total-riel">
          {riel(invoice.totalRiel)}
        </Row>
        {adjusted && (
          <>
            <Row label={t('sales.receipt.adjustments')}>{usd(invoice.adjustmentsCents)}</Row>
            <Row label={t('sales.receipt.payable')} className={classes.grand}>
              {usd(invoice.payableCents)}
            </Row>
            <Row label={t('sales.receipt.payableRiel')}>{riel(invoice.payableRiel)}</Row>
          </>
        )}
      </section>

      {invoice.payments.length > 0 && (
        <section className={classes.payments} data-testid="invoice-payments">
          {invoice.payments.map((payment) => (
            <div key={payment.paymentId} className={classes.payment}>
              <Row label={<strong>{`${t(`sales.common.paymentTypes.${payment.type}`)} ${payment.number}`}</strong>}>{formatDateTime(payment.paidAt, intl)}</Row>
              {payment.tenders.map((tender, index) => (
                <Row
                  key={index}
                  label={tender.isChange ? t('sales.receipt.change') : `${t(`sales.common.paymentMethods.${tender.method}`)} · ${tender.currency}`}
                  testId={tender.isChange ? 'invoice-change' : undefined}
                >
                  {money(tender.amountMinor, tender.currency)}
                </Row>
              ))}
              {payment.cashRoundingCents !== 0 && (
                <Row label={t('sales.receipt.cashRounding')} testId="invoice-cash-rounding">
                  {usd(payment.cashRoundingCents)}
                </Row>
              )}
              <Row label={t('sales.receipt.applied')}>{usd(payment.amountCents)}</Row>
            </div>
          ))}
        </section>
      )}

      <section className={classes.totals}>
        <Row label={t('sales.receipt.paid')}>{usd(invoice.paidCents)}</Row>
        <Row label={t('sales.receipt.balance')} className={invoice.balanceCents !== 0 ? classes.grand : undefined} testId="invoice-balance">
          {usd(invoice.balanceCents)}
          {invoice.balanceCents > 0 && ` · ${riel(rielOf(invoice.balanceCents, invoice.khrPerUsd))}`}
        </Row>
        <Row label={t('sales.receipt.paymentState')} testId="invoice-payment-state">
          {t(`sales.common.paymentStates.${invoice.paymentState}`)}
        </Row>
      </section>

      {invoice.note && <div className={sheet.muted}>{invoice.note}</div>}
      {invoice.voided && <div className={sheet.muted}>{t('sales.receipt.voidedBecause', { reason: invoice.voided.reason })}</div>}

      {shop.pricesUrl && (
        <div className={classes.priceQr} data-testid="invoice-price-qr">
          <QrCode text={shop.pricesUrl} size={receipt ? '26mm' : '24mm'} alt={t('sales.receipt.priceQr')} />
          <div>{t('sales.receipt.priceQr')}</div>
        </div>
      )}

      {receipt ? (
        <div className={classes.thanks}>{t('sales.receipt.thanks')}</div>
      ) : (
        <div className={sheet.signatures}>
          <div className={sheet.signature}>
            <div className={sheet.signatureSpace} />
            {t('sales.receipt.customerSignature')}
          </div>
          <div className={sheet.signature}>
            <div className={sheet.signatureSpace} />
            {t('sales.receipt.sellerSignature')}
          </div>
        </div>
      )}
    </article>
  );
}
