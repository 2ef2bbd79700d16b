import { Button, Center, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useQueries } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { EntryDetail, EntrySummary } from '../../../../shared/contracts/entries/entry';
import { createCloseBatchBodySchema, maxBatchEntries } from '../../../../shared/contracts/entries/entry-close-batch';
import { showSnackbar } from '../../../shell/snackbar';
import { canAny, useMe } from '../../platform/api/get-me';
import { FormRefusal, useIdempotentForm } from '../../../ui/idempotent-form';
import { PostingDateField, postingDateBody, todayPosting, type PostingDateValues } from '../../../ui/posting-date-field';
import { useCreateCloseBatch } from '../api/create-close-batch';
import { useFindEntries } from '../api/find-entries';
import { useFindEntryCategories } from '../api/find-entry-categories';
import { closeBatchSheetPath } from '../api/get-close-batch';
import { getEntryQueryOptions } from '../api/get-entry';
import { closeLineFigures } from '../components/close-batch-figures';
import { CloseBatchLinesTable, emptyCloseLine, lineReturnedMg, type CloseLineValue } from '../components/close-batch-lines-table';
import { EntryJewellerSelect } from '../components/entry-jeweller-select';
import { EntriesTabs } from '../components/entries-tabs';
import { PageTitle } from '../../../ui/page-title';
import { FormCard } from '../../../ui/form-card';
import { BackLink } from '../../../ui/back-link';

/** `/entries-close-add`: a jeweller's tray closed at once (`?jewellerHolderId=`), one close sheet for all of it. */
export function EntriesCloseAddPage() {
  const { t } = useTranslation();
  const route = getRouteApi('/entries-close-add');
  const navigate = route.useNavigate();
  const { jewellerHolderId } = route.useSearch();

  return (
    <Stack gap="lg">
      <EntriesTabs />
      <BackLink to="/entries-close" label={t('entries.closeBatch.backToSheets')} />
      <PageTitle title={t('entries.closeBatch.addTitle')} subtitle={t('entries.closeBatch.addSubtitle')} />
      <Paper p="md" radius="lg" withBorder>
        <EntryJewellerSelect
          label={t('entries.list.jeweller')}
          placeholder={t('entries.closeBatch.pickJeweller')}
          value={jewellerHolderId ? Number(jewellerHolderId) : null}
          onChange={(next) => void navigate({ search: { jewellerHolderId: next ? String(next) : undefined }, replace: true })}
          w={{ base: '100%', sm: 320 }}
          data-autofocus
        />
      </Paper>
      {jewellerHolderId && <CloseTray key={jewellerHolderId} jewellerHolderId={Number(jewellerHolderId)} />}
    </Stack>
  );
}

/** Closable first, then those sent back, each newest first (as the list gives them). */
function useClosableEntries(jewellerHolderId: number) {
  const query = { jewellerHolderId, pageSize: maxBatchEntries } as const;
  const closable = useFindEntries({ ...query, state: 'closable' });
  const returned = useFindEntries({ ...query, state: 'returned' });
  const entries: EntrySummary[] = [...(closable.data?.items ?? []), ...(returned.data?.items ?? [])].filter(
    (entry) => entry.jeweller.id === jewellerHolderId,
  );
  return { entries, loading: !closable.data || !returned.data };
}

/** The pieces' returned weights summed, when every piece was weighed: the line's first guess, as on the one-entry close form. */
const piecesReturnedMgOf = (entry: EntryDetail): number | null =>
  entry.pieces.every((p) => p.returnedMg !== null) ? entry.pieces.reduce((sum, p) => sum + (p.returnedMg ?? 0), 0) : null;

/** The ticked entries' pieces, asked once each line is ticked. */
function usePiecesReturned(entryIds: readonly number[]): Record<number, number | null> {
  const details = useQueries({ queries: entryIds.map((id) => getEntryQueryOptions(id)) });
  return Object.fromEntries(details.flatMap((detail) => (detail.data ? [[detail.data.id, piecesReturnedMgOf(detail.data)]] : [])));
}

interface TrayValues extends PostingDateValues {
  lines: Record<number, CloseLineValue>;
  note: string;
}

