import { Anchor, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import type { InvoiceSummary } from '../../../../shared/contracts/sales/invoice';
import { formatMoney, intlLocale } from '../../../../shared/units';
import { formatTime, shopDayOf } from '../../../i18n/format';
import type { IntlLocale } from '../../../i18n/locale';
import { DataTable, type DataTableColumn } from '../../../ui';
import { useUiLocale } from '../../../ui/use-ui-locale';
import { readersBranchOf, useAllBranches } from '../../platform/api/find-branches';
import { useMe } from '../../platform/api/get-me';
import { localName } from '../../../ui/local-name';
import { useFindInvoices } from '../api/find-invoices';
import { InvoiceStateBadge, PaymentStateBadge } from '../components/invoice-badges';
import { receiptPath } from '../components/pos-paths';
import { SalesTabs } from '../components/sales-tabs';
import { counterInvoicesFiltersOf, counterInvoicesPageSize, counterInvoicesQueryOf } from '../components/counter-invoices-search';

/** Money in the text font (a monospace font lacks the riel sign), its digits lined up. */
const figures = { fontVariantNumeric: 'tabular-nums' } as const;


/** `/pos/invoice`: one branch's counter invoices of one day (today by default), newest first, with the day's totals; each opens its receipt. */
export function PosInvoicesPage() {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const intl = intlLocale(locale) as IntlLocale;
  const route = getRouteApi('/pos/invoice');
  const navigate = route.useNavigate();
  const search = route.useSearch();
  const { data: me } = useMe();
  const branches = useAllBranches();
  const branchList = branches.data?.items ?? [];
  const filters = counterInvoicesFiltersOf(search, shopDayOf(new Date()), readersBranchOf(me, branches.data));
  const { data, isFetching } = useFindInvoices(counterInvoicesQueryOf(filters), { enabled: filters.branchId !== null });
  const usd = (cents: number) => formatMoney(cents, 'USD', locale);
  const setSearch = (next: { day?: string; branchId?: number | null; page?: number }) =>
    void navigate({
      search: {
        day: next.day ?? filters.day,
        branchId: String(next.branchId ?? filters.branchId ?? ''),
        page: next.page && next.page > 1 ? String(next.page) : undefined,
      },
      replace: true,
    });

  const columns: DataTableColumn<InvoiceSummary>[] = [
    {
      key: 'number',
      header: t('sales.receipt.day.number'),
      cell: (invoice) => (
        <Anchor component={Link} to={receiptPath(invoice.id)} ff="monospace" fw={600} aria-label={t('sales.receipt.day.open', { number: invoice.number })}>
          {invoice.number}
        </Anchor>
      ),
    },
    // The time it was rung up; a back-dated invoice was written on another day, so it has no time on this one.
    {
      key: 'time',
      header: t('sales.receipt.day.time'),
      cell: (invoice) =>
        shopDayOf(invoice.issuedAt) === invoice.postingDate ? (
          formatTime(invoice.issuedAt, intl)
        ) : (
          <Text c="dimmed" size="sm">
            {t('ui.postingDate.backdated')}
          </Text>
        ),
    },
    {
      key: 'customer',
      header: t('sales.receipt.day.customer'),
      cell: (invoice) => (invoice.customer ? invoice.customer.name : <Text c="dimmed" size="sm">{t('sales.common.walkIn')}</Text>),
    },
    { key: 'seller', header: t('sales.receipt.day.seller'), cell: (invoice) => (invoice.seller ? localName(invoice.seller, locale) : '—') },
    { key: 'total', header: t('sales.receipt.day.total'), align: 'right', cell: (invoice) => usd(invoice.payableCents) },
    { key: 'paid', header: t('sales.receipt.day.paid'), align: 'right', cell: (invoice) => usd(invoice.paidCents) },
    { key: 'balance', header: t('sales.receipt.day.balance'), align: 'right', cell: (invoice) => usd(invoice.balanceCents) },
    {
      key: 'state',
      header: t('sales.receipt.day.state'),
      cell: (invoice) =>
        invoice.state === 'voided' ? (
          <InvoiceStateBadge state="voided" />
        ) : (
          <PaymentStateBadge state={invoice.paymentState} />
        ),
    },
  ];

  return (
    <Stack gap="md">
      <SalesTabs />
      <Stack gap={2}>
        <Title order={1} fz={26}>
          {t('sales.receipt.day.title')}
        </Title>
        <Text c="dimmed">{t('sales.receipt.day.subtitle')}</Text>
      </Stack>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <DatePickerInput
          label={t('sales.receipt.day.date')}
          value={filters.day}
          onChange={(value) => value && setSearch({ day: String(value).slice(0, 10), page: 1 })}
          valueFormat="YYYY-MM-DD"
          w={{ base: '100%', xs: 180 }}
          data-testid="counter-day"
        />
        <Select
          label={t('sales.receipt.day.branch')}
          data={branchList.map((branch) => ({ value: String(branch.id), label: `${branch.code} · ${localName(branch, locale)}` }))}
          value={filters.branchId === null ? null : String(filters.branchId)}
          onChange={(value) => value && setSearch({ branchId: Number(value), page: 1 })}
          allowDeselect={false}
          w={{ base: '100%', xs: 240 }}
        />
      </Group>
      {data && (
        <Paper p="sm" radius="md" withBorder data-testid="counter-totals">
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                {t('sales.receipt.day.totals')}
              </Text>
              <Text fw={700}>{t('sales.receipt.day.count', { count: data.total })}</Text>
            </Stack>
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                {t('sales.receipt.day.total')}
              </Text>
              <Text fw={700} style={figures}>
                {usd(data.totals.payableCents)}
              </Text>
            </Stack>
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                {t('sales.receipt.day.paid')}
              </Text>
              <Text fw={700} style={figures}>
                {usd(data.totals.paidCents)}
              </Text>
            </Stack>
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                {t('sales.receipt.day.balance')}
              </Text>
              <Text fw={700} style={figures} c={data.totals.balanceCents > 0 ? 'orange.8' : undefined}>
                {usd(data.totals.balanceCents)}
              </Text>
            </Stack>
          </SimpleGrid>
        </Paper>
      )}
      <DataTable
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(invoice) => invoice.id}
        page={filters.page}
        pageSize={counterInvoicesPageSize}
        total={data?.total ?? 0}
        onPageChange={(page) => setSearch({ page })}
        loading={isFetching}
        emptyText={t('sales.receipt.day.empty')}
      />
    </Stack>
  );
}
