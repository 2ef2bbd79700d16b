import type { TFunction } from '../../../i18n/translator';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconCheck, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { EntryDetail } from '../../../../shared/contracts/entries/entry';
import { acceptEntryBodySchema, closeEntryBodySchema, sendBackEntryBodySchema } from '../../../../shared/contracts/entries/entry-steps';
import { issuedMg } from '../../../../shared/entries/entry-loss';
import { formatGrams } from '../../../../shared/units';
import { showSnackbar } from '../../../shell/snackbar';
import { TextareaField, useUiLocale, WeightInput, NoteField } from '../../../ui';
import { useIdempotentForm } from '../../../ui/idempotent-form';
import { useAcceptEntry } from '../api/accept-entry';
import { useCloseEntry } from '../api/close-entry';
import { useSendBackEntry } from '../api/send-back-entry';
import { allowedLossText } from './allowed-loss';
import { shownFigures } from './entry-figures';
import { EntryLossAgainstAllowance } from './entry-loss-badge';
import { lossPermilleText } from './entry-loss-text';
import { EntryStepCard } from './entry-step-card';
import { PostingDateField, postingDateBody, todayPosting, notedPosting } from '../../../ui/posting-date-field';

export function entryStepDone(t: TFunction, entry: EntryDetail) {
  showSnackbar({ type: 'success', message: t('entries.detail.stepDone', { number: entry.number, state: t(`entries.states.${entry.state}`) }) });
}

/** What the pieces came back weighing, when every piece was weighed: the close form's first guess. */
const piecesReturnedMg = (entry: EntryDetail): number | null =>
  entry.pieces.every((p) => p.returnedMg !== null) ? entry.pieces.reduce((sum, p) => sum + (p.returnedMg ?? 0), 0) : null;

/**
 * Closes the entry with what came back. Over the allowance the server answers
 * 422 `entries.lossTooMuch`; someone allowed to accept it (the owner) then
 * sees a reason field, and the close is sent again with the reason.
 */
export function CloseEntryForm({ entry, mayAcceptOverLoss }: { entry: EntryDetail; mayAcceptOverLoss: boolean }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const close = useCloseEntry();
  const [overLoss, setOverLoss] = useState(false);
  const withReason = overLoss && mayAcceptOverLoss;
  const form = useIdempotentForm({
    initial: () => ({ returnedMg: piecesReturnedMg(entry), reason: '', ...todayPosting }),
    toBody: (v) => ({ returnedMg: v.returnedMg, ...(withReason ? { overAllowanceReason: v.reason.trim() } : {}), ...postingDateBody(v) }),
    schema: closeEntryBodySchema,
    clearOnChange: 'all',
  });
  // The refusal clears as soon as a value changes; the reason field stays once the loss was found too much.
  if (form.refusal?.code === 'entries.lossTooMuch' && !overLoss) setOverLoss(true);
  const send = async () => {
    const next = await form.submit((body, idempotencyKey) => close.mutateAsync({ entryId: entry.id, body, idempotencyKey }));
    if (next) entryStepDone(t, next);
  };
  return (
    <EntryStepCard
      title={t('entries.detail.closeTitle')}
      hint={t('entries.detail.closeHint', { issued: formatGrams(issuedMg(entry), locale) })}
      form={form}
      fields={['returnedMg', 'overAllowanceReason', 'postingDate', 'postingDateReason']}
      submitLabel={t(withReason ? 'entries.detail.closeAcceptSubmit' : 'entries.detail.closeSubmit')}
      icon={<IconLock size={18} />}
      color={withReason ? 'orange' : undefined}
      onSubmit={() => void send()}
      after={
        withReason && (
          <TextareaField
            label={t('entries.detail.overAllowanceReason')}
            description={t('entries.detail.overAllowanceHint')}
            required
            rows={2}
            maxLength={500}
            value={form.values.reason}
            onChange={(event) => form.set('reason', event.currentTarget.value)}
            error={form.errorOf('overAllowanceReason')}
          />
        )
      }
    >
      <WeightInput
        label={t('entries.detail.returnedWeight')}
        required
        data-autofocus
        value={form.values.returnedMg}
        onChange={(mg) => form.set('returnedMg', mg)}
        error={form.errorOf('returnedMg')}
        w={{ base: '100%', sm: 240 }}
      />
      <PostingDateField form={form} />
    </EntryStepCard>
  );
}

/** Waiting to accept → back to the jeweller, with why. */
export function SendBackEntryForm({ entry }: { entry: EntryDetail }) {
  const { t } = useTranslation();
  const sendBack = useSendBackEntry();
  const form = useIdempotentForm({
    ...notedPosting,
    schema: sendBackEntryBodySchema,
  });
  const send = async () => {
    const next = await form.submit((body, idempotencyKey) => sendBack.mutateAsync({ entryId: entry.id, body, idempotencyKey }));
    if (next) entryStepDone(t, next);
  };
  return (
    <EntryStepCard
      title={t('entries.detail.sendBackTitle')}
      hint={t('entries.detail.sendBackHint')}
      form={form}
      fields={['note', 'postingDate', 'postingDateReason']}
      submitLabel={t('entries.detail.sendBackSubmit')}
      icon={<IconArrowBackUp size={18} />}
      color="red"
      onSubmit={() => void send()}
    >
      <NoteField form={form} label={t('entries.detail.note')} />
      <PostingDateField form={form} />
    </EntryStepCard>
  );
}

/** Waiting to accept → accepted: the loss is posted, once the manager confirms it in a dialog that names the loss against the allowance. */
export function AcceptEntryForm({ entry }: { entry: EntryDetail }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const accept = useAcceptEntry();
  const [asking, setAsking] = useState(false);
  const form = useIdempotentForm({ initial: todayPosting, toBody: (v) => postingDateBody(v), schema: acceptEntryBodySchema });
  const shown = shownFigures(entry);
  const send = async () => {
    const next = await form.submit((body, idempotencyKey) => accept.mutateAsync({ entryId: entry.id, body, idempotencyKey }));
    setAsking(false);
    if (next) entryStepDone(t, next);
  };
  return (
    <>
      <EntryStepCard
        title={t('entries.detail.acceptTitle')}
        hint={t('entries.detail.acceptHint')}
        form={form}
        fields={['postingDate', 'postingDateReason']}
        submitLabel={t('entries.detail.acceptSubmit')}
        icon={<IconCheck size={18} />}
        color="teal"
        onSubmit={() => setAsking(true)}
      >
        <EntryLossAgainstAllowance lossMg={shown.lossMg} centiPermille={shown.centiPermille} allowedLossPermille={entry.allowedLossPermille} over={shown.over} />
        <PostingDateField form={form} />
      </EntryStepCard>
      <Modal opened={asking} onClose={() => setAsking(false)} title={t('entries.bench.acceptConfirmTitle', { number: entry.number })} centered radius="lg">
        <Stack gap="lg">
          <Text>
            {t('entries.bench.acceptConfirmBody', {
              loss: formatGrams(shown.lossMg, locale),
              permille: lossPermilleText(shown.centiPermille, locale),
              allowed: allowedLossText(t, entry.allowedLossPermille, locale),
            })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)}>
              {t('entries.detail.cancel')}
            </Button>
            <Button color="teal" loading={form.pending} leftSection={<IconCheck size={18} />} onClick={() => void send()} data-testid="accept-confirm">
              {t('entries.bench.acceptConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
