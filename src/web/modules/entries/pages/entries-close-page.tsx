import { Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconFileUnknown, IconPrinter } from '@tabler/icons-react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import type { CloseBatch } from '../../../../shared/contracts/entries/entry-close-batch';
import { intlLocale } from '../../../../shared/units';
import { formatPostingDay } from '../../../i18n/format';
import type { IntlLocale } from '../../../i18n/locale';
import { CenteredMessage } from '../../../shell/centered-message';
import { AnchorLink, DataTable, pagedRows, type DataTableColumn, SheetLanguagePicker, useSheetLanguage, useUiLocale } from '../../../ui';
import { canAny, useMe } from '../../platform/api/get-me';
import { closeBatchListQuery, useFindCloseBatches } from '../api/find-close-batches';
import { useFindEntryCategories } from '../api/find-entry-categories';
import { closeBatchSheetPath, useGetCloseBatch } from '../api/get-close-batch';
import { CloseBatchSheet, entriesSheetClasses } from '../components/close-batch-sheet';
import { EntryJewellerSelect } from '../components/entry-jeweller-select';
import { EntriesTabs } from '../components/entries-tabs';
import { WeightText } from '../../../ui/weight-text';
import { PageTitle } from '../../../ui/page-title';
import { NameOverCode } from '../../../ui/code-and-names';
import { useScreenQuery } from '../../../ui/use-screen-query';
import { BackLink } from '../../../ui/back-link';
import { AddRecordLink } from '../../../ui/list-toolbar';

const route = getRouteApi('/entries-close');

/** `/entries-close`: the close sheets (`EC-…`), newest first (`?jewellerHolderId=&page=`); `?id=` shows one, printable. */
export function EntriesClosePage() {
  const { id } = route.useSearch();
  return id ? <CloseBatchView id={Number(id)} /> : <CloseBatchList />;
}

function CloseBatchList() {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const navigate = route.useNavigate();
  const search = route.useSearch();
  const { data: me } = useMe();
  const wide = useScreenQuery('(min-width: 48em)');
  const { jewellerHolderId } = search;
  const page = Number(search.page ?? 1);
  const query = closeBatchListQuery(search);
  const sheetsPageSize = query.pageSize;
  const { data, isFetching } = useFindCloseBatches(query);
  const setSearch = (next: { jewellerHolderId?: string | undefined; page?: string | undefined }) =>
    void navigate({ search: { jewellerHolderId, ...next }, replace: true });
  const weightColumn = (key: 'issued' | 'returned' | 'loss', mg: (b: CloseBatch) => number): DataTableColumn<CloseBatch> => ({
    key,
    header: t(`entries.list.${key}`),
    align: 'right',
    cell: (b) => <WeightText mg={mg(b)} align="right" />,
  });
  // The sheet's posting day (a back-dated one's own), with the time it was written when that is the same day.
  const dayText = (b: CloseBatch) => formatPostingDay(b.postingDate, b.createdAt, intlLocale(locale) as IntlLocale);
  const allColumns: DataTableColumn<CloseBatch>[] = [
    {
      key: 'number',
      header: t('entries.list.number'),
      cell: (b) => (
        <AnchorLink {...closeBatchSheetPath(b.id)} fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
          {b.number}
        </AnchorLink>
      ),
      width: 140,
    },
    {
      key: 'jeweller',
      header: t('entries.list.jeweller'),
      cell: (b) => <NameOverCode record={b.jeweller} />,
    },
    {
      key: 'day',
      header: t('entries.list.postingDay'),
      cell: (b) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {dayText(b)}
        </Text>
      ),
      width: 120,
    },
    { key: 'entries', header: t('entries.closeBatch.entries'), align: 'right', cell: (b) => <Text size="sm">{b.entryCount}</Text>, width: 80 },
    weightColumn('issued', (b) => b.issuedMg),
    weightColumn('returned', (b) => b.returnedMg),
    weightColumn('loss', (b) => b.lossMg),
  ];
  /** A phone keeps number (the day under it), jeweller and loss: the table fits without scrolling sideways. */
  const phoneColumns: DataTableColumn<CloseBatch>[] = [
    {
      key: 'number',
      header: t('entries.list.number'),
      cell: (b) => (
        <Stack gap={2}>
          <AnchorLink {...closeBatchSheetPath(b.id)} fw={600} size="sm" style={{ whiteSpace: 'nowrap' }}>
            {b.number}
          </AnchorLink>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {dayText(b)}
          </Text>
        </Stack>
      ),
    },
    ...allColumns.filter((c) => ['jeweller', 'loss'].includes(c.key)),
  ];
  const columns = wide ? allColumns : phoneColumns;

  return (
    <Stack gap="lg">
      <EntriesTabs />
      <PageTitle title={t('entries.closeBatch.title')} subtitle={t('entries.closeBatch.subtitle')}>
        {canAny(me, ['entries.write']) && <AddRecordLink to="/entries-close-add" label={t('entries.closeBatch.add')} />}
      </PageTitle>
      <Paper p="md" radius="lg" withBorder>
        <Stack gap="md">
          {canAny(me, ['entries.read']) && (
            <EntryJewellerSelect
              label={t('entries.list.jeweller')}
              placeholder={t('entries.list.allJewellers')}
              clearable
              value={jewellerHolderId ? Number(jewellerHolderId) : null}
              onChange={(next) => setSearch({ jewellerHolderId: next ? String(next) : undefined, page: undefined })}
              w={{ base: '100%', sm: 280 }}
            />
          )}
          <DataTable
            columns={columns}
            {...pagedRows(data, { page, pageSize: sheetsPageSize, fetching: isFetching, onPageChange: (next) => setSearch({ page: String(next) }) })}
            onRowClick={(b) => void navigate(closeBatchSheetPath(b.id))}
            emptyText={t('entries.closeBatch.empty')}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}

function CloseBatchView({ id }: { id: number }) {
  const { t } = useTranslation();
  const { language, setLanguage, sheetT } = useSheetLanguage();
  const { data: batch, isPending } = useGetCloseBatch(id);
  const { data: categories } = useFindEntryCategories();
  const back = (
    <BackLink to="/entries-close" label={t('entries.closeBatch.backToSheets')} />
  );
  if (isPending)
    return (
      <Center mih="40dvh">
        <Loader color="gold" type="dots" />
      </Center>
    );
  if (!batch)
    return (
      <CenteredMessage
        icon={<IconFileUnknown size={36} />}
        title={t('entries.closeBatch.notFound', { id })}
        actions={
          <Button component={Link} to="/entries-close" variant="light">
            {t('entries.closeBatch.backToSheets')}
          </Button>
        }
      />
    );
  return (
    <Stack gap="md">
      <Group justify="space-between" className={entriesSheetClasses.noPrint}>
        {back}
        <Group gap="md">
          <SheetLanguagePicker label={t('entries.closeBatch.sheetLanguage')} value={language} onChange={setLanguage} />
          <Button leftSection={<IconPrinter size={18} />} onClick={() => window.print()}>
            {t('entries.closeBatch.print')}
          </Button>
        </Group>
      </Group>
      <CloseBatchSheet batch={batch} categories={categories?.items ?? []} language={language} t={sheetT} />
    </Stack>
  );
}
