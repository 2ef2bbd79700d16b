import { Stack, Text } from '@mantine/core';
import { formatCambodian, formatGrams } from '../../../../shared/units';
import { useUiLocale } from '../../../ui';

export interface WeightFigureProps {
  /** Integer milligrams; negative shows a minus sign. */
  mg: number;
  /** `+` before a positive weight (a posting received). */
  signed?: boolean;
  /** Grams and chi/hun/li on one line (tables) or two (cards, slips). */
  layout?: 'stacked' | 'inline';
  /** Text alignment of the stacked figure. */
  align?: 'left' | 'right';
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
}

/** A weight as the shop reads it: grams, then chi/hun/li. */
export function WeightFigure({ mg, signed = false, layout = 'stacked', align = 'left', size = 'sm' }: WeightFigureProps) {
  const locale = useUiLocale();
  const plus = signed && mg > 0 ? '+' : '';
  const grams = `${plus}${formatGrams(mg, locale)}`;
  const cambodian = `${plus}${formatCambodian(mg, locale)}`;
  if (layout === 'inline') {
    return (
      <Text span size={size} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {grams}{' '}
        <Text span size={size} c="dimmed">
          ({cambodian})
        </Text>
      </Text>
    );
  }
  return (
    <Stack gap={0} align={align === 'right' ? 'flex-end' : 'flex-start'}>
      <Text size={size} fw={500} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {grams}
      </Text>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {cambodian}
      </Text>
    </Stack>
  );
}
