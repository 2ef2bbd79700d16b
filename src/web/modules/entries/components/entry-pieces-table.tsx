import { Badge, Button, Group, Modal, Table, Text } from '@mantine/core';
import { IconPackageImport } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntryDetail, EntryPiece } from '../../../../shared/contracts/entries/entry';
import { EntryWeight } from './entry-weight';
import { PieceReturnForm } from './piece-return-form';

/** The pieces handed over, what came back of each, and each one's part of the loss once the entry is closed. */
export function EntryPiecesTable({ entry, mayRecordReturn }: { entry: EntryDetail; mayRecordReturn: boolean }) {
  const { t } = useTranslation();
  const [returning, setReturning] = useState<EntryPiece | null>(null);
  return (
    <>
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="xs" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('entries.detail.description')}</Table.Th>
              <Table.Th ta="right">{t('entries.detail.issued')}</Table.Th>
              <Table.Th>{t('entries.detail.returnedState')}</Table.Th>
              <Table.Th ta="right">{t('entries.detail.returnedWeight')}</Table.Th>
              <Table.Th ta="right">{t('entries.detail.lossShare')}</Table.Th>
              {mayRecordReturn && <Table.Th />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entry.pieces.map((piece) => (
              <Table.Tr key={piece.id}>
                <Table.Td>
                  <Text size="sm">{piece.description}</Text>
                </Table.Td>
                <Table.Td>
                  <EntryWeight mg={piece.issuedMg} align="right" />
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Badge color={piece.returned ? 'teal' : 'gray'} variant="light" style={{ whiteSpace: 'nowrap' }}>
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
                </Table.Td>
                <Table.Td>
                  <EntryWeight mg={piece.returnedMg} align="right" />
                </Table.Td>
                <Table.Td>
                  <EntryWeight mg={piece.lossShareMg} align="right" />
                </Table.Td>
                {mayRecordReturn && (
                  <Table.Td ta="right">
                    <Button size="xs" variant="light" leftSection={<IconPackageImport size={14} />} onClick={() => setReturning(piece)}>
                      {t(piece.returned ? 'entries.detail.returnAgain' : 'entries.detail.recordReturn')}
                    </Button>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Modal opened={returning !== null} onClose={() => setReturning(null)} title={t('entries.detail.returnTitle')} centered>
        {returning && <PieceReturnForm key={returning.id} entry={entry} piece={returning} onDone={() => setReturning(null)} />}
      </Modal>
    </>
  );
}
