import { Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { StatementByDay } from '../../../../shared/contracts/sales/statement-by-day';
import { currencies, formatMoney, type Currency } from '../../../../shared/units';
import { formatLongDate, formatTime, formatNumber } from '../../../i18n/format';
import { intlLocaleOf } from '../../../i18n/locale';
import type { SheetLanguage } from '../../../ui';
import { localName } from '../../platform/components/local-name';
import { shopDayInstant } from './invoice-money';
import classes from '../../../ui/a4-sheet.module.css';

export { classes as sheetClasses };

export interface StatementSheetProps {
  statement: StatementByDay;
  language: SheetLanguage;
  t: TFunction;
}

type Book = StatementByDay['books'][number];
const figures = ['openingMinor', 'inMinor', 'outMinor', 'closingMinor'] as const;

/** Each currency's books summed over the methods: amounts of one currency add up, two currencies never do. */
export function statementTotals(books: readonly Book[]): { currency: Currency; figures: Record<(typeof figures)[number], number> }[] {
  return currencies.flatMap((currency) => {
    const mine = books.filter((book) => book.currency === currency);
    if (mine.length === 0) return [];
    const sum = (field: (typeof figures)[number]) => mine.reduce((total, book) => total + book[field], 0);
    return [{ currency, figures: { openingMinor: sum('openingMinor'), inMinor: sum('inMinor'), outMinor: sum('outMinor'), closingMinor: sum('closingMinor') } }];
  });
}

/**
 * The day's cash book of a branch, printable on A4: per method and currency,
 * opening, in, out and closing in the currency's own units (dollars, riel),
 * each currency's total; the invoices of the day; every tender received or
 * given back (change and refunds negative); signatures.
 */
export function StatementSheet({ statement, language, t }: StatementSheetProps) {
  const intl = intlLocaleOf(language);
  const money = (minor: number, currency: Currency) => formatMoney(minor, currency, language);
  const books = [...statement.books].sort((a, b) => a.currency.localeCompare(b.currency) || a.method.localeCompare(b.method));
  const field = (label: string, value: string) => (
    <div key={label}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {value}
      </Text>
    </div>
  );
  const figureCells = (values: Record<(typeof figures)[number], number>, currency: Currency) =>
    figures.map((name) => (
      <td key={name} className={`${classes.figure} ${values[name] < 0 ? classes.negative : ''}`} data-figure={name}>
        {money(values[name], currency)}
      </td>
    ));

  return (
    <section className={classes.sheet} aria-label={t('sales.statement.title')} lang={language === 'kh' ? 'km' : 'en'} data-testid="statement-sheet">
      <style>{'@page { size: A4; margin: 12mm; }'}</style>
      <div className={classes.head}>
        <Title order={2} fz={20}>
          {t('sales.statement.title')}
        </Title>
        <Text fw={700}>{formatLongDate(shopDayInstant(statement.day), intl)}</Text>
      </div>
      <div className={classes.fields}>
        {field(t('sales.statement.branch'), `${statement.branch.code} · ${localName(statement.branch, language)}`)}
        {field(t('sales.statement.invoiceCount'), formatNumber(statement.invoiceCount, {}, intl))}
        {field(t('sales.statement.sales'), money(statement.salesCents, 'USD'))}
        {field(t('sales.statement.entryCount'), formatNumber(statement.entries.length, {}, intl))}
      </div>

      <h3 className={classes.section}>{t('sales.statement.books')}</h3>
      {books.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('sales.statement.noBooks')}
        </Text>
      ) : (
        <table className={classes.table} data-testid="statement-books">
          <thead>
            <tr>
              <th>{t('sales.statement.method')}</th>
              <th>{t('sales.statement.currency')}</th>
              <th className={classes.figure}>{t('sales.statement.opening')}</th>
              <th className={classes.figure}>{t('sales.statement.in')}</th>
              <th className={classes.figure}>{t('sales.statement.out')}</th>
              <th className={classes.figure}>{t('sales.statement.closing')}</th>
            </tr>
          </thead>
          <tbody>
            {books.map((book) => (
              <tr key={`${book.method}-${book.currency}`} data-book={`${book.method}-${book.currency}`}>
                <td>{t(`sales.common.paymentMethods.${book.method}`)}</td>
                <td>{t(`sales.common.currencies.${book.currency}`)}</td>
                {figureCells(book, book.currency)}
              </tr>
            ))}
            {statementTotals(books).map((total) => (
              <tr key={total.currency} className={classes.total} data-book={`total-${total.currency}`}>
                <td colSpan={2}>{t('sales.statement.totalOf', { currency: t(`sales.common.currencies.${total.currency}`) })}</td>
                {figureCells(total.figures, total.currency)}
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <h3 className={classes.section}>{t('sales.statement.entries')}</h3>
      {statement.entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('sales.statement.noEntries')}
        </Text>
      ) : (
        <table className={classes.table} data-testid="statement-entries">
          <thead>
            <tr>
              <th>{t('sales.statement.time')}</th>
              <th>{t('sales.statement.payment')}</th>
              <th>{t('sales.statement.customer')}</th>
              <th>{t('sales.statement.invoices')}</th>
              <th>{t('sales.statement.method')}</th>
              <th className={classes.figure}>{t('sales.statement.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {statement.entries.map((entry, index) => (
              <tr key={`${entry.paymentId}-${index}`}>
                <td className={classes.nowrap}>{formatTime(entry.paidAt, intl)}</td>
                <td>
                  <span className={`${classes.number} ${classes.nowrap}`}>{entry.number}</span>
                  <span className={classes.small}>{t(`sales.common.paymentTypes.${entry.type}`)}</span>
                </td>
                <td>{entry.customer ?? <span className={classes.muted}>{t('sales.common.walkIn')}</span>}</td>
                <td className={classes.number}>
                  {entry.invoices.length === 0
                    ? '—'
                    : entry.invoices.map((number) => (
                        <span key={number} className={`${classes.nowrap} ${classes.block}`}>
                          {number}
                        </span>
                      ))}
                </td>
                <td>
                  {t(`sales.common.paymentMethods.${entry.method}`)}
                  {entry.isChange && <span className={classes.small}>{t('sales.statement.change')}</span>}
                </td>
                <td className={`${classes.figure} ${entry.amountMinor < 0 ? classes.negative : ''}`}>{money(entry.amountMinor, entry.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <div className={classes.signatures}>
        {(['cashier', 'checkedBy'] as const).map((who) => (
          <div key={who} className={classes.signature}>
            <div className={classes.signatureSpace} />
            <Text size="xs">{t(`sales.statement.signatures.${who}`)}</Text>
          </div>
        ))}
      </div>
    </section>
  );
}
