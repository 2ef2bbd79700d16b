import { useTranslation } from '../../../i18n/use-translation';
import { useReportFormat } from './report-format';
import classes from './report-table.module.css';

/** A weight as the shop reads it: grams, then chi/hun/li beneath (not for nothing); a dash when unknown. */
export function ReportWeight({ mg, strong = false, align = 'right' }: { mg: number | null; strong?: boolean; align?: 'left' | 'right' }) {
  const format = useReportFormat();
  if (mg === null) return <span className={classes.figure}>—</span>;
  return (
    <span className={`${classes.stacked} ${align === 'left' ? classes.left : ''}`} data-mg={mg}>
      <span className={`${classes.figure} ${strong ? classes.strong : ''}`}>{format.grams(mg)}</span>
      {mg !== 0 && <span className={`${classes.chi} ${classes.sub}`}>{format.chi(mg)}</span>}
    </span>
  );
}

/** Dollars from cents (the riel beneath where the record keeps it), in the text font with tabular figures: a monospace font lacks the riel sign. */
export function ReportMoney({ cents, riel, strong = false }: { cents: number; riel?: number | null; strong?: boolean }) {
  const format = useReportFormat();
  return (
    <span className={classes.stacked} data-cents={cents}>
      <span className={`${classes.figure} ${strong ? classes.strong : ''} ${cents < 0 ? classes.negative : ''}`}>{format.usd(cents)}</span>
      {riel !== undefined && riel !== null && <span className={`${classes.figure} ${classes.sub}`}>{format.riel(riel)}</span>}
    </span>
  );
}

/**
 * A loss share beside its allowance: "1.25%" and "allowed 1.00%" under it;
 * red, and said in words, when the loss is over the allowance (the caller
 * compares mg with mg, exact, not the rounded shares).
 */
export function LossShare({
  lossBasisPoints,
  allowedBasisPoints,
  over = false,
}: {
  lossBasisPoints: number | null;
  /** Undefined: no allowance applies (casts). */
  allowedBasisPoints?: number | null;
  over?: boolean;
}) {
  const { t } = useTranslation();
  const format = useReportFormat();
  const allowed = allowedBasisPoints === undefined || allowedBasisPoints === null ? null : format.percent(allowedBasisPoints);
  return (
    <span className={`${classes.stacked} ${over ? classes.over : ''}`} data-over={over ? 'true' : 'false'}>
      <span className={`${classes.figure} ${over ? classes.strong : ''}`} data-figure="loss-share">
        {format.percent(lossBasisPoints)}
      </span>
      {allowed !== null && (
        <span className={`${classes.figure} ${over ? '' : classes.sub} ${classes.small}`} data-figure="allowed-share">
          {t(over ? 'reports.common.overAllowed' : 'reports.common.allowed', { percent: allowed })}
        </span>
      )}
    </span>
  );
}

/** A count in the reader's digits. */
export function ReportCount({ value, strong = false }: { value: number; strong?: boolean }) {
  const format = useReportFormat();
  return <span className={`${classes.figure} ${strong ? classes.strong : ''}`}>{format.count(value)}</span>;
}

/** A record's code and its name in the reader's language, one above the other. */
export function ReportName({ code, name, note }: { code?: string | null; name: string; note?: string | null }) {
  return (
    <span className={classes.name}>
      <span className={classes.strong}>{name}</span>
      {(code || note) && <span className={classes.sub}>{[code, note].filter(Boolean).join(' · ')}</span>}
    </span>
  );
}
