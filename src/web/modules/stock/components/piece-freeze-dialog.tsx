import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { JewelryPiece } from '../../../../shared/contracts/stock/jewelry-piece';
import { useFreezePiece } from '../api/freeze-piece';
import { GrowingTextarea } from '../../../ui';

/** Freezes a piece (a hold for a customer, a check: it cannot be sold, moved or cancelled) or unfreezes it, with a note why. */
export function PieceFreezeDialog({ piece, onClose }: { piece: JewelryPiece | null; onClose: () => void }) {
  const { t } = useTranslation();
  const freeze = useFreezePiece();
  const [note, setNote] = useState('');
  const frozen = !(piece?.frozen ?? false);
  const close = () => {
    setNote('');
    freeze.reset();
    onClose();
  };
  return (
    <Modal opened={piece !== null} onClose={close} title={t(frozen ? 'stock.pieces.freezeTitle' : 'stock.pieces.unfreezeTitle', { code: piece?.code ?? '' })} centered radius="lg">
      <Stack gap="md">
        <Text size="sm">{t(frozen ? 'stock.pieces.freezeBody' : 'stock.pieces.unfreezeBody')}</Text>
        <GrowingTextarea label={t('stock.pieces.note')} value={note} onChange={(event) => setNote(event.currentTarget.value)} maxLength={500} data-autofocus />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('stock.pieces.cancel')}
          </Button>
          <Button
            color={frozen ? 'blue' : 'teal'}
            loading={freeze.isPending}
            onClick={() => piece && freeze.mutate({ id: piece.id, body: { frozen, note: note.trim() } }, { onSuccess: close })}
          >
            {t(frozen ? 'stock.pieces.freeze' : 'stock.pieces.unfreeze')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
