import type { TFunction } from '../../../i18n/translator';
import type { Invoice } from '../../../../shared/contracts/sales/invoice';
import { vatIncludedIn } from '../../../../shared/sales/vat';
import { formatMoney, intlLocale } from '../../../../shared/units';
import { formatNumber } from '../../../i18n/format';
import type { IntlLocale } from '../../../i18n/locale';
import type { SheetLanguage } from '../../../ui';
import { SheetRow } from './sheet-row';

/** 1000 parts per ten thousand → "10%", 1050 → "10.5%" (a label: the figures never go through the float). */
export function vatRateText(vatRateBp: number, locale: string): string {
  return formatNumber(vatRateBp / 10_000, { style: 'percent', maximumFractionDigits: 2 }, intlLocale(locale) as IntlLocale);
}

/**
 * A tax invoice's VAT line (shared/sales/vat.ts): the total excl. VAT and the
 * VAT taken out of the total, in dollars and in riel at the invoice's own
 * rate, each currency split on its own so each pair adds up to its total.
 * Nothing on an invoice issued while the shop was not VAT registered.
 */
export function InvoiceVatLines({ invoice, language, t }: { invoice: Pick<Invoice, 'vatRateBp' | 'totalCents' | 'totalRiel'>; language: SheetLanguage; t: TFunction }) {
  if (invoice.vatRateBp === null) return null;
  const usd = vatIncludedIn(invoice.totalCents, invoice.vatRateBp);
  const riel = vatIncludedIn(invoice.totalRiel, invoice.vatRateBp);
  const both = (cents: number, rielAmount: number) => `${formatMoney(cents, 'USD', language)} · ${formatMoney(rielAmount, 'KHR', language)}`;
  return (
    <>
      <SheetRow label={t('sales.receipt.totalExclVat')} testId="invoice-total-excl-vat">
        {both(usd.exclVatMinor, riel.exclVatMinor)}
      </SheetRow>
      <SheetRow label={t('sales.receipt.vat', { rate: vatRateText(invoice.vatRateBp, language) })} testId="invoice-vat">
        {both(usd.vatMinor, riel.vatMinor)}
      </SheetRow>
    </>
  );
}
