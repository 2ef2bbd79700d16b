import { Badge, Button, Group, Modal, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconPackageImport } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import type { EntryDetail, EntryPiece } from '../../../../shared/contracts/entries/entry';
import { PieceReturnForm } from './piece-return-form';
import { WeightText } from '../../../ui/weight-text';
import { useScreenQuery } from '../../../ui/use-screen-query';

/** The piece's own loss once weighed (before the close), then its share of the entry's loss. */
const pieceLoss = (piece: EntryPiece) => piece.lossShareMg ?? piece.lossMg;

function PieceBadges({ piece }: { piece: EntryPiece }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="wrap">
      <Badge color={piece.returned ? 'teal' : 'gray'} variant="light" style={{ whiteSpace: 'nowrap', overflow: 'visible' }}>
        {t(piece.returned ? 'entries.detail.pieceReturned' : 'entries.detail.pieceOut')}
      </Badge>
      {piece.hasStones && (
        <Badge color="grape" variant="outline" size="sm">
          {t('entries.detail.stonesBadge')}
        </Badge>
      )}
      {piece.assembled && (
        <Badge color="blue" variant="outline" size="sm">
          {t('entries.detail.assembledBadge')}
        </Badge>
      )}
    </Group>
  );
}

function ReturnButton({ piece, onRecordReturn }: { piece: EntryPiece; onRecordReturn: (piece: EntryPiece) => void }) {
  const { t } = useTranslation();
  return (
    <Button size="xs" variant="light" leftSection={<IconPackageImport size={14} />} onClick={() => onRecordReturn(piece)}>
      {t(piece.returned ? 'entries.detail.returnAgain' : 'entries.detail.recordReturn')}
    </Button>
  );
}

/**
 * The pieces handed over, what came back of each and its loss at once (its
 * share of the entry's loss once closed): a table on a desktop, cards on a phone.
 */
export function EntryPiecesTable({ entry, onRecordReturn }: { entry: EntryDetail; onRecordReturn?: ((piece: EntryPiece) => void) | undefined }) {
  const { t } = useTranslation();
  const wide = useScreenQuery('(min-width: 48em)');
  const closed = entry.returnedMg !== null;
  const lossLabel = t(closed ? 'entries.detail.lossShare' : 'entries.bench.pieceLoss');
  if (!wide)
    return (
      <Stack gap="sm">
        {entry.pieces.map((piece) => (
          <Paper key={piece.id} p="sm" radius="md" withBorder data-testid="entry-piece">
            <Stack gap="xs">
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Text size="sm" fw={600}>
                  {piece.description}
                </Text>
                <PieceBadges piece={piece} />
              </Group>
              <SimpleGrid cols={3} spacing="xs">
                <Stack gap={0}>
                  <Text size="xs" c="dimmed">
                    {t('entries.detail.issued')}
                  </Text>
                  <WeightText mg={piece.issuedMg} />
                </Stack>
                <Stack gap={0}>
                  <Text size="xs" c="dimmed">
                    {t('entries.detail.returned')}
                  </Text>
                  <WeightText mg={piece.returnedMg} />
                </Stack>
                <Stack gap={0}>
                  <Text size="xs" c="dimmed">
                    {lossLabel}
                  </Text>
                  <WeightText mg={pieceLoss(piece)} />
                </Stack>
              </SimpleGrid>
              {onRecordReturn && (
                <Group justify="flex-end">
                  <ReturnButton piece={piece} onRecordReturn={onRecordReturn} />
                </Group>
              )}
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  return (
    <Table verticalSpacing="xs" striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('entries.detail.description')}</Table.Th>
          <Table.Th ta="right">{t('entries.detail.issued')}</Table.Th>
          <Table.Th>{t('entries.detail.returnedState')}</Table.Th>
          <Table.Th ta="right">{t('entries.detail.returnedWeight')}</Table.Th>
          <Table.Th ta="right">{lossLabel}</Table.Th>
          {onRecordReturn && <Table.Th />}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entry.pieces.map((piece) => (
          <Table.Tr key={piece.id} data-testid="entry-piece">
            <Table.Td>
              <Text size="sm">{piece.description}</Text>
            </Table.Td>
            <Table.Td>
              <WeightText mg={piece.issuedMg} align="right" />
            </Table.Td>
            <Table.Td>
              <PieceBadges piece={piece} />
            </Table.Td>
            <Table.Td>
              <WeightText mg={piece.returnedMg} align="right" />
            </Table.Td>
            <Table.Td>
              <WeightText mg={pieceLoss(piece)} align="right" />
            </Table.Td>
            {onRecordReturn && (
              <Table.Td ta="right">
                <ReturnButton piece={piece} onRecordReturn={onRecordReturn} />
              </Table.Td>
            )}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * The return dialog for one piece: full screen on a phone, so the camera and
 * the save button are in reach; top-aligned elsewhere, so a hint or a photo
 * appearing as the jeweller types does not move the fields under their finger.
 */
export function PieceReturnDialog({ entry, piece, onClose }: { entry: EntryDetail; piece: EntryPiece | null; onClose: () => void }) {
  const { t } = useTranslation();
  const wide = useScreenQuery('(min-width: 48em)');
  return (
    <Modal opened={piece !== null} onClose={onClose} title={t('entries.detail.returnTitle')} fullScreen={!wide}>
      {piece && <PieceReturnForm key={piece.id} entry={entry} piece={piece} onDone={onClose} />}
    </Modal>
  );
}
