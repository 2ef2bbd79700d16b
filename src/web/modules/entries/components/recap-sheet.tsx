import { Text, Title } from '@mantine/core';
import type { TFunction } from '../../../i18n/translator';
import type { EntryRecapResponse, EntryRecapRow } from '../../../../shared/contracts/entries/entry-recap';
import { numberFormatOf } from '../../../../shared/number-format';
import { formatCambodian, formatGrams, intlLocale } from '../../../../shared/units';
import { formatDate, shopDayInstant } from '../../../i18n/format';
import { intlLocaleOf } from '../../../i18n/locale';
import { localName } from '../../../ui/local-name';
import classes from '../../../ui/a4-sheet.module.css';
import { SheetPaper } from '../../../ui/sheet-paper';
import { SheetTableHead } from '../../../ui/sheet-parts';
import own from './close-batch-sheet.module.css';
import type { SheetLanguage } from '../../../ui';

export interface RecapSheetProps {
  recap: EntryRecapResponse;
  /** The material filter's name, or null for every material. */
  materialLabel: string | null;
  language: SheetLanguage;
  t: TFunction;
}

type Figures = Omit<EntryRecapRow, 'jeweller'>;

/** Loss over what the categories allow, summed over the closed entries: the row shows red. */
export const recapLossOver = (row: Pick<Figures, 'lossMg' | 'allowedLossMg'>): boolean => row.lossMg > row.allowedLossMg;

/**
 * The recap of a period, one row per jeweller and the totals: entries and
 * pieces issued, the metal issued, what the closed entries gave back and lost
 * against their allowance, and what the open ones still owe. Printable on a
 * landscape A4.
 */
export function RecapSheet({ recap, materialLabel, language, t }: RecapSheetProps) {
  const dateLocale = intlLocaleOf(language);
  const count = (n: number) => numberFormatOf(intlLocale(language)).format(n);
  const weight = (mg: number) => (
    <>
      {formatGrams(mg, language)}
      <span className={classes.small}>{formatCambodian(mg, language)}</span>
    </>
  );
  const day = (text: string) => formatDate(shopDayInstant(text), dateLocale);
  const cells = (row: Figures) => {
    const over = recapLossOver(row);
    return (
      <>
        <td className={classes.figure}>{count(row.entries)}</td>
        <td className={classes.figure}>{count(row.pieces)}</td>
        <td className={classes.figure}>{weight(row.issuedMg)}</td>
        <td className={classes.figure}>
          {weight(row.returnedMg)}
          <span className={classes.small}>{t('entries.recap.closedCount', { shown: count(row.closedEntries) })}</span>
        </td>
        <td className={`${classes.figure} ${over ? own.over : ''}`} data-over={over || undefined}>
          {weight(row.lossMg)}
        </td>
        <td className={classes.figure}>{weight(row.allowedLossMg)}</td>
        <td className={`${classes.figure} ${row.overAllowance > 0 ? own.over : ''}`}>{count(row.overAllowance)}</td>
        <td className={classes.figure}>{weight(row.outstandingMg)}</td>
      </>
    );
  };

  return (
    <section className={`${classes.sheet} ${classes.wide}`} aria-label={t('entries.recap.title')} lang={dateLocale}>
      <SheetPaper size="a4-landscape" />
      <div className={classes.head}>
        <div>
          <Title order={2} fz={20}>
            {t('entries.recap.title')}
          </Title>
          <Text size="sm">
            {t('entries.recap.period', { from: day(recap.from), to: day(recap.to) })}
            {' · '}
            {materialLabel ?? t('entries.recap.allMaterials')}
          </Text>
        </div>
      </div>
      <table className={classes.table}>
        <SheetTableHead
          names={[t('entries.list.jeweller')]}
          figures={[t('entries.recap.entries'), t('entries.list.pieces'), t('entries.list.issued'), t('entries.list.returned'), t('entries.list.loss'), t('entries.recap.allowedLoss'), t('entries.recap.overAllowance'), t('entries.recap.outstanding')]}
        />
        <tbody>
          {recap.rows.length === 0 && (
            <tr>
              <td colSpan={9}>{t('entries.recap.empty')}</td>
            </tr>
          )}
          {recap.rows.map((row) => (
            <tr key={row.jeweller.id}>
              <td>
                {localName(row.jeweller, language)}
                <span className={classes.small}>{row.jeweller.code}</span>
              </td>
              {cells(row)}
            </tr>
          ))}
          <tr className={classes.total}>
            <td>{t('entries.closeBatch.totals')}</td>
            {cells(recap.totals)}
          </tr>
        </tbody>
      </table>
      <Text size="xs" c="dimmed">
        {t('entries.recap.footnote')}
      </Text>
    </section>
  );
}
