import type { CSSProperties } from 'react';
import { formatCambodian, formatGrams } from '../../shared/units';
import { themeColorVar } from './theme-color';
import { useUiLocale } from './use-ui-locale';
import classes from './weight-text.module.css';

export interface WeightTextProps {
  /** Integer milligrams; negative shows a minus sign; null (not weighed yet) shows a dash. */
  mg: number | null;
  /** `+` before a positive weight (a posting received). */
  signed?: boolean;
  /** Grams and chi/hun/li on one line (tables, totals) or two (cards, slips). */
  layout?: 'stacked' | 'inline';
  /** Alignment of the stacked figure and of the dash. */
  align?: 'left' | 'right';
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  color?: string | undefined;
}

/**
 * A weight as the shop reads it (DESIGN §2): grams, then chi/hun/li. The one weight display of the app.
 * Plain elements with Mantine's look, not Text and Stack: a list shows two or three weights a row,
 * and three Mantine components each were a good part of a cold list's first render (a stock page
 * of 50 pieces: 300 of its components).
 */
export function WeightText({ mg, signed = false, layout = 'stacked', align = 'left', size = 'sm', color }: WeightTextProps) {
  const locale = useUiLocale();
  const sized = {
    '--weight-fz': `var(--mantine-font-size-${size})`,
    '--weight-lh': `var(--mantine-line-height-${size})`,
    ...(color === undefined ? {} : { '--weight-color': themeColorVar(color) }),
  } as CSSProperties;
  if (mg === null)
    return (
      <p className={`${classes.figure} ${classes.dash}`} data-align={align} style={sized}>
        —
      </p>
    );
  const plus = signed && mg > 0 ? '+' : '';
  const grams = `${plus}${formatGrams(mg, locale)}`;
  const cambodian = `${plus}${formatCambodian(mg, locale)}`;
  if (layout === 'inline')
    return (
      <span className={`${classes.figure} ${classes.inline}`} style={sized}>
        {grams} <span className={classes.dimmed}>({cambodian})</span>
      </span>
    );
  return (
    <div className={classes.stacked} data-align={align} data-colored={color === undefined ? undefined : true} style={sized}>
      <p className={`${classes.figure} ${classes.grams}`}>{grams}</p>
      <p className={`${classes.figure} ${classes.units}`}>{cambodian}</p>
    </div>
  );
}
