import { Anchor, Badge, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { pieceCodeSchema } from '../../../../shared/contracts/stock/jewelry-piece';
import { stockDocumentKinds, type StockDocumentKind } from '../../../../shared/contracts/stock/stock-documents';
import type { FindStockDocumentsResponse } from '../../../../shared/contracts/stock/stock-documents';
import { intlLocale } from '../../../../shared/units';
import { formatPostingDay } from '../../../i18n/format';
import type { IntlLocale } from '../../../i18n/locale';
import { DataTable, ExportMenu, FilterSelect, listFiltersOf, useUiLocale, pagedRows, type DataTableColumn } from '../../../ui';
import { useAllBranches } from '../../platform/api/find-branches';
import { useLocalName } from '../../../ui/local-name';
import { stockDocumentListQuery, stockDocumentPath, useFindStockDocuments } from '../api/find-stock-documents';
import { StockTabs } from '../components/stock-tabs';
import { WeightText } from '../../../ui/weight-text';
import { PageTitle } from '../../../ui/page-title';
import { useScreenQuery } from '../../../ui/use-screen-query';

type DocumentRow = FindStockDocumentsResponse['items'][number];
const kindColors: Record<StockDocumentKind, string> = { accept: 'teal', transfer: 'blue', receive: 'cyan', cancel: 'red', complement: 'grape', import: 'indigo' };

const route = getRouteApi('/jewelry/stock/transaction');
/** A typed piece code as the contract takes it, or no filter. */
const codeOf = (text: string): string | undefined => pieceCodeSchema.safeParse(text).data;

export function StockDocumentKindBadge({ kind }: { kind: StockDocumentKind }) {
  const { t } = useTranslation();
  return (
    <Badge color={kindColors[kind]} variant="light">
      {t(`stock.transactions.kinds.${kind}`)}
    </Badge>
  );
}

/** `/jewelry/stock/transaction`: the stock documents, newest first (`?kind=&branchId=&code=&page=`). */
export function StockTransactionPage() {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const nameOf = useLocalName();
  const navigate = route.useNavigate();
  const wide = useScreenQuery('(min-width: 48em)');
  const search = route.useSearch();
  const filters = { kind: search.kind, branchId: search.branchId, code: search.code };
  const query = stockDocumentListQuery(search);
  const { page } = query;
  const { data, isFetching } = useFindStockDocuments(query);
  const { data: branches } = useAllBranches();
  const [typed, setTyped] = useState(filters.code ?? '');
  const setSearch = (next: typeof search) => void navigate({ search: { ...filters, ...next }, replace: true });
  const filterOf = listFiltersOf(filters, setSearch);
  const codeLater = useDebouncedCallback((text: string) => setSearch({ code: codeOf(text), page: undefined }), 300);

  const columns: DataTableColumn<DocumentRow>[] = [
    {
      key: 'number',
      header: t('stock.transactions.number'),
      cell: (d) => (
        <Stack gap={2} align="flex-start">
          <Anchor component={Link} to={stockDocumentPath(d.id)} fw={600} size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
            {d.number}
          </Anchor>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatPostingDay(d.postingDate, d.createdAt, intlLocale(locale) as IntlLocale)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'kind',
      header: t('stock.transactions.kind'),
      cell: (d) => (
        <Group gap={4}>
          <StockDocumentKindBadge kind={d.kind} />
          {d.inTransitCount > 0 && (
            <Badge color="orange" variant="light">
              {t('stock.transfer.piecesInTransit', { count: d.inTransitCount, total: d.pieceCount })}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'branch',
      header: t('stock.transactions.branch'),
      cell: (d) => (
        <Text size="sm">
          {nameOf(d.branch)}
          {d.toBranch && ` → ${nameOf(d.toBranch)}`}
        </Text>
      ),
    },
    {
      key: 'holder',
      header: t('stock.transactions.holder'),
      cell: (d) => (
        <Text size="sm" c={d.holder ? undefined : 'dimmed'}>
          {d.holder ? `${d.holder.code} · ${nameOf(d.holder)}` : '—'}
        </Text>
      ),
    },
    { key: 'pieces', header: t('stock.transactions.pieces'), align: 'right', width: 80, cell: (d) => <Text size="sm">{d.pieceCount}</Text> },
    { key: 'gross', header: t('stock.transactions.gross'), align: 'right', cell: (d) => <WeightText mg={d.grossMg} align="right" /> },
    { key: 'by', header: t('stock.transactions.by'), cell: (d) => <Text size="sm">{d.createdBy ?? '—'}</Text> },
  ];
  const shown = wide ? columns : columns.filter((c) => ['number', 'kind', 'gross'].includes(c.key));

  return (
    <Stack gap="lg">
      <StockTabs />
      <Group justify="space-between" align="flex-end" gap="md">
        <PageTitle title={t('stock.transactions.title')} subtitle={t('stock.transactions.subtitle')} />
        <ExportMenu path="/api/stock/documents/export" filters={filters} />
      </Group>
      <Paper p="md" radius="lg" withBorder>
        <Stack gap="md">
          <Group gap="md" align="flex-end">
            <FilterSelect
              label={t('stock.transactions.kind')}
              placeholder={t('stock.transactions.allKinds')}
              data={stockDocumentKinds.map((kind) => ({ value: kind, label: t(`stock.transactions.kinds.${kind}`) }))}
              value={filters.kind}
              onChange={(value) => setSearch({ kind: stockDocumentKinds.find((kind) => kind === value), page: undefined })}
              w={{ base: '100%', sm: 200 }}
            />
            <FilterSelect
              label={t('stock.transactions.branch')}
              placeholder={t('stock.pieces.allBranches')}
              data={(branches?.items ?? []).map((b) => ({ value: String(b.id), label: `${b.code} · ${nameOf(b)}` }))}
              {...filterOf('branchId')}
            />
            <TextInput
              label={t('stock.transactions.code')}
              placeholder={t('stock.transactions.codePlaceholder')}
              leftSection={<IconSearch size={16} />}
              value={typed}
              onChange={(event) => {
                setTyped(event.currentTarget.value);
                codeLater(event.currentTarget.value);
              }}
              w={{ base: '100%', sm: 220 }}
            />
          </Group>
          <DataTable
            columns={shown}
            {...pagedRows(data, { page, pageSize: query.pageSize, fetching: isFetching, onPageChange: (next) => setSearch({ page: String(next) }) })}
            onRowClick={(d) => void navigate({ to: stockDocumentPath(d.id) })}
            emptyText={t('stock.transactions.empty')}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
