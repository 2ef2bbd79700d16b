import { Stack, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import { formatCambodian, formatGrams } from '../../shared/units';
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

const figureStyle = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** A weight as the shop reads it (DESIGN §2): grams, then chi/hun/li. The one weight display of the app. */
export function WeightText({ mg, signed = false, layout = 'stacked', align = 'left', size = 'sm', color }: WeightTextProps) {
  const locale = useUiLocale();
  if (mg === null)
    return (
      <Text size={size} c="dimmed" ta={align}>
        —
      </Text>
    );
  const plus = signed && mg > 0 ? '+' : '';
  const grams = `${plus}${formatGrams(mg, locale)}`;
  const cambodian = `${plus}${formatCambodian(mg, locale)}`;
  if (layout === 'inline')
    return (
      <Text span size={size} c={color} style={figureStyle}>
        {grams}{' '}
        <Text span size={size} c="dimmed">
          ({cambodian})
        </Text>
      </Text>
    );
  if (color !== undefined)
    return (
      <Stack gap={0} align={align === 'right' ? 'flex-end' : 'flex-start'}>
        <Text size={size} fw={500} c={color} style={figureStyle}>
          {grams}
        </Text>
        <Text size="xs" c="dimmed" style={figureStyle}>
          {cambodian}
        </Text>
      </Stack>
    );
  // Without a colour of its own (nearly every list cell), the same look in plain elements: a list
  // shows two or three weights a row, and three Mantine components each (Stack, two Texts) were a
  // good part of a cold list's first render (a stock page of 50 pieces: 300 of its components).
  const sized = { '--weight-fz': `var(--mantine-font-size-${size})`, '--weight-lh': `var(--mantine-line-height-${size})` } as CSSProperties;
  return (
    <div className={classes.stacked} data-align={align} style={sized}>
      <p className={`${classes.figure} ${classes.grams}`}>{grams}</p>
      <p className={`${classes.figure} ${classes.units}`}>{cambodian}</p>
    </div>
  );
}
