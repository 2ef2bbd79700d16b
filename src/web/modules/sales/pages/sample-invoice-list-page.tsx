import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import type { FindSampleInvoicesQuery, FindSampleInvoicesResponse } from '../../../../shared/contracts/sales/sample-invoice';
import { shopDayOf } from '../../../i18n/format';
import { DataTable, pagedRows, type DataTableColumn, ListFilterRow, listFiltersOf } from '../../../ui';
import { canAny, useMe } from '../../platform/api/get-me';
import { AddRecordButton } from '../../../ui/list-toolbar';
import { useFindSampleInvoices } from '../api/find-sample-invoices';
import { DualAmount, useSalesFormat } from '../components/invoice-money';
import { invoicePath } from '../components/invoice-paths';
import type { SampleListSearch } from '../api/sales-searches';
import { definedOnly } from '../../../ui/search-filters';
import { sampleExpired, sampleInvoiceTarget } from '../components/sample-invoice-paths';
import { SalesTabs } from '../components/sales-tabs';
import { useScreenQuery } from '../../../ui/use-screen-query';
import { ChoiceControl } from '../../../ui/choice-control';

type SampleSummary = FindSampleInvoicesResponse['items'][number];

export const samplesPageSize = 25;

/** `/sample_invoice_list`'s filters as the URL keeps them: `?search=&converted=true|false&page=`. */
export const sampleFiltersOf = (search: SampleListSearch) => ({ search: search.search, converted: search.converted });

export const samplesQueryOf = (filters: ReturnType<typeof sampleFiltersOf>, page: number): FindSampleInvoicesQuery => ({
  ...definedOnly(filters),
  page,
  pageSize: samplesPageSize,
});

/** `/sample_invoice_list`: quotations newest first; an expired one greyed, a sold one linked to its invoice. */
export function SampleInvoiceListPage() {
  const { t } = useTranslation();
  const route = getRouteApi('/sample_invoice_list');
  const navigate = route.useNavigate();
  const search = route.useSearch();
  const wide = useScreenQuery('(min-width: 62em)');
  const { data: me } = useMe();
  const { dateTime, day } = useSalesFormat();
  const filters = sampleFiltersOf(search);
  const page = Number(search.page ?? 1);
  const { data, isFetching } = useFindSampleInvoices(samplesQueryOf(filters, page));
  const today = shopDayOf(new Date());
  const setSearch = (next: SampleListSearch) => void navigate({ search: { ...filters, page: page > 1 ? String(page) : undefined, ...next }, replace: true });
  const filterOf = listFiltersOf(filters, setSearch);
  const expired = (q: SampleSummary) => q.convertedInvoice === null && sampleExpired(q.validUntil, today);

  const invoiceLink = (q: SampleSummary, size: 'xs' | 'sm') =>
    q.convertedInvoice && (
      <Anchor
        component={Link}
        to={invoicePath(q.convertedInvoice.id)}
        size={size}
        ff="monospace"
        style={{ whiteSpace: 'nowrap' }}
        onClick={(event) => event.stopPropagation()}
      >
        {q.convertedInvoice.number}
      </Anchor>
    );

  const columns: DataTableColumn<SampleSummary>[] = [
    {
      key: 'number',
      header: t('sales.quotes.number'),
      cell: (q) => (
        <Stack gap={0}>
          <Text size="sm" fw={600} ff="monospace" style={{ whiteSpace: 'nowrap' }} c={expired(q) ? 'dimmed' : undefined}>
            {q.number}
          </Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {dateTime(q.createdAt)}
          </Text>
          {!wide && invoiceLink(q, 'xs')}
        </Stack>
      ),
    },
    {
      key: 'customer',
      header: t('sales.quotes.customer'),
      cell: (q) => (
        <Stack gap={0}>
          <Text size="sm" c={expired(q) ? 'dimmed' : undefined} fs={q.customerName ? undefined : 'italic'}>
            {q.customerName || t('sales.common.walkIn')}
          </Text>
          {q.customer?.phone && (
            <Text size="xs" c="dimmed" ff="monospace">
              {q.customer.phone}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'total',
      header: t('sales.quotes.total'),
      align: 'right',
      cell: (q) => <DualAmount cents={q.totalCents} riel={q.totalRiel} color={expired(q) ? 'dimmed' : undefined} />,
    },
    {
      key: 'validUntil',
      header: t('sales.quotes.validUntil'),
      cell: (q) => (
        <Group gap={6} wrap="nowrap" data-expired={expired(q) ? 'true' : 'false'}>
          <Text size="sm" c={expired(q) ? 'dimmed' : undefined} style={{ whiteSpace: 'nowrap' }}>
            {day(q.validUntil)}
          </Text>
          {expired(q) && (
            <Badge color="gray" variant="light" size="sm">
              {t('sales.quotes.expired')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'converted',
      header: t('sales.quotes.converted'),
      cell: (q) =>
        invoiceLink(q, 'sm') ?? (
          <Text size="sm" c="dimmed">
            —
          </Text>
        ),
    },
  ];
  const shown = wide ? columns : columns.filter((c) => ['number', 'total', 'validUntil'].includes(c.key));

  return (
    <Stack gap="lg">
      <SalesTabs />
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1} fz={26}>
            {t('sales.quotes.listTitle')}
          </Title>
          <Text c="dimmed">{t('sales.quotes.listSubtitle')}</Text>
        </Stack>
        {canAny(me, ['sales.write']) && <AddRecordButton label={t('sales.quotes.new')} onClick={() => void navigate({ to: '/sample_invoice' })} />}
      </Group>
      <Paper p={{ base: 'xs', sm: 'md' }} radius="lg" withBorder>
        <Stack gap="md">
          <ListFilterRow searchLabel={t('sales.quotes.search')} searchPlaceholder={t('sales.quotes.searchPlaceholder')} search={filterOf('search')} searchWidth={280}>
            <ChoiceControl
              value={filters.converted ?? 'all'}
              onChange={(value) => setSearch({ converted: value === 'all' ? undefined : value, page: undefined })}
              data={[
                { value: 'all', label: t('sales.quotes.filterAll') },
                { value: 'false', label: t('sales.quotes.filterOpen') },
                { value: 'true', label: t('sales.quotes.filterSold') },
              ]}
            />
          </ListFilterRow>
          <DataTable
            columns={shown}
            {...pagedRows(data, { page, pageSize: samplesPageSize, fetching: isFetching, onPageChange: (next) => setSearch({ page: String(next) }) })}
            onRowClick={(q) => void navigate(sampleInvoiceTarget(q.id))}
            emptyText={t('sales.quotes.empty')}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
