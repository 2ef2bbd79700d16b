import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { RatePublication } from '../../../../shared/contracts/materials/publish-rates';
import { formatMoney } from '../../../../shared/units';
import { formatDateTime, formatNumber } from '../../../i18n/format';
import { DataTable, useUiLocale, pagedRows, type DataTableColumn } from '../../../ui';
import { ratePublicationsPageOf, ratePublicationsPageSize, useFindRatePublications } from '../api/find-rate-publications';


/** The morning-rates publishes, newest first: when, who, the base as typed, the riel rate. */
export function RatePublicationsTable({ wide }: { wide: boolean }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const [page, setPage] = useState(1);
  const { data, isFetching } = useFindRatePublications(ratePublicationsPageOf(page));
  const usd = (cents: number | null) => (cents === null ? '—' : formatMoney(cents, 'USD', locale));

  const when = (p: RatePublication) => (
    <Stack gap={0}>
      <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(p.effectiveAt)}
      </Text>
      {!wide && (
        <Text fz="xs" c="dimmed">
          {p.createdBy ?? '—'} · {t('materials.morningRates.materialsCount', { count: p.rates.length })}
        </Text>
      )}
    </Stack>
  );
  const base = (p: RatePublication) => (
    <Stack gap={0} align="flex-end">
      <Text fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
        {usd(p.baseAskCentsPerChi)} / {usd(p.baseBidCentsPerChi)}
      </Text>
      {p.khrPerUsd !== null && !wide && (
        <Text fz="xs" c="dimmed">
          {formatNumber(p.khrPerUsd)} ៛
        </Text>
      )}
    </Stack>
  );
  const columns: DataTableColumn<RatePublication>[] = wide
    ? [
        { key: 'when', header: t('materials.morningRates.when'), cell: when },
        { key: 'by', header: t('materials.morningRates.by'), cell: (p) => p.createdBy ?? '—' },
        { key: 'base', header: t('materials.morningRates.base'), align: 'right', cell: base },
        { key: 'riel', header: t('materials.morningRates.khrPerUsd'), align: 'right', cell: (p) => (p.khrPerUsd === null ? '—' : `${formatNumber(p.khrPerUsd)} ៛`) },
        { key: 'count', header: t('materials.morningRates.materialsHeader'), align: 'right', cell: (p) => t('materials.morningRates.materialsCount', { count: p.rates.length }) },
      ]
    : [
        { key: 'when', header: t('materials.morningRates.when'), cell: when },
        { key: 'base', header: t('materials.morningRates.base'), align: 'right', cell: base },
      ];

  return (
    <DataTable
      columns={columns}
      {...pagedRows(data, { page, pageSize: ratePublicationsPageSize, fetching: isFetching, onPageChange: setPage })}
      emptyText={t('materials.morningRates.historyEmpty')}
    />
  );
}
