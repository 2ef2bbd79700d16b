import { Alert, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconReceiptRefund } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { Invoice } from '../../../../shared/contracts/sales/invoice';
import { isApiError } from '../../../shell/http';
import { newIdempotencyKey } from '../../../shell/idempotency-key';
import { showSnackbar } from '../../../shell/snackbar';
import { useVoidInvoice } from '../api/void-invoice';
import { invoicePaymentTarget } from './invoice-paths';
import { ButtonLink, GrowingTextarea } from '../../../ui';
import { DialogActions } from '../../../ui/form-dialog';

/**
 * Voids an invoice (owner): a reason is required; the pieces go back to
 * stock. The server refuses (409) while payments stand on it: its message is
 * shown, with the way out, a refund.
 */
export function InvoiceVoidDialog({ invoice, opened, onClose }: { invoice: Invoice; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const voiding = useVoidInvoice();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const close = () => {
    setIdempotencyKey(newIdempotencyKey());
    setReason('');
    setTried(false);
    voiding.reset();
    onClose();
  };
  const missing = tried && reason.trim() === '' ? t('sales.invoices.void.reasonRequired') : undefined;
  const refusal = isApiError(voiding.error) && !voiding.error.hasFieldErrors ? voiding.error : null;
  const fieldError = isApiError(voiding.error) ? voiding.error.fields?.reason : undefined;
  const standingPayments = refusal?.status === 409 && (refusal.code === 'sales.refundFirst' || invoice.paidCents !== 0);
  const refund = invoicePaymentTarget(invoice.id, 'refund');

  const send = () => {
    setTried(true);
    if (reason.trim() === '' || voiding.isPending) return;
    voiding.mutate(
      { id: invoice.id, body: { reason: reason.trim() }, idempotencyKey },
      {
        onSuccess: () => {
          showSnackbar({ type: 'success', message: t('sales.invoices.void.done', { number: invoice.number }) });
          close();
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={t('sales.invoices.void.title', { number: invoice.number })} centered radius="lg">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t('sales.invoices.void.body')}</Text>
          <GrowingTextarea
            label={t('sales.invoices.void.reason')}
            placeholder={t('sales.invoices.void.reasonHint')}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              if (voiding.error) {
                // Refused for good (another reason is another request); a 409 on the key itself meant "still running".
                if (isApiError(voiding.error) && voiding.error.status >= 400 && voiding.error.status < 500) setIdempotencyKey(newIdempotencyKey());
                voiding.reset();
              }
            }}
            maxLength={500}
            withAsterisk
            error={missing ?? fieldError}
            data-autofocus
          />
          {refusal && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={t('sales.invoices.void.refused')} role="alert">
              <Stack gap="xs">
                <Text size="sm">{refusal.message}</Text>
                {standingPayments && (
                  <Group>
                    <ButtonLink {...refund} size="xs" variant="light" color="red" leftSection={<IconReceiptRefund size={16} />}>
                      {t('sales.invoices.void.refund')}
                    </ButtonLink>
                  </Group>
                )}
              </Stack>
            </Alert>
          )}
          <DialogActions
            onCancel={close}
            cancelLabel={t('sales.invoices.void.cancel')}
            submitLabel={t('sales.invoices.void.submit')}
            pending={voiding.isPending}
            color="red"
          />
        </Stack>
      </form>
    </Modal>
  );
}
