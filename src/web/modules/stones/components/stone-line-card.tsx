import { ActionIcon, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import type { StonePriceMode } from '../../../../shared/contracts/stones/gem-pos';
import { formatCarats, formatMoney, formatStoneSize } from '../../../../shared/units';
import { CaratInput, MoneyInput, useUiLocale } from '../../../ui';
import { overLot, pricedStoneLineOf, stoneLinePriceOf, withCarats, withCount, type StoneSaleLine } from './stone-sale-line';
import { countText } from './stone-figures';
import { useShapeLabel } from './stone-inputs';
import { ChoiceControl } from '../../../ui/choice-control';

const figures = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
/** The fields a line's inputs show their own errors on; the rest are said under the line. */
const inputFields = new Set(['count', 'weightMct', 'unitPriceCents', 'discountCents', 'priceMode']);

export interface StoneLineCardProps {
  line: StoneSaleLine;
  onChange: (line: StoneSaleLine) => void;
  onRemove: () => void;
  /** The line's errors by field ('' for the line itself). */
  errors?: Readonly<Record<string, string>>;
  disabled?: boolean;
  /** A quotation has no stock to check against. */
  checkStock?: boolean;
}

/**
 * Stones of a lot on the counter: how many and their weight (the weight
 * follows the count at the lot's average until the scale's is typed), priced
 * by the carat or by the stone, less a discount; the amount as it will be charged.
 */
export function StoneLineCard({ line, onChange, onRemove, errors = {}, disabled = false, checkStock = true }: StoneLineCardProps) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const shapeLabel = useShapeLabel();
  const usd = (cents: number) => formatMoney(cents, 'USD', locale);
  const update = (change: (was: StoneSaleLine) => StoneSaleLine) => onChange(change(line));

  const over = checkStock ? overLot(line) : null;
  const price = stoneLinePriceOf(line);
  const input = pricedStoneLineOf(line);
  const messages = Object.entries(errors)
    .filter(([field]) => !inputFields.has(field))
    .map(([, message]) => message);
  const { lot } = line;
  return (
    <Paper p="sm" radius="md" withBorder data-testid="gem-line" data-lot={lot.code}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={0}>
            <Text fw={700} ff="monospace" size="sm">
              {lot.code}
            </Text>
            <Text size="sm">
              {`${lot.stoneType} · ${shapeLabel(lot.shape)} · ${formatStoneSize(lot.sizeCmm, locale)}`}
              {lot.colour || lot.quality ? ` · ${[lot.colour, lot.quality].filter(Boolean).join(' · ')}` : ''}
            </Text>
            {lot.available && (
              <Text size="xs" c={over ? 'red.7' : 'dimmed'} style={figures}>
                {t('stones.pos.lines.available', { stones: countText(lot.available.count, locale), carats: formatCarats(lot.available.weightMct, locale) })}
              </Text>
            )}
          </Stack>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <Stack gap={0} align="flex-end">
              <Text size="xs" c="dimmed">
                {t('stones.pos.lines.amount')}
              </Text>
              <Text fw={700} style={figures} data-testid="gem-line-amount">
                {price ? usd(price.amountCents) : '—'}
              </Text>
            </Stack>
            <ActionIcon variant="subtle" color="gray" aria-label={t('stones.pos.lines.remove', { code: lot.code })} disabled={disabled} onClick={onRemove}>
              <IconX size={18} />
            </ActionIcon>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
          <TextInput
            label={t('stones.fields.count')}
            inputMode="numeric"
            size="xs"
            value={line.count}
            disabled={disabled}
            onChange={(event) => {
              const text = event.currentTarget.value;
              update((was) => withCount(was, text));
            }}
            error={errors.count ?? (over === 'count' ? t('stones.pos.lines.overCount') : undefined)}
            data-testid="gem-line-count"
          />
          <CaratInput
            label={t('stones.fields.caratsInput')}
            size="xs"
            value={line.carats}
            disabled={disabled}
            onChange={(text) => update((was) => withCarats(was, text))}
            error={errors.weightMct ?? (over === 'weightMct' ? t('stones.pos.lines.overCarats') : undefined)}
            data-testid="gem-line-carats"
          />
          <MoneyInput
            label={line.priceMode === 'per_carat' ? t('stones.pos.lines.pricePerCarat') : t('stones.pos.lines.pricePerStone')}
            size="xs"
            currency="USD"
            value={line.unitPriceCents}
            disabled={disabled}
            onChange={(cents) => update((was) => ({ ...was, unitPriceCents: cents }))}
            error={errors.unitPriceCents}
            data-testid="gem-line-price"
          />
        </SimpleGrid>
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
          <Group align="flex-end" gap="xs" wrap="wrap">
            <ChoiceControl
              size="xs"
              value={line.priceMode}
              disabled={disabled}
              aria-label={t('stones.pos.lines.priceMode')}
              onChange={(mode) => update((was) => ({ ...was, priceMode: mode as StonePriceMode }))}
              data={[
                { value: 'per_carat', label: t('stones.pos.lines.perCarat') },
                { value: 'per_stone', label: t('stones.pos.lines.perStone') },
              ]}
              data-testid="gem-line-mode"
            />
            <MoneyInput
              label={t('stones.pos.lines.discount')}
              size="xs"
              w={130}
              currency="USD"
              value={line.discountCents}
              disabled={disabled}
              onChange={(cents) => update((was) => ({ ...was, discountCents: cents }))}
              error={errors.discountCents ?? (price && price.amountCents < 0 ? t('stones.pos.lines.discountOverPrice') : undefined)}
            />
          </Group>
          {price && input && (
            <Text size="xs" c="dimmed" style={figures} data-testid="gem-line-price-text">
              {line.priceMode === 'per_carat'
                ? t('stones.pos.lines.byCarat', { carats: formatCarats(input.weightMct, locale), price: usd(input.unitPriceCents), amount: usd(price.priceCents) })
                : t('stones.pos.lines.byStone', { stones: countText(input.count, locale), price: usd(input.unitPriceCents), amount: usd(price.priceCents) })}
            </Text>
          )}
        </Group>
        {messages.map((message) => (
          <Text key={message} size="sm" c="red.7" role="alert">
            {message}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}
