import { Text } from '@mantine/core';
import type { TFunction } from '../../../i18n/translator';
import type { SampleInvoice } from '../../../../shared/contracts/sales/sample-invoice';
import { formatCambodian, formatGrams, formatMoney } from '../../../../shared/units';
import { formatDate, formatDateTime } from '../../../i18n/format';
import { intlLocaleOf } from '../../../i18n/locale';
import type { SheetLanguage } from '../../../ui';
import { localName } from '../../../ui/local-name';
import { SheetPaper } from '../../../ui/sheet-paper';
import { SheetHead, sheetField } from '../../../ui/sheet-parts';
import type { ShopHeader } from './invoice-sheet';
import { shopDayInstant } from './invoice-money';
import { sheetClasses as classes } from './statement-sheet';
import { stoneOf, stoneQuantityText, stoneRateText, stoneWhatText } from './stone-line';

export interface SampleInvoiceSheetProps {
  sample: SampleInvoice;
  language: SheetLanguage;
  /** Fixed to the sheet's language. */
  t: TFunction;
  shop: ShopHeader;
}

/**
 * A quotation on A4: the shop, its number and dates, who it is for, each
 * piece with its metal weight in grams and chi, the gold at the rate of the
 * day it was made, making charge, stones and discount; the total in dollars
 * and in riel at its rate; valid until its day.
 */
export function SampleInvoiceSheet({ sample, language, t, shop }: SampleInvoiceSheetProps) {
  const intl = intlLocaleOf(language);
  const usd = (cents: number) => formatMoney(cents, 'USD', language);
  const riel = (amount: number) => formatMoney(amount, 'KHR', language);
  const validUntil = formatDate(shopDayInstant(sample.validUntil), intl);
  const customer = [sample.customerName || sample.customer?.name || '', sample.customer?.phone ?? ''].filter(Boolean).join(' · ');

  return (
    <section className={classes.sheet} aria-label={`${t('sales.quotes.sheetTitle')} ${sample.number}`} lang={intl} data-testid="sample-invoice-sheet">
      <SheetPaper size="a4" />
      <SheetHead shop={shop} title={t('sales.quotes.sheetTitle')} number={sample.number} />
      <div className={classes.fields}>
        {sheetField(t('sales.quotes.date'), formatDateTime(sample.createdAt, intl))}
        {sheetField(t('sales.quotes.validUntil'), validUntil)}
        {sheetField(t('sales.quotes.customer'), customer || t('sales.common.walkIn'))}
        {sheetField(t('sales.quotes.branch'), `${sample.branch.code} · ${localName(sample.branch, language)}`)}
        {sample.seller && sheetField(t('sales.quotes.seller'), localName(sample.seller, language))}
        {sheetField(t('sales.quotes.rate'), t('sales.common.exchangeRate', { rate: riel(sample.khrPerUsd) }))}
      </div>

      <table className={classes.table}>
        <thead>
          <tr>
            <th className={classes.figure}>#</th>
            <th>{t('sales.quotes.piece')}</th>
            <th className={classes.figure}>{t('sales.quotes.metal')}</th>
            <th className={classes.figure}>{t('sales.quotes.gold')}</th>
            <th className={classes.figure}>{t('sales.quotes.making')}</th>
            <th className={classes.figure}>{t('sales.quotes.stones')}</th>
            <th className={classes.figure}>{t('sales.quotes.discount')}</th>
            <th className={classes.figure}>{t('sales.quotes.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {sample.lines.map((line) => {
            const stone = stoneOf(line);
            if (stone)
              return (
                <tr key={line.lineNo} data-testid="sample-stone-line">
                  <td className={classes.figure}>{line.lineNo}</td>
                  <td>
                    <span className={`${classes.number} ${classes.nowrap}`}>{line.code}</span>
                    <span className={classes.small}>{stoneWhatText(stone, t, language)}</span>
                  </td>
                  <td className={classes.figure}>{stoneQuantityText(stone, t, language)}</td>
                  <td className={classes.figure}>{stoneRateText(stone, t, language)}</td>
                  <td className={classes.figure}>—</td>
                  <td className={classes.figure}>{usd(line.stonesCents)}</td>
                  <td className={classes.figure}>{line.discountCents ? `−${usd(line.discountCents)}` : '—'}</td>
                  <td className={classes.figure}>
                    <strong>{usd(line.amountCents)}</strong>
                  </td>
                </tr>
              );
            return (
              <tr key={line.lineNo}>
                <td className={classes.figure}>{line.lineNo}</td>
                <td>
                  <span className={`${classes.number} ${classes.nowrap}`}>{line.code}</span>
                  <span className={classes.small}>
                    {line.description} · {line.materialCode}
                  </span>
                </td>
                <td className={classes.figure}>
                  {formatGrams(line.metalMg, language)}
                  <span className={classes.small}>{formatCambodian(line.metalMg, language)}</span>
                </td>
                <td className={classes.figure}>
                  {usd(line.metalCents)}
                  <span className={classes.small}>{t('sales.quotes.perChi', { amount: usd(line.rateCentsPerChi) })}</span>
                </td>
                <td className={classes.figure}>
                  {usd(line.makingChargeCents - line.groupDiscountCents)}
                  {line.groupDiscountCents > 0 && <span className={classes.small}>{t('sales.quotes.groupDiscount', { amount: usd(line.groupDiscountCents) })}</span>}
                </td>
                <td className={classes.figure}>{line.stonesCents ? usd(line.stonesCents) : '—'}</td>
                <td className={classes.figure}>{line.discountCents ? `−${usd(line.discountCents)}` : '—'}</td>
                <td className={classes.figure}>
                  <strong>{usd(line.amountCents)}</strong>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>

      <table className={classes.totals}>
        <tbody>
          <tr>
            <td>{t('sales.quotes.subtotal')}</td>
            <td>{usd(sample.subtotalCents)}</td>
          </tr>
          {sample.discountCents > 0 && (
            <tr>
              <td>{t('sales.quotes.discount')}</td>
              <td>−{usd(sample.discountCents)}</td>
            </tr>
          )}
          <tr className={classes.grand} data-testid="sample-total">
            <td>{t('sales.quotes.total')}</td>
            <td>{usd(sample.totalCents)}</td>
          </tr>
          <tr data-testid="sample-total-riel">
            <td>{t('sales.quotes.totalRiel')}</td>
            <td>
              <strong>{riel(sample.totalRiel)}</strong>
            </td>
          </tr>
        </tbody>
      </table>
      {sample.note && sheetField(t('sales.quotes.note'), sample.note)}
      <Text size="xs" c="dimmed">
        {t('sales.quotes.terms', { date: formatDate(sample.createdAt, intl), validUntil })}
      </Text>
      <div className={classes.signatures}>
        {(['seller', 'customer'] as const).map((who) => (
          <div key={who} className={classes.signature}>
            <div className={classes.signatureSpace} />
            <Text size="xs">{t(`sales.quotes.signatures.${who}`)}</Text>
          </div>
        ))}
      </div>
    </section>
  );
}
