import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EntryDetail } from '../../../../shared/contracts/entries/entry';
import { entryActionsByState } from '../../../../shared/entries/entry-states';
import { canAny, useMe } from '../../platform/api/get-me';
import { useFindEntryCategories } from '../api/find-entry-categories';
import { EntryHeader } from '../components/entry-header';
import { EntryLinks } from '../components/entry-links';
import { EntryLoader } from '../components/entry-loader';
import { EntryPiecesTable } from '../components/entry-pieces-table';
import { AcceptEntryForm, CloseEntryForm, SendBackEntryForm } from '../components/entry-step-forms';
import { RepairIntakeCard } from '../components/repair-intake-card';

/** `/entry-detail-{id}`: the entry, its pieces, and the steps its state and the reader's permissions allow. */
export function EntryDetailPage() {
  return <EntryLoader>{(entry) => <EntryView entry={entry} />}</EntryLoader>;
}

function EntryView({ entry }: { entry: EntryDetail }) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const { data: categories } = useFindEntryCategories();
  const category = categories?.items.find((c) => c.id === entry.categoryId);
  const allowed = entryActionsByState[entry.state];
  const seesAll = canAny(me, ['entries.read']);
  const mayRecordReturn = allowed.includes('record_return') && canAny(me, ['entries.write', 'entries.own']);
  const mayClose = allowed.includes('close') && canAny(me, ['entries.write']);
  const mayJudge = canAny(me, ['entries.accept']);
  const steps = [
    mayClose && (
      <CloseEntryForm key={`${entry.id}-close-${entry.state}`} entry={entry} mayAcceptOverLoss={canAny(me, ['entries.acceptOverLoss'])} />
    ),
    allowed.includes('accept') && mayJudge && <AcceptEntryForm key={`${entry.id}-accept`} entry={entry} />,
    allowed.includes('send_back') && mayJudge && <SendBackEntryForm key={`${entry.id}-send-back`} entry={entry} />,
  ].filter(Boolean);
  return (
    <Stack gap="lg">
      <EntryHeader entry={entry} category={category} backTo={seesAll ? '/entry/list' : '/entry/jeweller'} />
      <EntryLinks entry={entry} mayEdit={canAny(me, ['entries.write'])} />
      <RepairIntakeCard entry={entry} mayHandOver={canAny(me, ['entries.write'])} />
      <Paper p="lg" radius="lg" withBorder>
        <Stack gap="sm">
          <Title order={2} fz={18}>
            {t('entries.detail.piecesTitle', { count: entry.pieces.length })}
          </Title>
          <EntryPiecesTable entry={entry} mayRecordReturn={mayRecordReturn} />
          {entry.state === 'in_progress' && (
            <Text size="sm" c="dimmed">
              {t('entries.detail.inProgressHint')}
            </Text>
          )}
        </Stack>
      </Paper>
      {steps.length > 0 && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {steps}
        </SimpleGrid>
      )}
    </Stack>
  );
}
