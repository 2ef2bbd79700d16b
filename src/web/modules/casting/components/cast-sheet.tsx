import { Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { CastDetail } from '../../../../shared/contracts/casting/cast';
import type { PostingView } from '../../../../shared/contracts/materials/material';
import { formatCambodian, formatGrams, intlLocale } from '../../../../shared/units';
import { formatDate, formatDateTime } from '../../../i18n/format';
import type { IntlLocale } from '../../../i18n/locale';
import { useUiLocale } from '../../../ui';
import { useLocalName } from '../../../ui/local-name';
import { formatLossPercent, formatWaxRatio } from './cast-figures';
import classes from '../../../ui/a4-sheet.module.css';
import { SheetPaper } from '../../../ui/sheet-paper';
import { sheetField, SheetSignatures } from '../../../ui/sheet-parts';
import own from './cast-sheet.module.css';
import { castWeightKeys, castWeights } from './cast-weights-table';

export { classes as castSheetClasses };

const postingReasons = ['cast_actual', 'cast_over', 'cast_root', 'cast_loss'] as const;
type PostingReason = (typeof postingReasons)[number];

/** The printable record of a finished cast: pieces, every weight in grams and chi/hun/li, loss %, ratios, postings, signatures. */
export function CastSheet({ cast }: { cast: CastDetail }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const dateLocale = intlLocale(locale) as IntlLocale;
  const nameOf = useLocalName();
  const weights = castWeights(cast);
  const grams = (mg: number | null) => (mg === null ? '—' : formatGrams(mg, locale));
  const cambodian = (mg: number | null) => (mg === null ? '—' : formatCambodian(mg, locale));
  const reasonLabel = (posting: PostingView) => {
    const code = posting.reason.replace('.', '_');
    return (postingReasons as readonly string[]).includes(code) ? t(`casting.sheet.reasons.${code as PostingReason}`) : posting.reason;
  };

  return (
    <section className={classes.sheet} aria-label={t('casting.sheet.title')}>
      <SheetPaper size="a4" />
      <div>
        <Title order={2} fz={20}>
          {t('casting.sheet.title')} · {cast.number}
        </Title>
      </div>
      <div className={classes.fields}>
        {sheetField(t('casting.detail.castOn'), formatDate(cast.castOn, dateLocale))}
        {sheetField(t('casting.detail.material'), cast.materialCode)}
        {sheetField(t('casting.detail.handler'), cast.handler ? `${cast.handler.code} · ${nameOf(cast.handler)}` : '—')}
        {sheetField(t('casting.detail.source'), `${cast.sourceHolder.code} · ${nameOf(cast.sourceHolder)}`)}
        {sheetField(t('casting.detail.castingRoom'), `${cast.castingHolder.code} · ${nameOf(cast.castingHolder)}`)}
        {sheetField(t('casting.sheet.finishedAt'), cast.finishedAt ? formatDateTime(cast.finishedAt, dateLocale) : '—')}
      </div>
      {cast.note && sheetField(t('casting.detail.note'), cast.note)}

      <Title order={3} fz={15}>
        {t('casting.sheet.pieces', { count: cast.pieces.length })}
      </Title>
      <table className={classes.table}>
        <thead>
          <tr>
            <th>{t('casting.detail.item')}</th>
            <th>{t('casting.detail.description')}</th>
            <th className={classes.figure}>{t('casting.sheet.waxGrams')}</th>
            <th className={classes.figure}>{t('casting.detail.chiHunLi')}</th>
          </tr>
        </thead>
        <tbody>
          {cast.pieces.map((piece) => (
            <tr key={piece.id}>
              <td>{piece.item.code}</td>
              <td>{piece.item.description}</td>
              <td className={classes.figure}>{grams(piece.waxMg)}</td>
              <td className={classes.figure}>{cambodian(piece.waxMg)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <Title order={3} fz={15}>
        {t('casting.sheet.weights')}
      </Title>
      <table className={classes.table}>
        <thead>
          <tr>
            <th>{t('casting.detail.weight')}</th>
            <th className={classes.figure}>{t('casting.detail.grams')}</th>
            <th className={classes.figure}>{t('casting.detail.chiHunLi')}</th>
          </tr>
        </thead>
        <tbody>
          {castWeightKeys.map((key) => (
            <tr key={key} className={key === 'loss' ? own.strong : undefined}>
              <td>{t(`casting.detail.weights.${key}`)}</td>
              <td className={classes.figure}>{grams(weights[key])}</td>
              <td className={classes.figure}>{cambodian(weights[key])}</td>
            </tr>
          ))}
          <tr className={own.strong}>
            <td>{t('casting.detail.weights.lossPercent')}</td>
            <td className={classes.figure} colSpan={2}>
              {formatLossPercent(cast.figures.lossBasisPoints, locale)}
            </td>
          </tr>
          <tr>
            <td>{t('casting.sheet.achievedRatio')}</td>
            <td className={classes.figure} colSpan={2}>
              {formatWaxRatio(cast.figures.achievedRatioMilli, locale)}
            </td>
          </tr>
          <tr>
            <td>{t('casting.sheet.configuredRatio')}</td>
            <td className={classes.figure} colSpan={2}>
              {formatWaxRatio(cast.waxRatioMilli, locale)}
            </td>
          </tr>
        </tbody>
      </table>

      {cast.postings.length > 0 && (
        <>
          <Title order={3} fz={15}>
            {t('casting.sheet.postings')}
          </Title>
          <table className={classes.table}>
            <thead>
              <tr>
                <th>{t('casting.sheet.reason')}</th>
                <th>{t('casting.sheet.from')}</th>
                <th>{t('casting.sheet.to')}</th>
                <th className={classes.figure}>{t('casting.detail.grams')}</th>
                <th className={classes.figure}>{t('casting.detail.chiHunLi')}</th>
              </tr>
            </thead>
            <tbody>
              {cast.postings.map((posting) => (
                <tr key={posting.id}>
                  <td>{reasonLabel(posting)}</td>
                  <td>{`${posting.from.code} · ${nameOf(posting.from)}`}</td>
                  <td>{`${posting.to.code} · ${nameOf(posting.to)}`}</td>
                  <td className={classes.figure}>{grams(posting.mg)}</td>
                  <td className={classes.figure}>{cambodian(posting.mg)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}

      <SheetSignatures signers={(['caster', 'checker'] as const).map((who) => t(`casting.sheet.signatures.${who}`))} />
    </section>
  );
}
