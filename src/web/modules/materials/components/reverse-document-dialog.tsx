import { Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { MaterialDocument } from '../../../../shared/contracts/materials/material';
import { reverseDocumentBodySchema, type ReverseDocumentBody } from '../../../../shared/contracts/materials/reverse-document';
import { TextareaField } from '../../../ui';
import { useReverseDocument } from '../api/reverse-document';
import { MetalRefusal, useMetalDocumentForm } from './metal-lines-editor';
import { DialogActions } from '../../../ui/form-dialog';

export interface ReverseDocumentDialogProps {
  opened: boolean;
  document: MaterialDocument;
  onClose: () => void;
  /** The reversal slip just written. */
  onReversed: (reversal: MaterialDocument) => void;
}

function ReverseForm({ document, onClose, onReversed }: Omit<ReverseDocumentDialogProps, 'opened'>) {
  const { t } = useTranslation();
  const reverse = useReverseDocument();
  const form = useMetalDocumentForm({
    initial: { reason: '' },
    toBody: (values) => ({ reason: values.reason.trim() }),
    schema: reverseDocumentBodySchema,
  });

  const send = async () => {
    const reversal = await form.submit((body: ReverseDocumentBody, idempotencyKey) =>
      reverse.mutateAsync({ id: document.id, body, idempotencyKey }),
    );
    if (reversal) onReversed(reversal);
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <Stack gap="md">
        <Text size="sm">{t('materials.slip.reverseBody')}</Text>
        <TextareaField
          label={t('materials.slip.reverseReason')}
          required
          rows={3}
          maxLength={500}
          data-autofocus
          value={form.values.reason}
          onChange={(event) => form.set('reason', event.currentTarget.value)}
          error={form.errorOf('reason')}
        />
        <MetalRefusal error={form.refusal} otherFields={form.otherErrors((path) => path === 'reason')} />
        <DialogActions onCancel={onClose} submitLabel={t('materials.slip.reverseConfirm')} pending={form.pending} color="red" />
      </Stack>
    </form>
  );
}

/**
 * Asks for the reason of a reversal, then writes it (POST …/reverse with an
 * Idempotency-Key). The form starts afresh each time the dialog opens.
 */
export function ReverseDocumentDialog({ opened, document, onClose, onReversed }: ReverseDocumentDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('materials.slip.reverseTitle', { number: document.number })} centered radius="lg">
      <ReverseForm document={document} onClose={onClose} onReversed={onReversed} />
    </Modal>
  );
}
