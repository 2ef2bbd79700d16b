import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { EntryDetail, EntryPiece } from '../../../../shared/contracts/entries/entry';
import { entryActionsByState } from '../../../../shared/entries/entry-states';
import { canAny, useMe } from '../../platform/api/get-me';
import { EntryActionBar } from './entry-action-bar';
import { EntryPiecesTable, PieceReturnDialog } from './entry-pieces-table';
import { AcceptEntryForm, CloseEntryForm, SendBackEntryForm } from './entry-step-forms';

/**
 * An entry's pieces and the steps its state and the reader's permissions
 * allow, on one page: record returns (the bar at the bottom keeps it on
 * screen), close, then accept (confirmed) or send back, without leaving it.
 */
export function EntryWork({ entry, children }: { entry: EntryDetail; children?: ReactNode }) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const [returning, setReturning] = useState<EntryPiece | null>(null);
  const allowed = entryActionsByState[entry.state];
  const mayRecordReturn = allowed.includes('record_return') && canAny(me, ['entries.write', 'entries.own']);
  const mayClose = allowed.includes('close') && canAny(me, ['entries.write']);
  const mayJudge = canAny(me, ['entries.accept']);
  const steps = [
    mayClose && <CloseEntryForm key={`${entry.id}-close-${entry.state}`} entry={entry} mayAcceptOverLoss={canAny(me, ['entries.acceptOverLoss'])} />,
    allowed.includes('accept') && mayJudge && <AcceptEntryForm key={`${entry.id}-accept`} entry={entry} />,
    allowed.includes('send_back') && mayJudge && <SendBackEntryForm key={`${entry.id}-send-back`} entry={entry} />,
  ].filter(Boolean);
  return (
    <>
      <Paper p={{ base: 'sm', sm: 'lg' }} radius="lg" withBorder>
        <Stack gap="sm">
          <Title order={2} fz={18}>
            {t('entries.detail.piecesTitle', { count: entry.pieces.length })}
          </Title>
          <EntryPiecesTable entry={entry} onRecordReturn={mayRecordReturn ? setReturning : undefined} />
          {entry.state === 'in_progress' && (
            <Text size="sm" c="dimmed">
              {t('entries.detail.inProgressHint')}
            </Text>
          )}
        </Stack>
      </Paper>
      {children}
      {steps.length > 0 && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {steps}
        </SimpleGrid>
      )}
      {mayRecordReturn && <EntryActionBar entry={entry} onRecordReturn={setReturning} />}
      <PieceReturnDialog entry={entry} piece={returning} onClose={() => setReturning(null)} />
    </>
  );
}
