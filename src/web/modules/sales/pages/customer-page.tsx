import { ActionIcon, Badge, Group, Paper, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { Customer } from '../../../../shared/contracts/sales/customer';
import { DataTable, pagedRows, type DataTableColumn, ExportMenu, FilterSelect, ListFilterRow, listFiltersOf } from '../../../ui';
import { canAny, useMe } from '../../platform/api/get-me';
import { AddRecordButton } from '../../../ui/list-toolbar';
import { useLocalName } from '../../../ui/local-name';
import { useFindCustomers } from '../api/find-customers';
import { useCustomerGroups } from '../api/find-customer-groups';
import { CustomerBalance, CustomerCredit } from '../components/customer-balance';
import { CustomerDetailSection } from '../components/customer-detail';
import { CustomerFormDialog } from '../components/customer-form-dialog';
import { CustomerGroupsPanel } from '../components/customer-groups-panel';
import type { CustomerSearch } from '../api/sales-searches';
import { customerFiltersOf, customersPageSize, customersQueryOf } from '../components/customer-search';
import { SalesTabs } from '../components/sales-tabs';
import { PageTitle } from '../../../ui/page-title';
import { useScreenQuery } from '../../../ui/use-screen-query';
import { ChoiceControl } from '../../../ui/choice-control';

/**
 * `/customer`: customers found by name or phone, each with what they owe;
 * one customer's invoices and payments (`?id=`); the customer groups and
 * their pricing (`?view=groups`).
 */
export function CustomerPage() {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const route = getRouteApi('/customer');
  const navigate = route.useNavigate();
  const search = route.useSearch();
  const wide = useScreenQuery('(min-width: 62em)');
  const { data: me } = useMe();
  const canWrite = canAny(me, ['sales.write']);
  const filters = customerFiltersOf(search);
  const page = Number(search.page ?? 1);
  const customerId = search.id;
  const view = search.view ?? 'customers';
  const { data, isFetching } = useFindCustomers(customersQueryOf(filters, page), { enabled: view === 'customers' && !customerId });
  const { data: groupData } = useCustomerGroups();
  const groups = groupData?.items ?? [];
  /** undefined: the dialog is closed; null: a new customer. */
  const [editing, setEditing] = useState<Customer | null | undefined>(undefined);

  const setSearch = (next: CustomerSearch) => void navigate({ search: { ...filters, page: page > 1 ? String(page) : undefined, id: customerId, ...next }, replace: true });
  const filterOf = listFiltersOf(filters, setSearch);
  const openCustomer = (id: number | undefined) => void navigate({ search: { ...filters, page: page > 1 ? String(page) : undefined, id: id ? String(id) : undefined } });

  const groupOf = (customer: Customer) => groups.find((g) => g.id === customer.groupId);
  const columns: DataTableColumn<Customer>[] = [
    {
      key: 'name',
      header: t('sales.customers.name'),
      cell: (c) => {
        const group = groupOf(c);
        return (
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {c.name}
            </Text>
            {!wide && c.phone && (
              <Text size="xs" c="dimmed" ff="monospace">
                {c.phone}
              </Text>
            )}
            {!wide && group && (
              <Text size="xs" c="grape.7">
                {nameOf(group)}
              </Text>
            )}
          </Stack>
        );
      },
    },
    {
      key: 'phone',
      header: t('sales.customers.phone'),
      cell: (c) => (
        <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {c.phone || '—'}
        </Text>
      ),
    },
    {
      key: 'address',
      header: t('sales.customers.address'),
      cell: (c) => (
        <Text size="sm" lineClamp={2}>
          {c.address || '—'}
        </Text>
      ),
    },
    {
      key: 'group',
      header: t('sales.customers.group'),
      cell: (c) => {
        const group = groupOf(c);
        return group ? (
          <Badge variant="light" color="grape" style={{ whiteSpace: 'nowrap' }}>
            {nameOf(group)}
          </Badge>
        ) : (
          <Text size="sm" c="dimmed">
            —
          </Text>
        );
      },
    },
    { key: 'owed', header: t('sales.customers.balanceOwed'), align: 'right', cell: (c) => <CustomerBalance cents={c.balanceOwedCents} /> },
    { key: 'credit', header: t('sales.customers.credit'), align: 'right', cell: (c) => <CustomerCredit cents={c.creditCents} /> },
  ];
  if (canWrite)
    columns.push({
      key: 'edit',
      header: '',
      align: 'right',
      width: 56,
      cell: (c) => (
        <Tooltip label={t('sales.customers.edit')}>
          <ActionIcon
            variant="subtle"
            aria-label={t('sales.customers.edit')}
            onClick={(event) => {
              event.stopPropagation();
              setEditing(c);
            }}
          >
            <IconEdit size={16} />
          </ActionIcon>
        </Tooltip>
      ),
    });
  const shown = wide ? columns : columns.filter((c) => ['name', 'owed', 'edit'].includes(c.key));

  return (
    <Stack gap="lg">
      <SalesTabs />
      <Group justify="space-between" align="flex-end">
        <PageTitle title={t('sales.customers.title')} subtitle={t('sales.customers.subtitle')} />
        <Group gap="md">
          <ChoiceControl
            value={view}
            onChange={(next) => void navigate({ search: next === 'groups' ? { view: 'groups' } : {}, replace: true })}
            data={[
              { value: 'customers', label: t('sales.customers.viewCustomers') },
              { value: 'groups', label: t('sales.customers.viewGroups') },
            ]}
          />
          {view === 'customers' && !customerId && <ExportMenu path="/api/sales/customers/export" filters={customersQueryOf(filters, page)} />}
          {view === 'customers' && canWrite && <AddRecordButton label={t('sales.customers.add')} onClick={() => setEditing(null)} />}
        </Group>
      </Group>
      {view === 'groups' ? (
        <CustomerGroupsPanel canEdit={canAny(me, ['sales.pricing'])} />
      ) : customerId ? (
        <CustomerDetailSection
          customerId={Number(customerId)}
          groups={groups}
          onEdit={canWrite ? (detail) => setEditing(detail.customer) : undefined}
          canTakePayment={canWrite}
          onBack={() => openCustomer(undefined)}
        />
      ) : (
        <Paper p={{ base: 'xs', sm: 'md' }} radius="lg" withBorder>
          <Stack gap="md">
            <ListFilterRow searchLabel={t('sales.customers.search')} searchPlaceholder={t('sales.customers.searchPlaceholder')} search={filterOf('search')} searchWidth={280}>
              <FilterSelect
                label={t('sales.customers.group')}
                placeholder={t('sales.customers.allGroups')}
                data={groups.map((g) => ({ value: String(g.id), label: `${g.code} · ${nameOf(g)}` }))}
                {...filterOf('groupId')}
              />
              <Switch
                label={t('sales.customers.owingOnly')}
                checked={filters.owing === 'true'}
                onChange={(event) => setSearch({ owing: event.currentTarget.checked ? 'true' : undefined, page: undefined })}
                mb={8}
              />
            </ListFilterRow>
            <DataTable
              columns={shown}
              {...pagedRows(data, { page, pageSize: customersPageSize, fetching: isFetching, onPageChange: (next) => setSearch({ page: String(next) }) })}
              onRowClick={(c) => openCustomer(c.id)}
              emptyText={filters.search ? t('sales.customers.noneFound', { search: filters.search }) : t('sales.customers.empty')}
            />
          </Stack>
        </Paper>
      )}
      <CustomerFormDialog
        opened={editing !== undefined}
        customer={editing ?? null}
        groups={groups}
        onClose={() => setEditing(undefined)}
        onSaved={(saved) => editing === null && openCustomer(saved.id)}
      />
    </Stack>
  );
}
