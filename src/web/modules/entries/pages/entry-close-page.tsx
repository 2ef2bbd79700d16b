import { Alert, Anchor, Box, Paper, Stack, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { EntryDetail } from '../../../../shared/contracts/entries/entry';
import { entryActionsByState } from '../../../../shared/entries/entry-states';
import { canAny, useMe } from '../../platform/api/get-me';
import { useFindEntryCategories } from '../api/find-entry-categories';
import { entryPath } from '../api/get-entry';
import { EntryHeader } from '../components/entry-header';
import { EntryLoader } from '../components/entry-loader';
import { EntryPiecesTable } from '../components/entry-pieces-table';
import { CloseEntryForm } from '../components/entry-step-forms';

/** `/entry/close/{id}`: one entry closed on a page of its own, its header and pieces above the close form. */
export function EntryClosePage() {
  return <EntryLoader>{(entry) => <EntryCloseView entry={entry} />}</EntryLoader>;
}

function EntryCloseView({ entry }: { entry: EntryDetail }) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const { data: categories } = useFindEntryCategories();
  const category = categories?.items.find((c) => c.id === entry.categoryId);
  const closable = entryActionsByState[entry.state].includes('close');
  const mayClose = closable && canAny(me, ['entries.write']);
  const mayRecordReturn = entryActionsByState[entry.state].includes('record_return') && canAny(me, ['entries.write', 'entries.own']);
  return (
    <Stack gap="lg">
      <EntryHeader entry={entry} category={category} backTo="/entry/list" />
      <Paper p="lg" radius="lg" withBorder>
        <Stack gap="sm">
          <Title order={2} fz={18}>
            {t('entries.detail.piecesTitle', { count: entry.pieces.length })}
          </Title>
          <EntryPiecesTable entry={entry} mayRecordReturn={mayRecordReturn} />
        </Stack>
      </Paper>
      {mayClose && (
        <Box maw={640}>
          <CloseEntryForm key={`${entry.id}-close-${entry.state}`} entry={entry} mayAcceptOverLoss={canAny(me, ['entries.acceptOverLoss'])} />
        </Box>
      )}
      {!mayClose && (
        <Alert color={closable ? 'gray' : 'blue'} icon={<IconInfoCircle size={18} />} title={t('entries.closeBatch.closePageNot')}>
          {t(
            closable
              ? 'entries.closeBatch.closePageNoRight'
              : entry.state === 'in_progress'
                ? 'entries.detail.inProgressHint'
                : 'entries.closeBatch.closePageDone',
            { state: t(`entries.states.${entry.state}`) },
          )}{' '}
          <Anchor component={Link} to={entryPath(entry.id)} size="sm">
            {t('entries.closeBatch.openEntry', { number: entry.number })}
          </Anchor>
        </Alert>
      )}
    </Stack>
  );
}
