import { Button, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { PreOrder, PreOrderWithItems } from '../../../../shared/contracts/production/production-item';
import { formatMoney } from '../../../../shared/units';
import { formatDate, formatDateTime } from '../../../i18n/format';
import { DataTable, useUiLocale, pagedRows, type DataTableColumn } from '../../../ui';
import { canAny, useMe } from '../../platform/api/get-me';
import { useFindPreOrders } from '../api/find-pre-orders';
import { PreOrderCreated } from '../components/pre-order-created';
import { PreOrderFormDialog } from '../components/pre-order-form-dialog';
import { PreOrderItemsDialog } from '../components/pre-order-items-dialog';
import { ProductionTabs } from '../components/production-tabs';
import { PageTitle } from '../../../ui/page-title';

const pageSize = 25;

/** `/pre-order`: customers' pre-orders, newest first, and the form for a new one. */
export function PreOrdersPage() {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const { data: me } = useMe();
  const canWrite = canAny(me, ['production.write']);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [formOpened, setFormOpened] = useState(false);
  const [created, setCreated] = useState<PreOrderWithItems | null>(null);
  const [openedId, setOpenedId] = useState<number | null>(null);
  const { data, isFetching } = useFindPreOrders({ page, pageSize, ...(debouncedSearch ? { search: debouncedSearch } : {}) });

  const columns: DataTableColumn<PreOrder>[] = [
    { key: 'number', header: t('production.preOrders.columns.number'), cell: (row) => <Text ff="monospace" fw={600} size="sm">{row.number}</Text> },
    { key: 'customer', header: t('production.preOrders.columns.customer'), cell: (row) => row.customerName },
    { key: 'phone', header: t('production.preOrders.columns.phone'), cell: (row) => row.customerPhone },
    {
      key: 'deposit',
      header: t('production.preOrders.columns.deposit'),
      align: 'right',
      cell: (row) => formatMoney(row.depositMinor, row.depositCurrency, locale),
    },
    {
      key: 'promisedOn',
      header: t('production.preOrders.columns.promisedOn'),
      cell: (row) => (row.promisedOn ? formatDate(`${row.promisedOn}T12:00:00Z`) : '—'),
    },
    { key: 'items', header: t('production.preOrders.columns.items'), align: 'right', cell: (row) => row.itemCount },
    { key: 'createdAt', header: t('production.preOrders.columns.createdAt'), cell: (row) => formatDateTime(row.createdAt) },
  ];

  return (
    <Stack gap="lg">
      <ProductionTabs />
      <PageTitle title={t('production.preOrders.title')} subtitle={t('production.preOrders.subtitle')}>
        {canWrite && (
          <Button leftSection={<IconPlus size={18} />} onClick={() => setFormOpened(true)}>
            {t('production.preOrders.new')}
          </Button>
        )}
      </PageTitle>

      {created && <PreOrderCreated preOrder={created} onClose={() => setCreated(null)} />}

      <Paper p="md" radius="lg" withBorder>
        <Stack gap="md">
          <TextInput
            placeholder={t('production.preOrders.search')}
            aria-label={t('production.preOrders.search')}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            w={{ base: '100%', sm: 320 }}
          />
          <DataTable
            columns={columns}
            {...pagedRows(data, { page, pageSize, fetching: isFetching, onPageChange: setPage })}
            emptyText={t('production.preOrders.empty')}
            onRowClick={(row) => setOpenedId(row.id)}
          />
          {!canWrite && me && (
            <Text size="sm" c="dimmed">
              {t('production.preOrders.readOnly')}
            </Text>
          )}
        </Stack>
      </Paper>

      <PreOrderItemsDialog preOrderId={openedId} onClose={() => setOpenedId(null)} />
      {canWrite && (
        <PreOrderFormDialog
          opened={formOpened}
          onClose={() => setFormOpened(false)}
          onCreated={(preOrder) => {
            setFormOpened(false);
            setCreated(preOrder);
          }}
        />
      )}
    </Stack>
  );
}
