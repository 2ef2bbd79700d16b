import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { adjustInvoiceBodySchema, type Invoice } from '../../../../shared/contracts/sales/invoice';
import { showSnackbar } from '../../../shell/snackbar';
import { GrowingTextarea, MoneyInput } from '../../../ui';
import { FormRefusal, useIdempotentForm } from '../../../ui/idempotent-form';
import { useAdjustInvoice } from '../api/adjust-invoice';
import { ChoiceControl } from '../../../ui/choice-control';

type NoteKind = 'credit_note' | 'debit_note';

interface NoteValues {
  kind: NoteKind;
  amountCents: number | null;
  reason: string;
}

const emptyNote = (): NoteValues => ({ kind: 'credit_note', amountCents: null, reason: '' });

/**
 * A credit note (the customer owes less: a price corrected, a piece taken
 * back) or a debit note (more), in USD at the original invoice's rate, with
 * a reason. The note is an invoice of its own and the original shows it.
 */
export function InvoiceAdjustDialog({ invoice, opened, onClose }: { invoice: Invoice; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const adjust = useAdjustInvoice();
  const form = useIdempotentForm({
    initial: emptyNote,
    toBody: (values) => ({ kind: values.kind, amountCents: values.amountCents ?? 0, reason: values.reason.trim() }),
    schema: adjustInvoiceBodySchema,
  });
  const close = () => {
    form.reset(emptyNote());
    onClose();
  };
  const send = async () => {
    const adjusted = await form.submit((body, idempotencyKey) => adjust.mutateAsync({ id: invoice.id, body, idempotencyKey }));
    if (!adjusted) return;
    const note = adjusted.notes.reduce<(typeof adjusted.notes)[number] | null>((latest, n) => (latest === null || n.id > latest.id ? n : latest), null);
    showSnackbar({ type: 'success', message: t('sales.invoices.adjust.done', { number: note?.number ?? adjusted.number }) });
    close();
  };

  return (
    <Modal opened={opened} onClose={close} title={t('sales.invoices.adjust.title', { number: invoice.number })} centered radius="lg">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <Stack gap="md">
          <ChoiceControl
            fullWidth
            value={form.values.kind}
            onChange={(kind) => form.set('kind', kind as NoteKind)}
            data={(['credit_note', 'debit_note'] as const).map((kind) => ({ value: kind, label: t(`sales.common.invoiceKinds.${kind}`) }))}
          />
          <Text size="sm" c="dimmed">
            {t(form.values.kind === 'credit_note' ? 'sales.invoices.adjust.creditHint' : 'sales.invoices.adjust.debitHint')}
          </Text>
          <MoneyInput
            label={t('sales.invoices.adjust.amount')}
            currency="USD"
            khrPerUsd={invoice.khrPerUsd}
            value={form.values.amountCents}
            onChange={(amountCents) => form.set('amountCents', amountCents)}
            error={form.errorOf('amountCents')}
            withAsterisk
            data-autofocus
          />
          <GrowingTextarea
            label={t('sales.invoices.adjust.reason')}
            value={form.values.reason}
            onChange={(event) => form.set('reason', event.currentTarget.value)}
            error={form.errorOf('reason')}
            maxLength={500}
            withAsterisk
          />
          <FormRefusal error={form.refusal} otherFields={form.otherErrors(['kind', 'amountCents', 'reason'])} title={t('sales.invoices.adjust.refused')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('sales.invoices.adjust.cancel')}
            </Button>
            <Button type="submit" loading={form.pending}>
              {t(form.values.kind === 'credit_note' ? 'sales.invoices.adjust.submitCredit' : 'sales.invoices.adjust.submitDebit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
