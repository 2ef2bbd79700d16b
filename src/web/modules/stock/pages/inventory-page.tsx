import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { StockCount } from '../../../../shared/contracts/stock/stock-counts';
import { formatDateTime } from '../../../i18n/format';
import type { IntlLocale } from '../../../i18n/locale';
import { intlLocale } from '../../../../shared/units';
import { DataTable, useUiLocale, pagedRows, type DataTableColumn } from '../../../ui';
import { canAny, useMe } from '../../platform/api/get-me';
import { useFindStockCounts } from '../api/find-stock-counts';
import { stockCountPath } from '../api/get-stock-count';
import { CountStartForm } from '../components/count-start-form';
import { CountStateBadge } from '../components/count-state-badge';
import { StockTabs } from '../components/stock-tabs';
import { TransferBranchSelect } from '../components/transfer-branch-select';
import { PageTitle } from '../../../ui/page-title';
import { NameOverCode } from '../../../ui/code-and-names';

const countsPageSize = 25;

/** `/inventory`: the stock counts, newest first (one branch's, if picked), and a new count started. */
export function InventoryPage() {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const navigate = useNavigate();
  const { data: me } = useMe();
  const [branchId, setBranchId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const { data, isFetching } = useFindStockCounts({ ...(branchId ? { branchId } : {}), page, pageSize: countsPageSize });
  const figure = (key: 'expected' | 'found' | 'missing' | 'unexpected', color?: string): DataTableColumn<StockCount> => ({
    key,
    header: t(`stock.counts.counters.${key}`),
    align: 'right',
    cell: (c) => (
      <Text size="sm" fw={600} c={c[key] > 0 ? color : undefined}>
        {c[key]}
      </Text>
    ),
    width: 90,
  });
  const columns: DataTableColumn<StockCount>[] = [
    {
      key: 'number',
      header: t('stock.counts.number'),
      cell: (c) => (
        <Anchor component={Link} to={stockCountPath(c.id)} fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
          {c.number}
        </Anchor>
      ),
    },
    {
      key: 'branch',
      header: t('stock.counts.branch'),
      cell: (c) => <NameOverCode record={c.branch} />,
    },
    {
      key: 'started',
      header: t('stock.counts.startedAt'),
      cell: (c) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(c.createdAt, intlLocale(locale) as IntlLocale)}
        </Text>
      ),
    },
    { key: 'state', header: t('stock.counts.state'), cell: (c) => <CountStateBadge state={c.state} /> },
    figure('expected'),
    figure('found', 'green.8'),
    figure('missing', 'red.7'),
    figure('unexpected', 'orange.8'),
  ];

  return (
    <Stack gap="lg">
      <StockTabs />
      <PageTitle title={t('stock.counts.title')} subtitle={t('stock.counts.subtitle')} />
      {canAny(me, ['stock.write']) && <CountStartForm />}
      <Paper p="md" radius="lg" withBorder>
        <Stack gap="md">
          <Group>
            <TransferBranchSelect
              label={t('stock.counts.branch')}
              placeholder={t('stock.counts.allBranches')}
              clearable
              value={branchId}
              onChange={(next) => {
                setBranchId(next);
                setPage(1);
              }}
              w={{ base: '100%', sm: 280 }}
            />
          </Group>
          <DataTable
            columns={columns}
            {...pagedRows(data, { page, pageSize: countsPageSize, fetching: isFetching, onPageChange: setPage })}
            onRowClick={(c) => void navigate({ to: stockCountPath(c.id) })}
            emptyText={t('stock.counts.empty')}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
