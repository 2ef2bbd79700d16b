import { Button, Group, Paper, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { IconPackageImport } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { StoneLot } from '../../../../shared/contracts/stones/stone-lots';
import { showSnackbar } from '../../../shell/snackbar';
import { DataTable, pagedRows, type DataTableColumn, FilterSelect, ListFilterRow, listFiltersOf, useUiLocale } from '../../../ui';
import { findHoldersQueryOptions } from '../../materials/api/find-holders';
import { useAllBranches } from '../../platform/api/find-branches';
import { canAny, useMe } from '../../platform/api/get-me';
import { useLocalName } from '../../../ui/local-name';
import { useFindStoneLots } from '../api/find-stone-lots';
import { LotDetailView } from '../components/lot-detail-view';
import { LotTotals } from '../components/lot-totals';
import { ReceiveLotDialog } from '../components/receive-lot-dialog';
import { StoneBalanceFigure } from '../components/stone-balance';
import { StoneShapeSelect, useShapeLabel } from '../components/stone-inputs';
import { lotSearch, lotsPageSize, lotsQueryOf, type LotSearch } from '../api/stone-searches';
import { sizeMmOf } from '../components/stone-search';
import { StonesTabs } from '../components/stones-tabs';
import { PageTitle } from '../../../ui/page-title';
import { useScreenQuery } from '../../../ui/use-screen-query';
import { CellStack, CellText } from '../../../ui/cell-text';
import { formatStoneSize } from '../../../../shared/units';

const filterWidth = { base: 'calc(50% - 8px)', sm: 170 } as const;
const route = getRouteApi('/gem_stone');

export { lotSearch, lotsQueryOf };

/** `/gem_stone`: the stone lots with their balances and totals, filtered; `?lot=` one lot. */
export function GemStonePage() {
  const search = route.useSearch();
  const { lot } = search;
  return (
    <Stack gap="lg">
      <StonesTabs />
      {lot ? <LotDetailView id={Number(lot)} /> : <LotList search={search} />}
    </Stack>
  );
}

function LotList({ search }: { search: LotSearch }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const nameOf = useLocalName();
  const shapeLabel = useShapeLabel();
  const navigate = route.useNavigate();
  const wide = useScreenQuery('(min-width: 62em)');
  const { data: me } = useMe();
  const canWrite = canAny(me, ['stones.write']);
  const filters = { ...search, lot: undefined, page: undefined };
  const query = lotsQueryOf(search);
  const page = Number(search.page ?? 1);
  const { data, isFetching } = useFindStoneLots(query);
  const { data: branches } = useAllBranches();
  const holders = useQuery({ ...findHoldersQueryOptions(), enabled: canAny(me, ['materials.read']) });
  const [sizes, setSizes] = useState({ from: filters.sizeFrom ?? '', to: filters.sizeTo ?? '' });
  const [receiving, setReceiving] = useState(false);

  const setSearch = (next: LotSearch) => void navigate({ search: { ...filters, ...next }, replace: true });
  const filterOf = listFiltersOf(filters, setSearch);
  const sizeLater = useDebouncedCallback((from: string, to: string) => setSearch({ sizeFrom: sizeMmOf(from), sizeTo: sizeMmOf(to), page: undefined }), 400);
  const open = (lot: StoneLot) => void navigate({ search: { lot: String(lot.id) } });

  const columns: DataTableColumn<StoneLot>[] = [
    {
      key: 'code',
      header: t('stones.fields.lot'),
      cell: (lot) => (
        <CellStack>
          <CellText weight={600} mono nowrap>
            {lot.code}
          </CellText>
          {!wide && (
            <CellText size="xs" dimmed>
              {`${lot.stoneType} · ${shapeLabel(lot.shape)} · ${formatStoneSize(lot.sizeCmm, locale)}`}
            </CellText>
          )}
        </CellStack>
      ),
    },
    { key: 'type', header: t('stones.fields.type'), cell: (lot) => <CellText>{lot.stoneType}</CellText> },
    { key: 'shape', header: t('stones.fields.shape'), cell: (lot) => <CellText>{shapeLabel(lot.shape)}</CellText> },
    {
      key: 'size',
      header: t('stones.fields.size'),
      align: 'right',
      cell: (lot) => (
        <CellText nowrap>{formatStoneSize(lot.sizeCmm, locale)}</CellText>
      ),
    },
    { key: 'grade', header: t('stones.fields.grade'), cell: (lot) => <CellText>{[lot.colour, lot.quality].filter(Boolean).join(' · ') || '—'}</CellText> },
    { key: 'available', header: t('stones.lot.balances.available'), align: 'right', cell: (lot) => <StoneBalanceFigure balance={lot.available} /> },
    { key: 'prepared', header: t('stones.lot.balances.prepared'), align: 'right', cell: (lot) => <StoneBalanceFigure balance={lot.prepared} /> },
    {
      key: 'where',
      header: t('stones.fields.branch'),
      cell: (lot) => (
        <CellStack>
          <CellText>{nameOf(lot.branch)}</CellText>
          {lot.holder && (
            <CellText size="xs" dimmed>
              {`${lot.holder.code} · ${nameOf(lot.holder)}`}
            </CellText>
          )}
        </CellStack>
      ),
    },
  ];
  const shown = wide ? columns : columns.filter((c) => ['code', 'available', 'prepared'].includes(c.key));

  return (
    <>
      <PageTitle title={t('stones.lots.title')} subtitle={t('stones.lots.subtitle')}>
        {canWrite && (
          <Button leftSection={<IconPackageImport size={18} />} onClick={() => setReceiving(true)}>
            {t('stones.receive.button')}
          </Button>
        )}
      </PageTitle>
      <Paper p={{ base: 'xs', sm: 'md' }} radius="lg" withBorder>
        <Stack gap="md">
          <ListFilterRow searchLabel={t('stones.lots.search')} searchPlaceholder={t('stones.lots.searchPlaceholder')} search={filterOf('search')} searchWidth={220}>
            <FilterSelect
              label={t('stones.fields.type')}
              placeholder={t('stones.filters.allTypes')}
              data={data?.stoneTypes ?? []}
              {...filterOf('stoneType')}
              searchable
              w={filterWidth}
            />
            <StoneShapeSelect
              label={t('stones.fields.shape')}
              placeholder={t('stones.filters.allShapes')}
              value={filters.shape ?? null}
              onChange={(value) => setSearch({ shape: value ?? undefined, page: undefined })}
              clearable
              w={filterWidth}
            />
            <Group gap={6} wrap="nowrap" w={{ base: '100%', sm: 'auto' }}>
              <TextInput
                label={t('stones.filters.sizeFrom')}
                placeholder="0.80"
                inputMode="decimal"
                value={sizes.from}
                onChange={(event) => {
                  const from = event.currentTarget.value;
                  setSizes((was) => ({ ...was, from }));
                  sizeLater(from, sizes.to);
                }}
                w={{ base: '50%', sm: 110 }}
              />
              <TextInput
                label={t('stones.filters.sizeTo')}
                placeholder="2.00"
                inputMode="decimal"
                value={sizes.to}
                onChange={(event) => {
                  const to = event.currentTarget.value;
                  setSizes((was) => ({ ...was, to }));
                  sizeLater(sizes.from, to);
                }}
                w={{ base: '50%', sm: 110 }}
              />
            </Group>
            <FilterSelect
              label={t('stones.fields.branch')}
              placeholder={t('stones.filters.allBranches')}
              data={(branches?.items ?? []).map((b) => ({ value: String(b.id), label: `${b.code} · ${nameOf(b)}` }))}
              {...filterOf('branchId')}
              w={filterWidth}
            />
            {holders.data && (
              <FilterSelect
                label={t('stones.fields.holder')}
                placeholder={t('stones.filters.allHolders')}
                data={holders.data.items.map((h) => ({ value: String(h.id), label: `${h.code} · ${nameOf(h)}` }))}
                {...filterOf('holderId')}
                searchable
                w={filterWidth}
              />
            )}
            <Select
              label={t('stones.filters.state')}
              data={(['in_stock', 'empty', 'all'] as const).map((state) => ({ value: state, label: t(`stones.lotStates.${state}`) }))}
              value={filters.state ?? 'in_stock'}
              onChange={(value) => setSearch({ state: value === 'empty' || value === 'all' ? value : undefined, page: undefined })}
              allowDeselect={false}
              w={filterWidth}
            />
          </ListFilterRow>
          {data && <LotTotals totals={data.totals} />}
          <DataTable
            columns={shown}
            {...pagedRows(data, { page, pageSize: lotsPageSize, fetching: isFetching, onPageChange: (next) => setSearch({ page: String(next) }) })}
            onRowClick={open}
            emptyText={t('stones.lots.empty')}
          />
        </Stack>
      </Paper>
      {canWrite && (
        <ReceiveLotDialog
          opened={receiving}
          knownTypes={data?.stoneTypes ?? []}
          onClose={(lot) => {
            setReceiving(false);
            if (!lot) return;
            showSnackbar({ type: 'success', message: t('stones.receive.done', { code: lot.code }) });
            open(lot);
          }}
        />
      )}
    </>
  );
}