function CloseTray({ jewellerHolderId }: { jewellerHolderId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: me } = useMe();
  const mayAcceptOverLoss = canAny(me, ['entries.acceptOverLoss']);
  const { entries, loading } = useClosableEntries(jewellerHolderId);
  const { data: categories } = useFindEntryCategories();
  const allowedOf = (entry: EntrySummary) => categories?.items.find((c) => c.id === entry.categoryId)?.allowedLossPermille;
  const create = useCreateCloseBatch();
  const lineOf = (values: TrayValues, entry: EntrySummary) => values.lines[entry.id] ?? emptyCloseLine;
  const [tickedIds, setTickedIds] = useState<number[]>([]);
  const piecesReturnedMg = usePiecesReturned(tickedIds);
  const returnedOf = (values: TrayValues, entry: EntrySummary) => lineReturnedMg(lineOf(values, entry), piecesReturnedMg[entry.id]);
  const form = useIdempotentForm({
    initial: (): TrayValues => ({ lines: {}, note: '', ...todayPosting }),
    toBody: (values) => ({
      jewellerHolderId,
      note: values.note.trim(),
      ...postingDateBody(values),
      entries: entries
        .filter((entry) => lineOf(values, entry).ticked)
        .map((entry) => {
          const line = lineOf(values, entry);
          const reason = line.reason.trim();
          return { entryId: entry.id, returnedMg: returnedOf(values, entry), ...(reason ? { overAllowanceReason: reason } : {}) };
        }),
    }),
    schema: createCloseBatchBodySchema,
    clearOnChange: 'all',
    // The owner's reason is needed on every line over its allowance; without it the server would refuse the whole sheet.
    blocked: (values) =>
      mayAcceptOverLoss &&
      entries.some((entry) => {
        const line = lineOf(values, entry);
        return line.ticked && line.reason.trim() === '' && closeLineFigures(entry, allowedOf(entry), returnedOf(values, entry)).over;
      }),
  });
  const setLines = (lines: Record<number, CloseLineValue>) => {
    form.set('lines', lines);
    // Once asked, an entry's pieces stay asked: unticking and ticking again asks nothing more.
    const ticked = Object.entries(lines).flatMap(([id, line]) => (line.ticked ? [Number(id)] : []));
    setTickedIds((was) => (ticked.every((id) => was.includes(id)) ? was : [...was, ...ticked.filter((id) => !was.includes(id))]));
  };
  const setLine = (entryId: number, next: CloseLineValue) => setLines({ ...form.values.lines, [entryId]: next });
  const tickAll = (ticked: boolean) => setLines(Object.fromEntries(entries.map((entry) => [entry.id, { ...lineOf(form.values, entry), ticked }])));
  const tickedCount = entries.filter((entry) => lineOf(form.values, entry).ticked).length;
  const refusedNumber =
    form.refusal?.code === 'entries.lossTooMuch' ? (entries.find((entry) => form.refusal?.message.includes(entry.number))?.number ?? null) : null;

  const send = async () => {
    const batch = await form.submit((body, idempotencyKey) => create.mutateAsync({ body, idempotencyKey }));
    if (!batch) return;
    showSnackbar({ type: 'success', message: t('entries.closeBatch.created', { number: batch.number, count: batch.entryCount }) });
    void navigate(closeBatchSheetPath(batch.id));
  };

  if (loading)
    return (
      <Center mih="20dvh">
        <Loader color="gold" type="dots" />
      </Center>
    );
  return (
    <FormCard onSubmit={() => void send()} p="md">
      <Stack gap={2}>
        <Title order={2} fz={18}>
          {t('entries.closeBatch.linesTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('entries.closeBatch.linesHint')}
        </Text>
      </Stack>
      {entries.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('entries.closeBatch.nothingToClose')}
        </Text>
      ) : (
        <CloseBatchLinesTable
          entries={entries}
          categories={categories?.items ?? []}
          values={form.values.lines}
          piecesReturnedMg={piecesReturnedMg}
          onChange={setLine}
          onTickAll={tickAll}
          mayAcceptOverLoss={mayAcceptOverLoss}
          errorOf={form.errorOf}
          tried={form.tried}
          refusedNumber={refusedNumber}
        />
      )}
      <TextInput
        label={t('entries.detail.note')}
        maxLength={500}
        value={form.values.note}
        onChange={(event) => form.set('note', event.currentTarget.value)}
        error={form.errorOf('note')}
      />
      <PostingDateField form={form} />
      <FormRefusal
        error={form.refusal}
        otherFields={form.otherErrors((path) => /^entries\.\d+\.(returnedMg|overAllowanceReason)$/.test(path) || ['note', 'postingDate', 'postingDateReason'].includes(path))}
        title={t('entries.detail.refused')}
      />
      {form.tried && tickedCount === 0 && (
        <Text size="sm" c="red.7">
          {t('entries.closeBatch.tickOne')}
        </Text>
      )}
      <Group justify="flex-end">
        <Button type="submit" loading={form.pending} disabled={entries.length === 0} leftSection={<IconLock size={18} />}>
          {t('entries.closeBatch.submit', { count: tickedCount })}
        </Button>
      </Group>
    </FormCard>
  );
}
