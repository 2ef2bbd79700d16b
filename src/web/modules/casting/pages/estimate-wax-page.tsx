import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Group, Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { WaxEstimate } from '../../../../shared/contracts/casting/get-wax-estimates';
import { showSnackbar } from '../../../shell/snackbar';
import { parseScaledDecimal, scaledDecimalText, useUiLocale } from '../../../ui';
import { useUpdateMaterialCategory } from '../../materials/api/update-material-category';
import { canAny, useMe } from '../../platform/api/get-me';
import { useLocalName } from '../../../ui/local-name';
import { useGetWaxEstimates, waxEstimatesQueryKey } from '../api/get-wax-estimates';
import { formatWaxRatio } from '../components/cast-figures';
import { CastingTabs } from '../components/casting-tabs';
import { PageTitle } from '../../../ui/page-title';

/** Ratios are typed with up to 3 decimals and kept in thousandths. */
const ratioDecimals = 3;
/** A median this far (‰ of the configured ratio) from the configured one is worth a look. */
const driftWarnPermille = 30;

function RatioRow({ estimate, canWrite }: { estimate: WaxEstimate; canWrite: boolean }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const nameOf = useLocalName();
  const update = useUpdateMaterialCategory();
  const queryClient = useQueryClient();
  const [text, setText] = useState(scaledDecimalText(estimate.waxRatioMilli, ratioDecimals));
  const typed = parseScaledDecimal(text, ratioDecimals);
  const invalid = typed === null || typed < 1 || typed > 100_000;
  const median = estimate.medianAchievedRatioMilli;
  const drift = median === null ? 0 : Math.abs(median - estimate.waxRatioMilli) * 1000 > driftWarnPermille * estimate.waxRatioMilli;

  const save = async (waxRatioMilli: number) => {
    await update.mutateAsync({ id: estimate.materialId, body: { waxRatioMilli } });
    await queryClient.invalidateQueries({ queryKey: waxEstimatesQueryKey });
    showSnackbar({ type: 'success', message: t('casting.estimateWax.saved', { code: estimate.materialCode, ratio: formatWaxRatio(waxRatioMilli, locale) }) });
  };

  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={600}>
          {estimate.materialCode}
        </Text>
        <Text size="xs" c="dimmed">
          {nameOf(estimate)}
        </Text>
      </Table.Td>
      <Table.Td>
        {canWrite ? (
          <Group gap="xs" wrap="nowrap">
            <TextInput
              aria-label={t('casting.estimateWax.configuredFor', { code: estimate.materialCode })}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              error={invalid ? t('casting.estimateWax.invalid') : undefined}
              inputMode="decimal"
              w={110}
            />
            <Button
              size="xs"
              variant="light"
              disabled={invalid || typed === estimate.waxRatioMilli}
              loading={update.isPending}
              onClick={() => typed !== null && void save(typed)}
            >
              {t('casting.estimateWax.save')}
            </Button>
          </Group>
        ) : (
          <Text size="sm">{formatWaxRatio(estimate.waxRatioMilli, locale)}</Text>
        )}
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" fw={500} style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatWaxRatio(median, locale)}
          </Text>
          {drift && (
            <Badge color="orange" variant="light" size="sm" tt="none">
              {t('casting.estimateWax.drift')}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {t('casting.estimateWax.fromCasts', { count: estimate.finishedCasts })}
        </Text>
      </Table.Td>
      <Table.Td>
        {canWrite && median !== null && median !== estimate.waxRatioMilli && (
          <Button size="xs" leftSection={<IconCheck size={14} />} loading={update.isPending} onClick={() => void save(median)}>
            {t('casting.estimateWax.useMedian', { ratio: formatWaxRatio(median, locale) })}
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** `/setting/estimate-wax`: each material's wax ratio (metal per wax) beside the median its finished casts achieved. */
export function EstimateWaxPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const { data } = useGetWaxEstimates();
  const canWrite = canAny(me, ['materials.write']);
  return (
    <Stack gap="lg">
      <CastingTabs />
      <PageTitle title={t('casting.estimateWax.title')} subtitle={t('casting.estimateWax.subtitle')} />
      <Paper p="md" radius="lg" withBorder>
        <Stack gap="sm">
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="sm" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('casting.estimateWax.material')}</Table.Th>
                  <Table.Th>{t('casting.estimateWax.configured')}</Table.Th>
                  <Table.Th>{t('casting.estimateWax.median')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data?.materials.map((estimate) => (
                  <RatioRow key={`${estimate.materialId}-${estimate.waxRatioMilli}`} estimate={estimate} canWrite={canWrite} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Text size="xs" c="dimmed">
            {t('casting.estimateWax.reference')}
          </Text>
          {!canWrite && (
            <Text size="xs" c="dimmed">
              {t('casting.estimateWax.readOnly')}
            </Text>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
