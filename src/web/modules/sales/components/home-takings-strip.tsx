import { Anchor, Group, Paper, Text } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { formatMoney } from '../../../../shared/units';
import { useUiLocale } from '../../../ui/use-ui-locale';
import { useSalesHomeFigures } from '../api/get-sales-home-figures';

/**
 * The cashier's takings where they work (issue 20 §4): a cashier's `/` is
 * the POS, so the day's takings of their counter sit on it, one line, kept
 * fresh by every sale and payment (salesQueryKey), with the day's statement
 * (where the till is closed) one click away.
 */
export function HomeTakingsStrip() {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const figures = useSalesHomeFigures();
  // Its place is kept while it loads, so the scan field does not move under the cashier's first scan.
  return (
    <Paper px="md" py={6} radius="md" withBorder bg="gray.0" data-testid="pos-takings-strip">
      <Group gap="sm" wrap="wrap" justify="space-between">
        <Group gap="sm" wrap="wrap">
          <IconCash size={18} stroke={1.6} />
          <Text fz="sm" fw={600}>
            {t('home.figures.takingsStrip')}
          </Text>
          {figures.data?.takings.map((taking) => (
            <Text key={taking.currency} fz="sm" fw={700} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }} data-testid={`pos-takings-${taking.currency}`}>
              {formatMoney(taking.amountMinor, taking.currency, locale)}
            </Text>
          ))}
          {figures.data && (
            <Text fz="sm" c="dimmed" visibleFrom="xs">
              {t('home.figures.invoiceCount', { count: figures.data.invoiceCount })}
            </Text>
          )}
        </Group>
        <Anchor component={Link} to="/statement_by_day" fz="sm">
          {t('home.figures.openStatement')}
        </Anchor>
      </Group>
    </Paper>
  );
}
