import { Anchor, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { CastTotals, GetCastSummaryResponse } from '../../../../shared/contracts/casting/get-cast-summary';
import { formatCambodian, formatGrams, intlLocale } from '../../../../shared/units';
import { formatDate } from '../../../i18n/format';
import type { IntlLocale } from '../../../i18n/locale';
import { useUiLocale } from '../../../ui';
import { castPath } from '../api/get-cast';
import { formatLossPercent, formatWaxRatio } from './cast-figures';
import classes from '../../../ui/a4-sheet.module.css';
import { SheetPaper } from '../../../ui/sheet-paper';
import { SheetTableHead } from '../../../ui/sheet-parts';
import own from './cast-sheet.module.css';

/** A period's finished casts and their totals per material, printable on A4 like a cast sheet. */
export function CastSummarySheet({ summary }: { summary: GetCastSummaryResponse }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const dateLocale = intlLocale(locale) as IntlLocale;
  const grams = (mg: number | null) => (mg === null ? '—' : formatGrams(mg, locale));
  const cambodian = (mg: number | null) => (mg === null ? '' : formatCambodian(mg, locale));
  const weight = (mg: number | null) => (
    <>
      {grams(mg)}
      <br />
      <Text span size="xs" c="dimmed">
        {cambodian(mg)}
      </Text>
    </>
  );
  // One column per material (a shop casts in few), one row per figure: fits an A4 page.
  const totalRows: { key: string; label: string; value: (total: CastTotals) => ReactNode }[] = [
    { key: 'casts', label: t('casting.summary.casts'), value: (total) => total.casts },
    { key: 'pieceCount', label: t('casting.casts.pieces'), value: (total) => total.pieceCount },
    { key: 'wax', label: t('casting.casts.wax'), value: (total) => weight(total.waxMg) },
    { key: 'actual', label: t('casting.detail.weights.actual'), value: (total) => weight(total.actualMg) },
    { key: 'over', label: t('casting.detail.weights.over'), value: (total) => weight(total.overMg) },
    { key: 'root', label: t('casting.detail.weights.root'), value: (total) => weight(total.rootMg) },
    { key: 'pieces', label: t('casting.detail.weights.pieces'), value: (total) => weight(total.figures.piecesMg) },
    { key: 'loss', label: t('casting.detail.weights.loss'), value: (total) => weight(total.figures.lossMg) },
    { key: 'lossPercent', label: t('casting.detail.weights.lossPercent'), value: (total) => formatLossPercent(total.figures.lossBasisPoints, locale) },
    { key: 'ratio', label: t('casting.summary.ratio'), value: (total) => formatWaxRatio(total.figures.achievedRatioMilli, locale) },
    { key: 'median', label: t('casting.summary.medianRatio'), value: (total) => formatWaxRatio(total.medianAchievedRatioMilli, locale) },
  ];
  const period = t('casting.summary.period', { from: formatDate(summary.from, dateLocale), to: formatDate(summary.to, dateLocale) });

  return (
    <section className={classes.sheet} aria-label={t('casting.summary.sheetTitle')}>
      <SheetPaper size="a4" />
      <div>
        <Title order={2} fz={20}>
          {t('casting.summary.sheetTitle')}
        </Title>
        <Text size="sm">{period}</Text>
      </div>

      <Title order={3} fz={15}>
        {t('casting.summary.totals')}
      </Title>
      {summary.totals.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('casting.summary.empty')}
        </Text>
      ) : (
        <table className={classes.table}>
          <thead>
            <tr>
              <th />
              {summary.totals.map((total) => (
                <th key={total.materialId} className={classes.figure}>
                  {total.materialCode}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {totalRows.map((row) => (
              <tr key={row.key} className={row.key === 'loss' || row.key === 'lossPercent' ? own.strong : undefined}>
                <td>{row.label}</td>
                {summary.totals.map((total) => (
                  <td key={total.materialId} className={classes.figure}>
                    {row.value(total)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}

      {summary.casts.length > 0 && (
        <>
          <Title order={3} fz={15}>
            {t('casting.summary.castList', { count: summary.casts.length })}
          </Title>
          <table className={`${classes.table} ${classes.compact}`}>
            <SheetTableHead
              names={[t('casting.casts.number'), t('casting.casts.castOn'), t('casting.casts.material')]}
              figures={[t('casting.casts.pieces'), t('casting.casts.actual'), t('casting.detail.weights.pieces'), t('casting.casts.loss'), t('casting.casts.lossPercent'), t('casting.summary.ratio')]}
            />
            <tbody>
              {summary.casts.map((cast) => (
                <tr key={cast.id}>
                  <td className={classes.nowrap}>
                    <Anchor component={Link} to={castPath(cast.id)} size="sm">
                      {cast.number}
                    </Anchor>
                  </td>
                  <td className={classes.nowrap}>{formatDate(cast.castOn, dateLocale)}</td>
                  <td>{cast.materialCode}</td>
                  <td className={classes.figure}>{cast.pieceCount}</td>
                  <td className={classes.figure}>{grams(cast.actualMg)}</td>
                  <td className={classes.figure}>{grams(cast.figures.piecesMg)}</td>
                  <td className={classes.figure}>{grams(cast.figures.lossMg)}</td>
                  <td className={classes.figure}>{formatLossPercent(cast.figures.lossBasisPoints, locale)}</td>
                  <td className={classes.figure}>{formatWaxRatio(cast.figures.achievedRatioMilli, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {summary.truncated && (
        <Text size="sm" c="dimmed">
          {t('casting.summary.truncated', { count: summary.casts.length })}
        </Text>
      )}
    </section>
  );
}
