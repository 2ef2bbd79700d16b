import { Anchor, Center, Group, Loader, Pagination, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import type { EntrySummary } from '../../../../shared/contracts/entries/entry';
import { issuedMg } from '../../../../shared/entries/entry-loss';
import { entryStates } from '../../../../shared/entries/entry-states';
import { monthSchema } from '../../../../shared/contracts/common';
import { intlLocale } from '../../../../shared/units';
import { formatDate, shopDayInstant } from '../../../i18n/format';
import type { IntlLocale } from '../../../i18n/locale';
import { DataTable, useUiLocale, pagedRows, type DataTableColumn } from '../../../ui';
import { canAny, useMe } from '../../platform/api/get-me';
import { useLocalName } from '../../../ui/local-name';
import { entryListQuery, useFindEntries, type EntryListSearch } from '../api/find-entries';
import { useFindEntryCategories } from '../api/find-entry-categories';
import { entryPath } from '../api/get-entry';
import { AcceptQueue } from '../components/accept-queue';
import { EntriesTotals } from '../components/entries-totals';
import { EntryCard } from '../components/entry-card';
import { shownFigures } from '../components/entry-figures';
import { EntryLossAgainstAllowance } from '../components/entry-loss-badge';
import { MyBenchSummary } from '../components/my-bench-summary';
import { EntryJewellerSelect } from '../components/entry-jeweller-select';
import { EntryStateBadge } from '../components/entry-state-badge';
import { EntriesTabs } from '../components/entries-tabs';
import { WeightText } from '../../../ui/weight-text';
import { PageTitle } from '../../../ui/page-title';
import { NameOverCode } from '../../../ui/code-and-names';
import { useScreenQuery } from '../../../ui/use-screen-query';
import { CellStack, CellText } from '../../../ui/cell-text';

const filterWidth = { base: '100%', sm: 220 } as const;

/** `/entry` and `/entry/list`: every entry, newest first (`?jewellerHolderId=&categoryId=&state=&month=&page=`). */
export function EntriesPage() {
  const route = getRouteApi('/entry');
  const navigate = route.useNavigate();
  return <EntriesList mine={false} search={route.useSearch()} onSearch={(search) => void navigate({ search, replace: true })} />;
}

export function EntryListPage() {
  const route = getRouteApi('/entry/list');
  const navigate = route.useNavigate();
  return <EntriesList mine={false} search={route.useSearch()} onSearch={(search) => void navigate({ search, replace: true })} />;
}

/** `/entry/jeweller` and `/entry_jeweller`: "my entry"; the server keeps a jeweller to their own. */
export function MyEntriesPage() {
  const route = getRouteApi('/entry/jeweller');
  const navigate = route.useNavigate();
  return <EntriesList mine search={route.useSearch()} onSearch={(search) => void navigate({ search, replace: true })} />;
}

/** `/entry_jeweller`: the same list under the spec's second address. */
export function MyEntriesAliasPage() {
  const route = getRouteApi('/entry_jeweller');
  const navigate = route.useNavigate();
  return <EntriesList mine search={route.useSearch()} onSearch={(search) => void navigate({ search, replace: true })} />;
}

function EntriesList({ mine, search, onSearch }: { mine: boolean; search: EntryListSearch; onSearch: (search: EntryListSearch) => void }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const nameOf = useLocalName();
  const navigate = useNavigate();
  const wide = useScreenQuery('(min-width: 48em)');
  const { data: me } = useMe();
  const seesAll = canAny(me, ['entries.read']);
  const filters = {
    jewellerHolderId: seesAll ? search.jewellerHolderId : undefined,
    categoryId: search.categoryId,
    state: search.state,
    month: search.month,
  };
  const query = entryListQuery(search, seesAll);
  const { page, pageSize: entriesPageSize } = query;
  const { data, isFetching } = useFindEntries(query);
  const { data: categories } = useFindEntryCategories();
  const categoryOf = (id: number) => categories?.items.find((c) => c.id === id);
  /** A changed filter goes back to page 1. */
  const setSearch = (next: EntryListSearch) => onSearch({ ...filters, ...next });

  const weightColumn = (key: 'issued' | 'returned' | 'loss', mg: (e: EntrySummary) => number | null): DataTableColumn<EntrySummary> => ({
    key,
    header: t(`entries.list.${key}`),
    align: 'right',
    cell: (e) => <WeightText mg={mg(e)} align="right" />,
  });
  const numberCell = (e: EntrySummary) => (
    <Anchor component={Link} to={entryPath(e.id)} fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
      {e.number}
    </Anchor>
  );
  // The entry's posting day (its latest step's, a back-dated one's own), which the month filter goes by.
  const dayText = (e: EntrySummary) => formatDate(shopDayInstant(e.postingDate), intlLocale(locale) as IntlLocale);
  const allColumns: DataTableColumn<EntrySummary>[] = [
    {
      key: 'number',
      header: t('entries.list.number'),
      cell: numberCell,
      width: 140,
    },
    {
      key: 'day',
      header: t('entries.list.postingDay'),
      cell: (e) => (
        <CellText nowrap>{dayText(e)}</CellText>
      ),
      width: 120,
    },
    {
      key: 'jeweller',
      header: t('entries.list.jeweller'),
      cell: (e) => <NameOverCode record={e.jeweller} />,
    },
    {
      key: 'category',
      header: t('entries.list.category'),
      cell: (e) => {
        const category = categoryOf(e.categoryId);
        return (
          <CellStack>
            <CellText>{category ? nameOf(category) : '—'}</CellText>
            <CellText size="xs" dimmed>
              {t(`entries.types.${e.type}`)}
            </CellText>
          </CellStack>
        );
      },
    },
    { key: 'state', header: t('entries.list.state'), cell: (e) => <EntryStateBadge state={e.state} />, width: 180 },
    { key: 'pieces', header: t('entries.list.pieces'), align: 'right', cell: (e) => <CellText>{e.pieceCount}</CellText>, width: 70 },
    weightColumn('issued', (e) => issuedMg(e)),
    weightColumn('returned', (e) => shownFigures(e).returnedMg),
    {
      key: 'loss',
      header: t('entries.list.loss'),
      align: 'right',
      cell: (e) => {
        const shown = shownFigures(e);
        return <EntryLossAgainstAllowance lossMg={shown.lossMg} centiPermille={shown.centiPermille} allowedLossPermille={e.allowedLossPermille} over={shown.over} align="right" />;
      },
    },
  ];


  return (
    <Stack gap="lg">
      <EntriesTabs />
      <PageTitle title={t(mine ? 'entries.list.myTitle' : 'entries.list.title')} subtitle={t(mine ? 'entries.list.mySubtitle' : 'entries.list.subtitle')} />
      {mine && <MyBenchSummary month={filters.month} />}
      {!mine && canAny(me, ['entries.accept']) && <AcceptQueue />}
      <Paper p={{ base: 'sm', sm: 'md' }} radius="lg" withBorder>
        <Stack gap="md">
          <Group gap="md" align="flex-end">
            {seesAll && (
              <EntryJewellerSelect
                label={t('entries.list.jeweller')}
                placeholder={t('entries.list.allJewellers')}
                clearable
                value={filters.jewellerHolderId ? Number(filters.jewellerHolderId) : null}
                onChange={(next) => setSearch({ jewellerHolderId: next ? String(next) : undefined, page: undefined })}
                w={{ base: '100%', sm: 260 }}
              />
            )}
            <Select
              label={t('entries.list.category')}
              placeholder={t('entries.list.allCategories')}
              data={(categories?.items ?? []).map((c) => ({ value: String(c.id), label: `${c.code} · ${nameOf(c)}` }))}
              value={filters.categoryId ?? null}
              onChange={(value) => setSearch({ categoryId: value ?? undefined, page: undefined })}
              searchable
              clearable
              w={filterWidth}
            />
            <Select
              label={t('entries.list.state')}
              placeholder={t('entries.list.allStates')}
              data={entryStates.map((state) => ({ value: state, label: t(`entries.states.${state}`) }))}
              value={filters.state ?? null}
              onChange={(value) => setSearch({ state: entryStates.find((state) => state === value), page: undefined })}
              clearable
              w={filterWidth}
            />
            <TextInput
              type="month"
              label={t('entries.list.month')}
              value={filters.month ?? ''}
              onChange={(event) => setSearch({ month: monthSchema.safeParse(event.currentTarget.value).data, page: undefined })}
              w={{ base: '100%', sm: 180 }}
            />
          </Group>
          {data && <EntriesTotals totals={data.totals} />}
          {!wide && (
            <EntryCards
              entries={data?.items ?? []}
              categoryName={(id) => {
                const category = categoryOf(id);
                return category ? nameOf(category) : undefined;
              }}
              jewellerName={seesAll ? (e) => nameOf(e.jeweller) : undefined}
              loading={isFetching && !data}
              page={page}
              pages={Math.max(1, Math.ceil((data?.total ?? 0) / entriesPageSize))}
              onPageChange={(next) => setSearch({ page: String(next) })}
            />
          )}
          {wide && (
            <DataTable
              columns={seesAll ? allColumns : allColumns.filter((c) => c.key !== 'jeweller')}
              {...pagedRows(data, { page, pageSize: entriesPageSize, fetching: isFetching, onPageChange: (next) => setSearch({ page: String(next) }) })}
              onRowClick={(e) => void navigate({ to: entryPath(e.id) })}
              emptyText={t('entries.list.empty')}
            />
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}

/** A phone's list: one card per entry, then the pages. */
function EntryCards({
  entries,
  categoryName,
  jewellerName,
  loading,
  page,
  pages,
  onPageChange,
}: {
  entries: readonly EntrySummary[];
  categoryName: (categoryId: number) => string | undefined;
  jewellerName: ((e: EntrySummary) => string) | undefined;
  loading: boolean;
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (loading)
    return (
      <Center py="xl">
        <Loader color="gold" type="dots" />
      </Center>
    );
  if (entries.length === 0)
    return (
      <Text c="dimmed" ta="center" py="lg">
        {t('entries.list.empty')}
      </Text>
    );
  return (
    <Stack gap="sm">
      {entries.map((e) => (
        <EntryCard key={e.id} entry={e} categoryName={categoryName(e.categoryId)} jewellerName={jewellerName?.(e)} />
      ))}
      {pages > 1 && (
        <Center>
          <Pagination value={page} total={pages} onChange={onPageChange} size="sm" siblings={0} />
        </Center>
      )}
    </Stack>
  );
}
