import { Alert, Badge, Group, Paper, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { MaterialCategory, MaterialRate } from '../../../../shared/contracts/materials/material';
import { formatMoney } from '../../../../shared/units';
import { formatDateTime } from '../../../i18n/format';
import { DataTable, useUiLocale, type DataTableColumn } from '../../../ui';
import { canAny, useMe } from '../../platform/api/get-me';
import { useLocalName } from '../../../ui/local-name';
import { useExchangeRates } from '../../sales/api/get-exchange-rates';
import { CHI_PER_DAMLEUNG } from '../../../../shared/materials/rate-derivation';
import { useFindMaterialCategories } from '../api/find-material-categories';
import { useGetRates } from '../api/get-rates';
import { MorningRatesForm } from '../components/morning-rates-form';
import { RatePublicationsTable } from '../components/rate-publications-table';
import { RateHistoryChart } from '../components/rate-history-chart';
import { PageTitle } from '../../../ui/page-title';
import { useScreenQuery } from '../../../ui/use-screen-query';

const historyPageSize = 20;

const basisOrder = { base: 0, purity: 1, own: 2 } as const;
/** The morning form's lines as the shop reads them: the base first, then the golds by purity, richest first, then those typed apart. */
const morningOrder = (materials: readonly MaterialCategory[]) =>
  [...materials].sort((a, b) => basisOrder[a.rateBasis] - basisOrder[b.rateBasis] || b.purity - a.purity || a.code.localeCompare(b.code));

interface CurrentRow {
  material: MaterialCategory;
  rate: MaterialRate | undefined;
}

/** Columns of a rate in USD per chi and per damleung; narrow screens stack the damleung figure under the chi one. */
function useRateColumns<Row>(rateOf: (row: Row) => MaterialRate | undefined, wide: boolean): DataTableColumn<Row>[] {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const usd = (cents: number) => formatMoney(cents, 'USD', locale);
  const figure = (row: Row, side: 'askCentsPerChi' | 'bidCentsPerChi', perDamleung: boolean) => {
    const rate = rateOf(row);
    if (!rate) return null;
    const cents = rate[side] * (perDamleung ? CHI_PER_DAMLEUNG : 1);
    return <Text style={{ whiteSpace: 'nowrap' }} fw={perDamleung ? undefined : 600}>{usd(cents)}</Text>;
  };
  const stacked = (row: Row, side: 'askCentsPerChi' | 'bidCentsPerChi') => {
    const rate = rateOf(row);
    if (!rate) return null;
    return (
      <Stack gap={0} align="flex-end">
        <Text fw={600} style={{ whiteSpace: 'nowrap' }}>{usd(rate[side])}</Text>
        <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {usd(rate[side] * CHI_PER_DAMLEUNG)}
        </Text>
      </Stack>
    );
  };
  if (!wide) {
    return [
      { key: 'ask', header: t('materials.rates.askPerChi'), align: 'right', cell: (row) => stacked(row, 'askCentsPerChi') },
      { key: 'bid', header: t('materials.rates.bidPerChi'), align: 'right', cell: (row) => stacked(row, 'bidCentsPerChi') },
    ];
  }
  return [
    { key: 'askChi', header: t('materials.rates.askPerChi'), align: 'right', cell: (row) => figure(row, 'askCentsPerChi', false) },
    { key: 'bidChi', header: t('materials.rates.bidPerChi'), align: 'right', cell: (row) => figure(row, 'bidCentsPerChi', false) },
    { key: 'askDamleung', header: t('materials.rates.askPerDamleung'), align: 'right', cell: (row) => figure(row, 'askCentsPerChi', true) },
    { key: 'bidDamleung', header: t('materials.rates.bidPerDamleung'), align: 'right', cell: (row) => figure(row, 'bidCentsPerChi', true) },
  ];
}

/**
 * `/material/rates`: the morning rates (DESIGN §3.2). The owner types the
 * base metal's ask and bid and publishes every material's rate and the riel
 * rate in one save; others read the rates in force. Below, the publications
 * and one material's history with its chart.
 */
export function RatesPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const canSetRates = canAny(me, ['materials.rates']);
  const nameOf = useLocalName();
  const wide = useScreenQuery('(min-width: 48em)');
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [historyPage, setHistoryPage] = useState(1);
  const { data: exchangeRates, isFetching: exchangeRatesFetching } = useExchangeRates();

  const { data: categories, isFetching: categoriesFetching } = useFindMaterialCategories({ active: 'true' });
  const materials = categories?.items ?? [];
  const selected = materials.find((m) => m.id === chosenId) ?? null;
  const { data: rates, isFetching: ratesFetching } = useGetRates(selected ? { materialId: selected.id } : {});
  // The form opens on the figures in force: it waits for them.
  const formReady = categories !== undefined && rates !== undefined && (exchangeRates !== undefined || !exchangeRatesFetching);
  const history = selected && rates ? rates.history.filter((rate) => rate.materialId === selected.id) : [];
  const now = Date.now();

  const choose = (id: number | null) => {
    setChosenId(id);
    setHistoryPage(1);
  };

  const rows: CurrentRow[] = materials.map((material) => ({
    material,
    rate: rates?.current.find((rate) => rate.materialId === material.id),
  }));
  const effective = (rate: MaterialRate | undefined) =>
    rate ? (
      <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(rate.effectiveAt)}
      </Text>
    ) : (
      <Text fz="sm" c="dimmed">
        {t('materials.rates.noRate')}
      </Text>
    );
  const currentColumns: DataTableColumn<CurrentRow>[] = [
    {
      key: 'material',
      header: t('materials.rates.material'),
      cell: ({ material, rate }) => (
        <Stack gap={0}>
          <Text fw={600}>{material.code}</Text>
          <Text fz="xs" c="dimmed">
            {nameOf(material)}
          </Text>
          {/* A phone has no room for a column of its own. */}
          {!wide && (
            <Text fz="xs" c="dimmed">
              {rate ? formatDateTime(rate.effectiveAt) : t('materials.rates.noRate')}
            </Text>
          )}
        </Stack>
      ),
    },
    ...useRateColumns<CurrentRow>((row) => row.rate, wide),
  ];
  if (wide) currentColumns.push({ key: 'effectiveAt', header: t('materials.rates.effectiveAt'), cell: (row) => effective(row.rate) });

  const historyColumns: DataTableColumn<MaterialRate>[] = [
    {
      key: 'effectiveAt',
      header: t('materials.rates.effectiveAt'),
      cell: (rate) => (
        <Group gap={6}>
          {effective(rate)}
          {Date.parse(rate.effectiveAt) > now && (
            <Badge variant="light" color="blue" radius="sm">
              {t('materials.rates.scheduled')}
            </Badge>
          )}
          {rates?.current.some((current) => current.id === rate.id) && (
            <Badge variant="light" color="teal" radius="sm">
              {t('materials.rates.inForce')}
            </Badge>
          )}
        </Group>
      ),
    },
    ...useRateColumns<MaterialRate>((rate) => rate, wide),
  ];
  const historyFirst = (historyPage - 1) * historyPageSize;

  return (
    <Stack gap="lg">
      <PageTitle title={canSetRates ? t('materials.morningRates.title') : t('materials.rates.title')} subtitle={canSetRates ? t('materials.morningRates.subtitle') : t('materials.rates.subtitle')} />
      {canSetRates ? (
        formReady ? (
          <MorningRatesForm
            materials={morningOrder(materials)}
            current={rates.current}
            currentKhrPerUsd={exchangeRates?.current?.khrPerUsd ?? null}
            wide={wide}
          />
        ) : (
          <Skeleton h={320} radius="lg" />
        )
      ) : (
        <>
          <Alert color="gray" variant="light">
            {t('materials.morningRates.readOnly')}
          </Alert>
          <Paper p={{ base: 'xs', sm: 'md' }} radius="lg" withBorder>
            <DataTable
              columns={currentColumns}
              rows={rows}
              rowKey={(row) => row.material.id}
              page={1}
              pageSize={Math.max(rows.length, 1)}
              total={rows.length}
              onPageChange={() => undefined}
              loading={(categoriesFetching && !categories) || (ratesFetching && !rates)}
              emptyText={t('materials.rates.empty')}
              onRowClick={(row) => choose(row.material.id)}
            />
          </Paper>
        </>
      )}
      <Paper p={{ base: 'xs', sm: 'md' }} radius="lg" withBorder>
        <Stack gap="md">
          <Title order={2} fz={20}>
            {t('materials.morningRates.historyTitle')}
          </Title>
          <RatePublicationsTable wide={wide} />
        </Stack>
      </Paper>
      <Paper p={{ base: 'xs', sm: 'md' }} radius="lg" withBorder>
        <Stack gap="md">
          <Group justify="space-between" align="flex-end" gap="md">
            <Title order={2} fz={20}>
              {selected ? t('materials.rates.historyOf', { material: selected.code }) : t('materials.rates.history')}
            </Title>
            <Select
              aria-label={t('materials.rates.material')}
              placeholder={t('materials.rates.material')}
              data={materials.map((m) => ({ value: String(m.id), label: `${m.code} · ${nameOf(m)}` }))}
              value={selected ? String(selected.id) : null}
              onChange={(value) => choose(value ? Number(value) : null)}
              searchable
              clearable
              w={{ base: '100%', sm: 300 }}
            />
          </Group>
          {!selected ? (
            <Text c="dimmed">{t('materials.rates.historyHint')}</Text>
          ) : (
            <>
              {history.length > 1 && (
                <RateHistoryChart history={history} />
              )}
              <DataTable
                columns={historyColumns}
                rows={history.slice(historyFirst, historyFirst + historyPageSize)}
                rowKey={(rate) => rate.id}
                page={historyPage}
                pageSize={historyPageSize}
                total={history.length}
                onPageChange={setHistoryPage}
                loading={ratesFetching && history.length === 0}
                emptyText={t('materials.rates.historyEmpty')}
              />
            </>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
