import { Stack, Text } from '@mantine/core';
import { formatCambodian, formatGrams } from '../../../../shared/units';
import { useUiLocale } from '../../../ui';

export interface PieceWeightProps {
  /** Integer milligrams; null (not weighed) shows a dash. */
  mg: number | null;
  align?: 'left' | 'right';
  layout?: 'stacked' | 'inline';
  size?: 'xs' | 'sm' | 'md' | 'lg';
}

const figureStyle = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** A weight as the shop reads it: grams, then chi/hun/li (DESIGN §2). */
export function PieceWeight({ mg, align = 'left', layout = 'stacked', size = 'sm' }: PieceWeightProps) {
  const locale = useUiLocale();
  if (mg === null)
    return (
      <Text size={size} c="dimmed" ta={align}>
        —
      </Text>
    );
  const grams = formatGrams(mg, locale);
  const cambodian = formatCambodian(mg, locale);
  if (layout === 'inline')
    return (
      <Text span size={size} style={figureStyle}>
        {grams}{' '}
        <Text span size={size} c="dimmed">
          ({cambodian})
        </Text>
      </Text>
    );
  return (
    <Stack gap={0} align={align === 'right' ? 'flex-end' : 'flex-start'}>
      <Text size={size} fw={500} style={figureStyle}>
        {grams}
      </Text>
      <Text size="xs" c="dimmed" style={figureStyle}>
        {cambodian}
      </Text>
    </Stack>
  );
}
