import { Button, Group, Stack, Switch, Text } from '@mantine/core';
import { IconPackageImport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EntryDetail, EntryPiece } from '../../../../shared/contracts/entries/entry';
import { recordPieceReturnBodySchema } from '../../../../shared/contracts/entries/entry-steps';
import { formatGrams } from '../../../../shared/units';
import { useUiLocale, WeightInput } from '../../../ui';
import { FormRefusal, useIdempotentForm } from '../../platform/components/idempotent-form';
import { useRecordPieceReturn } from '../api/record-piece-return';
import { entryStepDone } from './entry-step-forms';

const shownFields = ['returnedMg', 'hasStones', 'assembled'] as const;

/**
 * A piece's return information: its weight, whether stones were set, whether
 * it was assembled. Photos are not asked here yet: a category with a strict
 * photo flag refuses the return, and the refusal says so.
 */
export function PieceReturnForm({ entry, piece, onDone }: { entry: EntryDetail; piece: EntryPiece; onDone: () => void }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const record = useRecordPieceReturn();
  const form = useIdempotentForm({
    initial: { returnedMg: piece.returnedMg, hasStones: piece.hasStones, assembled: piece.assembled },
    toBody: (v) => v,
    schema: recordPieceReturnBodySchema,
  });
  const send = async () => {
    const next = await form.submit((body, idempotencyKey) =>
      record.mutateAsync({ entryId: entry.id, pieceId: piece.id, body, idempotencyKey }),
    );
    if (next) {
      entryStepDone(t, next);
      onDone();
    }
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
        <Text size="sm" c="dimmed">
          {t('entries.detail.returnHint', { description: piece.description, issued: formatGrams(piece.issuedMg, locale) })}
        </Text>
        <WeightInput
          label={t('entries.detail.returnedWeight')}
          data-autofocus
          value={form.values.returnedMg}
          onChange={(mg) => form.set('returnedMg', mg)}
          error={form.errorOf('returnedMg')}
        />
        <Switch
          label={t('entries.detail.hasStones')}
          checked={form.values.hasStones}
          onChange={(event) => form.set('hasStones', event.currentTarget.checked)}
          error={form.errorOf('hasStones')}
        />
        <Switch
          label={t('entries.detail.assembled')}
          checked={form.values.assembled}
          onChange={(event) => form.set('assembled', event.currentTarget.checked)}
          error={form.errorOf('assembled')}
        />
        <FormRefusal error={form.refusal} otherFields={form.otherErrors(shownFields)} title={t('entries.detail.refused')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('entries.detail.cancel')}
          </Button>
          <Button type="submit" loading={form.pending} leftSection={<IconPackageImport size={18} />}>
            {t('entries.detail.returnSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
