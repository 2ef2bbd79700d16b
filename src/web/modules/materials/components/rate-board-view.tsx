import type { TextKey } from '../../../i18n/translator';
import { useEffect, type CSSProperties } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { RateBoard } from '../../../../shared/contracts/materials/get-rate-board';
import { formatMoney } from '../../../../shared/units';
import { formatDateTime } from '../../../i18n/format';
import { intlLocaleOf, type AppLocale } from '../../../i18n/locale';
import { Logo } from '../../../shell/logo';
import { QrCode } from '../../../ui';
import classes from './rate-board.module.css';

export interface BilingualProps {
  /** The screen's language first, the other beside or under it. */
  first: AppLocale;
}

const otherOf = (locale: AppLocale): AppLocale => (locale === 'kh' ? 'en' : 'kh');

/**
 * Both languages' words for one key: the board speaks Khmer and English at
 * once. The app loads only the reader's catalogue; the other one loads here,
 * and `ready` says when it is in (its coming in renders the board again).
 */
export function useBilingual(first: AppLocale) {
  const { i18n } = useTranslation();
  const second = otherOf(first);
  const ready = i18n.hasCatalogue(second);
  useEffect(() => {
    if (!ready) void i18n.loadLanguage(second);
  }, [i18n, second, ready]);
  return { tFirst: i18n.getFixedT(first), tSecond: i18n.getFixedT(second), second, ready };
}

function Both({ first, second, className }: { first: string; second: string; className?: string }) {
  return (
    <span className={className}>
      {first}
      <span className={classes.second}>{second}</span>
    </span>
  );
}

const nameOf = (rate: RateBoard['rates'][number], locale: AppLocale) => (locale === 'kh' ? rate.nameKh : rate.nameEn) || rate.code;

/**
 * The board as a TV shows it: the shop, "today's gold prices", each
 * material's ask and bid per chi and per damleung, the riel rate, when a
 * figure last changed, and the QR code of the customers' price page.
 */
export function RateBoardView({ board, first, live }: BilingualProps & { board: RateBoard; live: 'stream' | 'polling' }) {
  const { tFirst, tSecond, second } = useBilingual(first);
  const usd = (cents: number) => formatMoney(cents, 'USD', first);
  const both = (key: TextKey) => ({ first: tFirst(key), second: tSecond(key) });
  const pricesUrl = new URL(board.pricesPath, window.location.origin).toString();
  const style = { '--rows': Math.max(board.rates.length, 3) } as CSSProperties;
  return (
    <main className={classes.board} style={style} data-testid="rate-board" data-live={live}>
      <header className={classes.head}>
        <div className={classes.shop}>
          <Logo size={64} />
          <Both className={classes.shopName} first={board.shopName[first]} second={board.shopName[second]} />
        </div>
        <h1 className={classes.title} style={{ margin: 0 }}>
          <Both {...both('materials.board.title')} />
        </h1>
      </header>

      {board.rates.length === 0 ? (
        <div className={classes.empty}>
          <Both {...both('materials.board.noRates')} />
        </div>
      ) : (
        <div className={classes.table} role="table" aria-label={tFirst('materials.board.title')}>
          <span className={classes.corner} />
          <Both className={`${classes.group} ${classes.sell}`} {...both('materials.board.sell')} />
          <Both className={`${classes.group} ${classes.buy}`} {...both('materials.board.buy')} />
          <span className={classes.corner} />
          {[0, 1].map((side) => [
            <Both key={`chi-${side}`} className={classes.unit} {...both('materials.board.perChi')} />,
            <Both key={`damleung-${side}`} className={classes.unit} {...both('materials.board.perDamleung')} />,
          ])}
          {board.rates.map((rate) => (
            <div key={rate.materialId} className={classes.row} role="row" data-material={rate.code}>
              <Both className={classes.name} first={nameOf(rate, first)} second={nameOf(rate, second)} />
              {(
                [
                  ['ask', rate.askCentsPerChi, 'chi'],
                  ['ask', rate.askCentsPerDamleung, 'damleung'],
                  ['bid', rate.bidCentsPerChi, 'chi'],
                  ['bid', rate.bidCentsPerDamleung, 'damleung'],
                ] as const
              ).map(([side, cents, unit]) => (
                <span
                  key={`${side}-${unit}`}
                  className={`${classes.figure} ${side === 'ask' ? classes.askFigure : classes.bidFigure} ${unit === 'damleung' ? classes.damleung : ''}`}
                  data-testid={`board-${side}-${unit}`}
                  role="cell"
                >
                  <span className={classes.phoneLabel}>
                    {`${tFirst(side === 'ask' ? 'materials.board.sell' : 'materials.board.buy')} · ${tFirst(unit === 'chi' ? 'materials.board.perChi' : 'materials.board.perDamleung')}`}
                  </span>
                  {usd(cents)}
                </span>
              ))}
            </div>
          ))}
        </div>
      )}

      <footer className={classes.foot}>
        <div className={classes.facts}>
          <span className={classes.riel} data-testid="board-riel">
            {board.khrPerUsd === null
              ? `${tFirst('materials.board.noExchangeRate')} · ${tSecond('materials.board.noExchangeRate')}`
              : `${tFirst('materials.board.exchangeRate', { riel: formatMoney(board.khrPerUsd, 'KHR', first) })} · ${tSecond('materials.board.exchangeRate', { riel: formatMoney(board.khrPerUsd, 'KHR', second) })}`}
          </span>
          {board.lastChangeAt && (
            <span className={classes.changed} data-testid="board-last-change">
              {`${tFirst('materials.board.lastChange', { when: formatDateTime(board.lastChangeAt, intlLocaleOf(first)) })} · ${tSecond('materials.board.lastChange', { when: formatDateTime(board.lastChangeAt, intlLocaleOf(second)) })}`}
            </span>
          )}
          <span className={classes.live}>{tFirst(`materials.board.live.${live}`)}</span>
        </div>
        <div className={classes.qr}>
          <Both {...both('materials.board.scanForPrices')} />
          <QrCode text={pricesUrl} size="min(16vh, 40vw)" alt={tFirst('materials.board.scanForPrices')} className={classes.qrImage} testId="board-prices-qr" />
        </div>
      </footer>
    </main>
  );
}
