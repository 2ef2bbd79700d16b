import { Alert, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCalculator } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { CaratEstimate, EstimateCaratsQuery } from '../../../../shared/contracts/stones/size-chart';
import type { StoneShape } from '../../../../shared/contracts/stones/stone';
import { useUiLocale } from '../../../ui';
import { useEstimateCarats } from '../api/estimate-carats';
import { countOf, countText, sizeCmmOf } from './stone-figures';
import { StoneShapeSelect, StoneTypeInput, useShapeLabel } from './stone-inputs';
import { PanelCard } from '../../../ui/panel-card';
import { formatCarats, formatStoneSize } from '../../../../shared/units';

/** The estimate's question once every part reads, else null (nothing is asked). */
export function estimateQueryOf(stoneType: string, shape: StoneShape | null, sizeCmm: number | null, count: number | null): EstimateCaratsQuery | null {
  const type = stoneType.trim();
  if (type === '' || shape === null || sizeCmm === null || !Number.isInteger(sizeCmm) || sizeCmm < 1 || count === null || !Number.isInteger(count) || count < 1) return null;
  return { stoneType: type, shape, sizeCmm, count };
}

/** The chart's estimate of a count's carats, asked 300 ms after the last change. */
export function useChartEstimate(query: EstimateCaratsQuery | null) {
  const [asked] = useDebouncedValue(query ? JSON.stringify(query) : '', 300);
  const estimate = useEstimateCarats(asked ? (JSON.parse(asked) as EstimateCaratsQuery) : null);
  const current = query !== null && asked === JSON.stringify(query) && !estimate.isPlaceholderData;
  return { estimate: query && estimate.data ? estimate.data : null, current, failed: estimate.isError };
}

/** What the chart says: the weight and what it stands on, or why there is none. */
export function EstimateText({ estimate, stoneType, shape, count }: { estimate: CaratEstimate; stoneType: string; shape: StoneShape; count: number }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const shapeLabel = useShapeLabel();
  const kind = `${stoneType} · ${shapeLabel(shape)}`;
  if (estimate.method === 'outside' || estimate.weightMct === null) {
    const { lower, upper } = estimate;
    return (
      <Text size="sm" c="orange.8" role="status" data-testid="estimate-outside">
        {lower === null && upper === null
          ? t('stones.estimate.notCharted', { kind })
          : upper === null
            ? t('stones.estimate.aboveChart', { kind, size: formatStoneSize(lower!.sizeCmm, locale) })
            : t('stones.estimate.belowChart', { kind, size: formatStoneSize(upper.sizeCmm, locale) })}
      </Text>
    );
  }
  return (
    <Stack gap={2} role="status" data-testid="estimate-result">
      <Text size="lg" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {t('stones.estimate.result', { count: count, shownCount: countText(count, locale), carats: formatCarats(estimate.weightMct, locale) })}
      </Text>
      <Text size="xs" c="dimmed">
        {estimate.method === 'exact'
          ? t('stones.estimate.exact', { perStone: formatCarats(estimate.mctPerStone ?? 0, locale) })
          : t('stones.estimate.interpolated', {
              perStone: formatCarats(estimate.mctPerStone ?? 0, locale),
              from: formatStoneSize(estimate.lower?.sizeCmm ?? 0, locale),
              to: formatStoneSize(estimate.upper?.sizeCmm ?? 0, locale),
            })}
      </Text>
    </Stack>
  );
}

/** The size chart's calculator: a count of stones of a type, shape and size → their carats. */
export function CaratEstimator({ knownTypes }: { knownTypes: readonly string[] }) {
  const { t } = useTranslation();
  /** null until the reader types: the chart's first type stands in. */
  const [typedType, setStoneType] = useState<string | null>(null);
  const stoneType = typedType ?? knownTypes[0] ?? '';
  const [shape, setShape] = useState<StoneShape | null>('round');
  const [sizeMm, setSizeMm] = useState('');
  const [count, setCount] = useState('1');
  const sizeCmm = sizeCmmOf(sizeMm);
  const stones = countOf(count);
  const query = estimateQueryOf(stoneType, shape, sizeCmm, stones);
  const { estimate, failed } = useChartEstimate(query);
  const unreadable = (sizeMm.trim() !== '' && (sizeCmm === null || Number.isNaN(sizeCmm))) || (count.trim() !== '' && (stones === null || Number.isNaN(stones) || stones < 1));

  return (
    <PanelCard icon={<IconCalculator size={20} />} title={t('stones.estimate.title')} hint={t('stones.estimate.hint')} data-testid="carat-estimator">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <StoneTypeInput label={t('stones.fields.type')} known={knownTypes} value={stoneType} onChange={setStoneType} />
        <StoneShapeSelect label={t('stones.fields.shape')} allowDeselect={false} value={shape} onChange={setShape} />
        <TextInput
          label={t('stones.fields.sizeMm')}
          inputMode="decimal"
          placeholder="1.50"
          value={sizeMm}
          onChange={(event) => setSizeMm(event.currentTarget.value)}
          error={sizeMm.trim() !== '' && (sizeCmm === null || Number.isNaN(sizeCmm)) ? t('stones.validation.sizeMm') : undefined}
        />
        <TextInput
          label={t('stones.fields.count')}
          inputMode="numeric"
          value={count}
          onChange={(event) => setCount(event.currentTarget.value)}
          error={count.trim() !== '' && (stones === null || Number.isNaN(stones) || stones < 1) ? t('stones.validation.count') : undefined}
        />
      </SimpleGrid>
      {query && estimate && shape && stones ? (
        <EstimateText estimate={estimate} stoneType={query.stoneType} shape={shape} count={stones} />
      ) : (
        !unreadable && (
          <Text size="sm" c="dimmed">
            {t('stones.estimate.fillIn')}
          </Text>
        )
      )}
      {failed && (
        <Alert color="red" variant="light" p="xs">
          {t('stones.estimate.failed')}
        </Alert>
      )}
    </PanelCard>
  );
}
