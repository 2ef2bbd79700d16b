import { Title } from '@mantine/core';
import type { TFunction } from '../../../i18n/translator';
import type { EntryCategory } from '../../../../shared/contracts/entries/entry-category';
import type { CloseBatchDetail } from '../../../../shared/contracts/entries/entry-close-batch';
import { issuedMg, lossCentiPermille, lossOverAllowance } from '../../../../shared/entries/entry-loss';
import { formatCambodian, formatGrams } from '../../../../shared/units';
import { formatPostingDay } from '../../../i18n/format';
import { intlLocaleOf } from '../../../i18n/locale';
import { localName } from '../../../ui/local-name';
import { allowedLossText } from './allowed-loss';
import classes from '../../../ui/a4-sheet.module.css';
import { SheetPaper } from '../../../ui/sheet-paper';
import { sheetField, SheetSignatures } from '../../../ui/sheet-parts';
import own from './close-batch-sheet.module.css';
import type { SheetLanguage } from '../../../ui';
import { lossPermilleText } from './entry-loss-text';

export { classes as entriesSheetClasses };

export interface CloseBatchSheetProps {
  batch: CloseBatchDetail;
  categories: readonly EntryCategory[];
  language: SheetLanguage;
  t: TFunction;
}

/** The printable close sheet: the entries closed together, each one's weights and loss against its allowance, totals, signatures. */
export function CloseBatchSheet({ batch, categories, language, t }: CloseBatchSheetProps) {
  const grams = (mg: number | null) => (mg === null ? '—' : formatGrams(mg, language));
  const cambodian = (mg: number | null) => (mg === null ? '' : formatCambodian(mg, language));
  const weight = (mg: number | null) => (
    <>
      {grams(mg)}
      <span className={classes.small}>{cambodian(mg)}</span>
    </>
  );
  const categoryOf = (id: number) => categories.find((c) => c.id === id);

  return (
    <section className={classes.sheet} aria-label={t('entries.closeBatch.sheetTitle')} lang={intlLocaleOf(language)}>
      <SheetPaper size="a4" />
      <div className={classes.head}>
        <Title order={2} fz={20}>
          {t('entries.closeBatch.sheetTitle')} · {batch.number}
        </Title>
      </div>
      <div className={classes.fields}>
        {sheetField(t('entries.list.jeweller'), `${batch.jeweller.code} · ${localName(batch.jeweller, language)}`)}
        {sheetField(t('entries.closeBatch.closedAt'), formatPostingDay(batch.postingDate, batch.createdAt, intlLocaleOf(language)))}
        {sheetField(t('entries.closeBatch.entries'), String(batch.entryCount))}
      </div>
      {batch.note && sheetField(t('entries.detail.note'), batch.note)}

      <table className={classes.table}>
        <thead>
          <tr>
            <th>{t('entries.list.number')}</th>
            <th>{t('entries.list.category')}</th>
            <th className={classes.figure}>{t('entries.list.pieces')}</th>
            <th className={classes.figure}>{t('entries.list.issued')}</th>
            <th className={classes.figure}>{t('entries.list.returned')}</th>
            <th className={classes.figure}>{t('entries.list.loss')}</th>
            <th className={classes.figure}>{t('entries.detail.lossPermille')}</th>
          </tr>
        </thead>
        <tbody>
          {batch.entries.map((entry) => {
            const category = categoryOf(entry.categoryId);
            const weights = entry.returnedMg === null ? null : { initMg: entry.initMg, spareMg: entry.spareMg, returnedMg: entry.returnedMg };
            const over = weights !== null && category !== undefined && lossOverAllowance(weights, category.allowedLossPermille);
            return (
              <tr key={entry.id}>
                <td className={classes.nowrap}>
                  {entry.number}
                  {entry.overAllowanceReason && (
                    <span className={own.reason}>
                      {t('entries.closeBatch.reasonShort')}: {entry.overAllowanceReason}
                    </span>
                  )}
                </td>
                <td>
                  {category ? localName(category, language) : '—'}
                  <span className={classes.small}>{t(`entries.types.${entry.type}`)}</span>
                </td>
                <td className={classes.figure}>{entry.pieceCount}</td>
                <td className={classes.figure}>{weight(issuedMg(entry))}</td>
                <td className={classes.figure}>{weight(entry.returnedMg)}</td>
                <td className={`${classes.figure} ${over ? own.over : ''}`}>{weight(entry.lossMg)}</td>
                <td className={`${classes.figure} ${over ? own.over : ''}`}>
                  {lossPermilleText(weights && lossCentiPermille(weights), language)}
                  {category && (
                    <span className={classes.small}>
                      {t('entries.detail.allowance', { allowed: allowedLossText(t, category.allowedLossPermille, language) })}
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
          <tr className={classes.total}>
            <td colSpan={3}>{t('entries.closeBatch.totals')}</td>
            <td className={classes.figure}>{weight(batch.issuedMg)}</td>
            <td className={classes.figure}>{weight(batch.returnedMg)}</td>
            <td className={classes.figure}>{weight(batch.lossMg)}</td>
            <td />
          </tr>
        </tbody>
      </table>

      <SheetSignatures signers={(['jeweller', 'checker'] as const).map((who) => t(`entries.closeBatch.signatures.${who}`))} />
    </section>
  );
}
