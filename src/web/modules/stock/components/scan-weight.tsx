import { Stack, Text } from '@mantine/core';
import { formatCambodian, formatGrams } from '../../../../shared/units';
import { useUiLocale } from '../../../ui';

const figureStyle = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** A weight as the shop reads it: grams, then chi/hun/li under it (or beside it, `inline`). */
export function ScanWeight({
  mg,
  align = 'left',
  inline = false,
  size = 'sm',
  color,
}: {
  mg: number;
  align?: 'left' | 'right';
  inline?: boolean;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  color?: string;
}) {
  const locale = useUiLocale();
  if (inline)
    return (
      <Text span size={size} c={color} style={figureStyle}>
        {formatGrams(mg, locale)}{' '}
        <Text span size={size} c="dimmed">
          ({formatCambodian(mg, locale)})
        </Text>
      </Text>
    );
  return (
    <Stack gap={0} align={align === 'right' ? 'flex-end' : 'flex-start'}>
      <Text size={size} fw={500} c={color} style={figureStyle}>
        {formatGrams(mg, locale)}
      </Text>
      <Text size="xs" c="dimmed" style={figureStyle}>
        {formatCambodian(mg, locale)}
      </Text>
    </Stack>
  );
}
