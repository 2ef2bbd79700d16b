import type { TFunction } from '../../../i18n/translator';
import type { GemReport } from '../../../../shared/contracts/stones/gem-reports';
import type { StoneBalance } from '../../../../shared/contracts/stones/stone';
import { formatDateTime } from '../../../i18n/format';
import { intlLocaleOf } from '../../../i18n/locale';
import type { SheetLanguage } from '../../../ui';
import { localName } from '../../../ui/local-name';
import { countText } from './stone-figures';
import classes from '../../../ui/a4-sheet.module.css';
import { SheetPaper } from '../../../ui/sheet-paper';
import { SheetHead, sheetField, SheetSignatures } from '../../../ui/sheet-parts';
import { formatCarats, formatStoneSize } from '../../../../shared/units';

export interface GemReportShop {
  name: string;
  address: string;
  phone: string;
}

export interface GemReportSheetProps {
  report: GemReport;
  language: SheetLanguage;
  /** Fixed to the sheet's language. */
  t: TFunction;
  shop: GemReportShop;
}

const balanceKeys = ['prepared', 'held', 'set', 'returned'] as const;

/**
 * A gem report on A4: the shop, its number and date, the item or order, and
 * the stones prepared for it as they stood: summed by type, shape and size,
 * then lot by lot, each as stones and carats prepared, held, set and returned.
 */
export function GemReportSheet({ report, language, t, shop }: GemReportSheetProps) {
  const intl = intlLocaleOf(language);
  const pair = (balance: StoneBalance) =>
    balance.count === 0 && balance.weightMct === 0 ? (
      <span className={classes.muted}>—</span>
    ) : (
      <>
        {countText(balance.count, language)}
        <span className={classes.small}>{formatCarats(balance.weightMct, language)}</span>
      </>
    );
  const shape = (value: GemReport['groups'][number]['shape']) => t(`stones.shapes.${value}`);
  const heads = balanceKeys.map((key) => (
    <th key={key} className={classes.figure}>
      {t(`stones.preparations.${key}`)}
    </th>
  ));

  return (
    <section className={classes.sheet} aria-label={`${t('stones.reports.sheetTitle')} ${report.number}`} lang={intl} data-testid="gem-report-sheet">
      <SheetPaper size="a4" />
      <SheetHead shop={shop} title={t('stones.reports.sheetTitle')} number={report.number} />
      <div className={classes.fields}>
        {sheetField(t('stones.reports.date'), formatDateTime(report.createdAt, intl))}
        {sheetField(t('stones.fields.branch'), `${report.branch.code} · ${localName(report.branch, language)}`)}
        {sheetField(report.target.kind === 'item' ? t('stones.target.item') : t('stones.target.preOrder'), report.target.code)}
        {report.target.description && sheetField(t('stones.reports.description'), report.target.description)}
        {report.createdBy && sheetField(t('stones.reports.madeBy'), report.createdBy)}
      </div>

      <p className={classes.section}>{t('stones.reports.byKind')}</p>
      <div className={classes.scroll}>
        <table className={classes.table}>
          <thead>
            <tr>
              <th>{t('stones.fields.type')}</th>
              <th>{t('stones.fields.shape')}</th>
              <th className={classes.figure}>{t('stones.fields.size')}</th>
              {heads}
            </tr>
          </thead>
          <tbody>
            {report.groups.map((group) => (
              <tr key={`${group.stoneType}|${group.shape}|${group.sizeCmm}`} data-testid="gem-report-group">
                <td>{group.stoneType}</td>
                <td>{shape(group.shape)}</td>
                <td className={classes.figure}>{formatStoneSize(group.sizeCmm, language)}</td>
                {balanceKeys.map((key) => (
                  <td key={key} className={classes.figure}>
                    {pair(group[key])}
                  </td>
                ))}
              </tr>
            ))}
            <tr className={classes.total} data-testid="gem-report-total">
              <td colSpan={3}>{t('stones.reports.total')}</td>
              {balanceKeys.map((key) => (
                <td key={key} className={classes.figure}>
                  {pair(report.totals[key])}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>

      <p className={classes.section}>{t('stones.reports.byLot')}</p>
      <div className={classes.scroll}>
        <table className={classes.table}>
          <thead>
            <tr>
              <th>{t('stones.fields.lot')}</th>
              <th>{t('stones.reports.stone')}</th>
              <th>{t('stones.preparations.state')}</th>
              {heads}
            </tr>
          </thead>
          <tbody>
            {report.lines.map((line) => (
              <tr key={line.preparationId} data-testid="gem-report-line">
                <td>
                  <span className={`${classes.number} ${classes.nowrap}`}>{line.lot.code}</span>
                  <span className={classes.small}>{formatDateTime(line.preparedAt, intl)}</span>
                </td>
                <td>
                  {`${line.lot.stoneType} · ${shape(line.lot.shape)} · ${formatStoneSize(line.lot.sizeCmm, language)}`}
                  {(line.lot.colour || line.lot.quality) && <span className={classes.small}>{[line.lot.colour, line.lot.quality].filter(Boolean).join(' · ')}</span>}
                </td>
                <td>{t(`stones.preparationStates.${line.state}`)}</td>
                {balanceKeys.map((key) => (
                  <td key={key} className={classes.figure}>
                    {pair(line[key])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {report.note && sheetField(t('stones.fields.note'), report.note)}
      <SheetSignatures signers={(['preparedBy', 'setter', 'checkedBy'] as const).map((who) => t(`stones.reports.signatures.${who}`))} />
    </section>
  );
}
