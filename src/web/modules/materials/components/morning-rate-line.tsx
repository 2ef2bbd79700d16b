import { ActionIcon, Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { CHI_PER_DAMLEUNG } from '../../../../shared/materials/rate-derivation';
import { formatMoney, formatPurityPercent } from '../../../../shared/units';
import { MoneyInput, useUiLocale } from '../../../ui';
import { useLocalName } from '../../../ui/local-name';
import type { DraftLine, TypedRate } from './morning-rates-draft';

export interface MorningRateLineProps {
  row: DraftLine;
  /** Field errors of this line's ask and bid, already in words. */
  askError: string | undefined;
  bidError: string | undefined;
  onType: (typed: TypedRate) => void;
  onReset: () => void;
  /** A table row (desktop) or a card (phone). */
  layout: 'row' | 'card';
}

const basisColor = { base: 'yellow', purity: 'blue', own: 'grape' } as const;

/** One material on the morning-rates screen: its live ask and bid per chi, overridable, with the damleung figures and the rate in force. */
export function MorningRateLine({ row, askError, bidError, onType, onReset, layout }: MorningRateLineProps) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const nameOf = useLocalName();
  const { material, current, shown, line } = row;
  const usd = (cents: number | null) => (cents === null ? '—' : formatMoney(cents, 'USD', locale));
  const isBase = material.rateBasis === 'base';
  const resettable = line.overridden && material.rateBasis === 'purity';

  const identity = (
    <Stack gap={2}>
      <Group gap={6} wrap="nowrap">
        <Text fw={700}>{material.code}</Text>
        <Badge variant="light" color={basisColor[material.rateBasis]} radius="sm" size="sm">
          {t(`materials.morningRates.basis.${material.rateBasis}`)}
        </Badge>
        {line.overridden && material.rateBasis === 'purity' && (
          <Badge variant="filled" color="orange" radius="sm" size="sm">
            {t('materials.morningRates.overridden')}
          </Badge>
        )}
      </Group>
      <Text fz="xs" c="dimmed">
        {nameOf(material)} · {formatPurityPercent(material.purity, locale)}
        {material.rateBasis === 'purity' && material.ratePremiumCentsPerChi !== 0
          ? ` · ${t('materials.morningRates.premium', { amount: `${material.ratePremiumCentsPerChi > 0 ? '+' : ''}${formatMoney(material.ratePremiumCentsPerChi, 'USD', locale)}` })}`
          : ''}
      </Text>
    </Stack>
  );
  const input = (side: 'ask' | 'bid') => (
    <MoneyInput
      aria-label={`${material.code} · ${t(side === 'ask' ? 'materials.rates.askPerChi' : 'materials.rates.bidPerChi')}`}
      label={layout === 'card' ? t(side === 'ask' ? 'materials.rates.askPerChi' : 'materials.rates.bidPerChi') : undefined}
      currency="USD"
      data-testid={`morning-line-${side}`}
      echo={false}
      value={shown[side]}
      disabled={isBase}
      onChange={(cents) => onType({ ...shown, [side]: cents })}
      error={side === 'ask' ? askError : bidError}
      miw={110}
      styles={{ input: line.overridden && !isBase ? { fontWeight: 700 } : undefined }}
    />
  );
  const perDamleung = (
    <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
      {t('materials.morningRates.perDamleungLine', {
        ask: usd(shown.ask === null ? null : shown.ask * CHI_PER_DAMLEUNG),
        bid: usd(shown.bid === null ? null : shown.bid * CHI_PER_DAMLEUNG),
      })}
    </Text>
  );
  const derivedNote =
    line.overridden && line.derived ? (
      <Text fz="xs" c="orange.8" style={{ whiteSpace: 'nowrap' }}>
        {t('materials.morningRates.derivedWas', { ask: usd(line.derived.askCentsPerChi), bid: usd(line.derived.bidCentsPerChi) })}
      </Text>
    ) : null;
  const now = (
    <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
      {current ? t('materials.morningRates.now', { ask: usd(current.askCentsPerChi), bid: usd(current.bidCentsPerChi) }) : t('materials.rates.noRate')}
    </Text>
  );
  const reset = resettable ? (
    <Tooltip label={t('materials.morningRates.resetLine', { material: material.code })}>
      <ActionIcon variant="light" color="orange" onClick={onReset} data-testid="morning-line-reset" aria-label={t('materials.morningRates.resetLine', { material: material.code })}>
        <IconArrowBackUp size={18} />
      </ActionIcon>
    </Tooltip>
  ) : null;

  if (layout === 'row') {
    return (
      <Table.Tr data-material={material.code}>
        <Table.Td>{identity}</Table.Td>
        <Table.Td>{input('ask')}</Table.Td>
        <Table.Td>{input('bid')}</Table.Td>
        <Table.Td>
          <Stack gap={2}>
            {perDamleung}
            {derivedNote}
            {now}
          </Stack>
        </Table.Td>
        <Table.Td w={48}>{reset}</Table.Td>
      </Table.Tr>
    );
  }
  return (
    <Paper withBorder radius="md" p="sm" data-material={material.code}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          {identity}
          {reset}
        </Group>
        <SimpleGrid cols={2} spacing="xs">
          {input('ask')}
          {input('bid')}
        </SimpleGrid>
        <Stack gap={0}>
          {perDamleung}
          {derivedNote}
          {now}
        </Stack>
      </Stack>
    </Paper>
  );
}
