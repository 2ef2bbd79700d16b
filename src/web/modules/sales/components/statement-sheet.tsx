import { Text, Title } from '@mantine/core';
import type { TFunction } from '../../../i18n/translator';
import type { StatementByDay } from '../../../../shared/contracts/sales/statement-by-day';
import { currencies, formatCambodian, formatGrams, formatMoney, type Currency } from '../../../../shared/units';
import { formatLongDate, formatTime, formatNumber } from '../../../i18n/format';
import { intlLocaleOf } from '../../../i18n/locale';
import type { SheetLanguage } from '../../../ui';
import { localName } from '../../../ui/local-name';
import { shopDayInstant } from './invoice-money';
import classes from '../../../ui/a4-sheet.module.css';
import { SheetPaper } from '../../../ui/sheet-paper';
import { sheetField, SheetSignatures } from '../../../ui/sheet-parts';

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
  const figureCells = (values: Record<(typeof figures)[number], number>, currency: Currency) =>
    figures.map((name) => (
      <td key={name} className={`${classes.figure} ${values[name] < 0 ? classes.negative : ''}`} data-figure={name}>
        {money(values[name], currency)}
      </td>
    ));

  return (
    <section className={classes.sheet} aria-label={t('sales.statement.title')} lang={language === 'kh' ? 'km' : 'en'} data-testid="statement-sheet">
      <SheetPaper size="a4" />
      <div className={classes.head}>
        <Title order={2} fz={20}>
          {t('sales.statement.title')}
        </Title>
        <Text fw={700}>{formatLongDate(shopDayInstant(statement.day), intl)}</Text>
      </div>
      <div className={classes.fields}>
        {sheetField(t('sales.statement.branch'), `${statement.branch.code} · ${localName(statement.branch, language)}`)}
        {sheetField(t('sales.statement.invoiceCount'), formatNumber(statement.invoiceCount, {}, intl))}
        {sheetField(t('sales.statement.sales'), money(statement.salesCents, 'USD'))}
        {sheetField(t('sales.statement.entryCount'), formatNumber(statement.entries.length, {}, intl))}
      </div>

      <h3 className={classes.section}>{t('sales.statement.books')}</h3>
      {books.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('sales.statement.noBooks')}
        </Text>
      ) : (
        <div className={classes.scroll}>
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
</div>
      )}

      <div className={classes.fields} data-testid="statement-rounding">
        {sheetField(t('sales.statement.cashRounding'), money(statement.cashRoundingCents, 'USD'))}
        {sheetField(t('sales.statement.roundedPayments'), formatNumber(statement.roundings.length, {}, intl))}
      </div>

      <h3 className={classes.section}>{t('sales.till.title')}</h3>
      {statement.till === null ? (
        <Text size="sm" c="dimmed" data-testid="statement-no-till">
          {t('sales.till.notOpened')}
        </Text>
      ) : (
        <>
          <div className={classes.fields}>
            {sheetField(t('sales.till.openedBy'), `${statement.till.openedBy ?? '—'} · ${formatTime(statement.till.openedAt, intl)}`)}
            {sheetField(t('sales.till.closedBy'), statement.till.closedAt ? `${statement.till.closedBy ?? '—'} · ${formatTime(statement.till.closedAt, intl)}` : '—')}
            {sheetField(t('sales.till.signedBy'), statement.till.signedAt ? `${statement.till.signedBy ?? '—'} · ${formatTime(statement.till.signedAt, intl)}` : '—')}
          </div>
          <div className={classes.scroll}>
<table className={classes.table} data-testid="statement-till">
            <thead>
              <tr>
                <th>{t('sales.statement.method')}</th>
                <th className={classes.figure}>{t('sales.till.float')}</th>
                <th className={classes.figure}>{t('sales.till.expected')}</th>
                <th className={classes.figure}>{t('sales.till.counted')}</th>
                <th className={classes.figure}>{t('sales.till.difference')}</th>
              </tr>
            </thead>
            <tbody>
              {statement.till.lines.map((line) => {
                const float = line.method === 'cash' ? (statement.till!.floats.find((f) => f.currency === line.currency)?.amountMinor ?? 0) : null;
                return (
                  <tr key={`${line.method}-${line.currency}`} data-till-line={`${line.method}-${line.currency}`}>
                    <td>
                      {t(`sales.common.paymentMethods.${line.method}`)} · {line.currency}
                    </td>
                    <td className={classes.figure}>{float === null ? '—' : money(float, line.currency)}</td>
                    <td className={classes.figure}>{money(line.expectedMinor, line.currency)}</td>
                    <td className={classes.figure}>{line.countedMinor === null ? '—' : money(line.countedMinor, line.currency)}</td>
                    <td className={`${classes.figure} ${(line.differenceMinor ?? 0) < 0 ? classes.negative : ''}`} data-figure="difference">
                      {line.differenceMinor === null ? '—' : money(line.differenceMinor, line.currency)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
</div>
          {statement.till.cashMoves.length > 0 && (
            <div className={classes.scroll}>
<table className={classes.table} data-testid="statement-cash-moves">
              <thead>
                <tr>
                  <th>{t('sales.statement.time')}</th>
                  <th>{t('sales.till.reason')}</th>
                  <th className={classes.figure}>{t('sales.statement.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {statement.till.cashMoves.map((move) => (
                  <tr key={move.id}>
                    <td className={classes.nowrap}>{formatTime(move.createdAt, intl)}</td>
                    <td>
                      {move.reason}
                      <span className={classes.small}>{move.createdBy ?? ''}</span>
                    </td>
                    <td className={`${classes.figure} ${move.amountMinor < 0 ? classes.negative : ''}`}>{money(move.amountMinor, move.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
</div>
          )}
        </>
      )}

      <h3 className={classes.section}>{t('sales.statement.gold')}</h3>
      {statement.gold.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('sales.statement.noGold')}
        </Text>
      ) : (
        <div className={classes.scroll}>
<table className={classes.table} data-testid="statement-gold">
          <thead>
            <tr>
              <th>{t('sales.statement.material')}</th>
              <th className={classes.figure}>{t('sales.statement.goldSold')}</th>
              <th className={classes.figure}>{t('sales.statement.goldBoughtGross')}</th>
              <th className={classes.figure}>{t('sales.statement.goldBoughtFine')}</th>
            </tr>
          </thead>
          <tbody>
            {statement.gold.map((g) => (
              <tr key={g.materialId} data-gold={g.code}>
                <td>
                  <span className={classes.number}>{g.code}</span>
                  <span className={classes.small}>{language === 'kh' ? g.nameKh : g.nameEn}</span>
                </td>
                {[g.soldMg, g.boughtGrossMg, g.boughtFineMg].map((mg, i) => (
                  <td key={i} className={classes.figure}>
                    {formatGrams(mg, language)}<span className={classes.small}>{formatCambodian(mg, language)}</span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
</div>
      )}

      <h3 className={classes.section}>{t('sales.statement.entries')}</h3>
      {statement.entries.length === 0 && statement.roundings.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('sales.statement.noEntries')}
        </Text>
      ) : (
        <div className={classes.scroll}>
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
            {statement.roundings.map((r) => (
              <tr key={`rounding-${r.paymentId}`} data-rounding={r.number}>
                <td className={classes.nowrap}>{formatTime(r.paidAt, intl)}</td>
                <td>
                  <span className={`${classes.number} ${classes.nowrap}`}>{r.number}</span>
                </td>
                <td colSpan={3}>{t('sales.statement.cashRounding')}</td>
                <td className={`${classes.figure} ${r.cashRoundingCents < 0 ? classes.negative : ''}`}>{money(r.cashRoundingCents, 'USD')}</td>
              </tr>
            ))}
          </tbody>
        </table>
</div>
      )}

      <SheetSignatures signers={(['cashier', 'checkedBy'] as const).map((who) => t(`sales.statement.signatures.${who}`))} />
    </section>
  );
}
