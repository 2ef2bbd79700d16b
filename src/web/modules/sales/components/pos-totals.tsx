import { Alert, Button, Group, NumberInput, Paper, Popover, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowsExchange } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { khrPerUsdInputSchema } from '../../../../shared/contracts/sales/exchange-rate';
import type { SaleQuote } from '../../../../shared/contracts/sales/invoice';
import { formatMoney } from '../../../../shared/units';
import { isApiError } from '../../../shell/http';
import { showSnackbar } from '../../../shell/snackbar';
import { MoneyInput } from '../../../ui/money-input';
import { useUiLocale } from '../../../ui/use-ui-locale';
import { useSetExchangeRate } from '../api/set-exchange-rate';

/** Money in the text font (a monospace font lacks the riel sign), its digits lined up. */
const figures = { fontVariantNumeric: 'tabular-nums' } as const;

function Row({ label, children, strong = false, testId }: { label: string; children: ReactNode; strong?: boolean; testId?: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" data-testid={testId}>
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : undefined} c={strong ? undefined : 'dimmed'}>
        {label}
      </Text>
      <Text size={strong ? 'xl' : 'sm'} fw={strong ? 800 : 500} ta="right" style={figures}>
        {children}
      </Text>
    </Group>
  );
}

/** The owner sets the day's riel per dollar from the counter; it is in force from now. */
function ExchangeRateSetter({ current }: { current: number | null }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [rate, setRate] = useState<number | string>(current ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useSetExchangeRate();
  const submit = async () => {
    const parsed = khrPerUsdInputSchema.safeParse(typeof rate === 'number' ? rate : Number.NaN);
    if (!parsed.success) {
      setError(t('sales.pos.rate.invalid'));
      return;
    }
    try {
      await save.mutateAsync({ khrPerUsd: parsed.data });
      showSnackbar({ type: 'success', message: t('sales.pos.rate.saved', { rate: parsed.data }) });
      setOpened(false);
    } catch (failure) {
      setError(isApiError(failure) ? (failure.fields?.khrPerUsd ?? failure.message) : t('errors.requestFailed'));
    }
  };
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" withArrow trapFocus>
      <Popover.Target>
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={<IconArrowsExchange size={14} />}
          onClick={() => {
            setRate(current ?? '');
            setError(null);
            setOpened((was) => !was);
          }}
        >
          {t('sales.pos.rate.change')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack gap="xs" w={220}>
            <NumberInput
              label={t('sales.pos.rate.label')}
              description={t('sales.pos.rate.hint')}
              value={rate}
              onChange={setRate}
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator=","
              suffix=" ៛"
              error={error}
              data-autofocus
            />
            <Button type="submit" size="xs" loading={save.isPending}>
              {t('sales.pos.rate.save')}
            </Button>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}

export interface PosTotalsProps {
  quote: SaleQuote | null;
  /** The rate in force, from the quote or the rates list. */
  khrPerUsd: number | null;
  discountCents: number | null;
  onDiscountChange: (discountCents: number | null) => void;
  discountError?: string;
  canSetRate: boolean;
  /** The price shown is being asked again. */
  updating: boolean;
  disabled?: boolean;
}

/** Subtotal, the invoice's discount, and the total in dollars and in riel at the rate in force (shown; the owner may change it). */
export function PosTotals({ quote, khrPerUsd, discountCents, onDiscountChange, discountError, canSetRate, updating, disabled = false }: PosTotalsProps) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const usd = (cents: number) => formatMoney(cents, 'USD', locale);
  return (
    <Paper p="sm" radius="md" withBorder data-testid="pos-totals" style={{ opacity: updating ? 0.6 : 1, transition: 'opacity 120ms' }}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" c="dimmed" data-testid="pos-rate">
            {khrPerUsd ? t('sales.common.exchangeRate', { rate: formatMoney(khrPerUsd, 'KHR', locale) }) : t('sales.pos.rate.none')}
          </Text>
          {canSetRate && <ExchangeRateSetter current={khrPerUsd} />}
        </Group>
        {!khrPerUsd && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={16} />} p="xs">
            {t('sales.pos.rate.missing')}
          </Alert>
        )}
        <Row label={t('sales.pos.totals.subtotal')}>{quote ? usd(quote.subtotalCents) : '—'}</Row>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" c="dimmed">
            {t('sales.pos.totals.discount')}
          </Text>
          <MoneyInput
            size="xs"
            w={130}
            currency="USD"
            aria-label={t('sales.pos.totals.discount')}
            value={discountCents}
            onChange={onDiscountChange}
            error={discountError}
            disabled={disabled}
          />
        </Group>
        <Row label={t('sales.pos.totals.total')} strong testId="pos-total">
          {quote ? usd(quote.totalCents) : '—'}
        </Row>
        <Row label={t('sales.pos.totals.totalRiel')} testId="pos-total-riel">
          {quote ? formatMoney(quote.totalRiel, 'KHR', locale) : '—'}
        </Row>
      </Stack>
    </Paper>
  );
}
