import { Center, Group, Loader, Pagination, Paper, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { itemGroupByValues, type FindItemGroupsQuery, type ItemGroupBy } from '../../../../shared/contracts/production/find-item-groups';
import { formatNumber } from '../../../i18n/format';
import { FilterSelect, pageCount, pageRange } from '../../../ui';
import { useFindItemGroups } from '../api/find-item-groups';
import { ItemGroupCard } from '../components/item-group-card';
import { useProductionNames } from '../components/production-names';
import { ProductionTabs } from '../components/production-tabs';
import { PageTitle } from '../../../ui/page-title';
import { ChoiceControl } from '../../../ui/choice-control';

const pageSize = 20;

const route = getRouteApi('/follow-group');

/** `/follow-group`: items in production grouped by pre-order (stock last) or by customer, the earliest promised first. */
export function FollowGroupPage() {
  const { t } = useTranslation();
  const navigate = route.useNavigate();
  // `?by=order|customer&materialId=&finished=true`: odd values are dropped (the route's search), so a shared link always opens.
  const address = route.useSearch();
  const filters = { by: address.by ?? 'order', materialId: address.materialId, finished: address.finished };
  const { materialOptions } = useProductionNames();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const query: FindItemGroupsQuery = {
    by: filters.by,
    page,
    pageSize,
    ...(filters.materialId ? { materialId: filters.materialId } : {}),
    ...(filters.finished ? { includeFinished: 'true' as const } : {}),
    ...(debouncedSearch ? { search: debouncedSearch } : {}),
  };
  const { data, isFetching } = useFindItemGroups(query);

  /** A changed filter goes back to page 1. */
  const setFilters = (next: { by?: ItemGroupBy; materialId?: string; finished?: 'true' }) => {
    setPage(1);
    void navigate({ search: { ...filters, ...next }, replace: true });
  };
  const { from, to } = pageRange(page, pageSize, data?.total ?? 0);

  return (
    <Stack gap="lg">
      <ProductionTabs />
      <PageTitle title={t('production.groups.title')} subtitle={t('production.groups.subtitle')} />

      <Paper p="md" radius="lg" withBorder>
        <Group gap="md" align="flex-end">
          <Stack gap={4} w={{ base: '100%', sm: 'auto' }}>
            <Text size="sm" fw={500}>
              {t('production.groups.groupBy')}
            </Text>
            <ChoiceControl
              value={filters.by}
              onChange={(value) => setFilters({ by: itemGroupByValues.find((by) => by === value) })}
              data={[
                { value: 'order', label: t('production.groups.byOrder') },
                { value: 'customer', label: t('production.groups.byCustomer') },
              ]}
            />
          </Stack>
          <FilterSelect
            label={t('production.groups.material')}
            placeholder={t('production.groups.allMaterials')}
            data={materialOptions}
            value={filters.materialId}
            onChange={(materialId) => setFilters({ materialId })}
          />
          <TextInput
            label={t('production.groups.search')}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            w={{ base: '100%', sm: 280 }}
          />
          <Switch
            label={t('production.groups.includeFinished')}
            checked={filters.finished === 'true'}
            onChange={(event) => setFilters({ finished: event.currentTarget.checked ? 'true' : undefined })}
            mb={8}
          />
        </Group>
      </Paper>

      {!data && isFetching && (
        <Center mih="20dvh">
          <Loader color="gold" type="dots" />
        </Center>
      )}
      {data && data.items.length === 0 && (
        <Text c="dimmed" ta="center" py="xl">
          {t('production.groups.empty')}
        </Text>
      )}
      <Stack gap="md" style={{ opacity: isFetching && data ? 0.6 : 1, transition: 'opacity 150ms' }}>
        {data?.items.map((group) => (
          <ItemGroupCard key={group.key} group={group} by={data.by} today={data.today} />
        ))}
      </Stack>

      {data && data.total > 0 && (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {t('ui.table.range', { from: formatNumber(from), to: formatNumber(to), total: formatNumber(data.total) })}
          </Text>
          <Pagination total={pageCount(data.total, pageSize)} value={page} onChange={setPage} size="sm" withEdges />
        </Group>
      )}
    </Stack>
  );
}
