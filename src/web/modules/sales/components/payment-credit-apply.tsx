import { Alert, Button, Group, Text } from '@mantine/core';
import { IconPigMoney } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { Invoice } from '../../../../shared/contracts/sales/invoice';
import { newIdempotencyKey } from '../../../shell/idempotency-key';
import { showSnackbar } from '../../../shell/snackbar';
import { useApplyCredit } from '../api/apply-credit';
import { useCustomer } from '../api/get-customer';
import { useSalesFormat } from './invoice-money';

/** What of a customer's credit (deposits not yet on an invoice) can go on this invoice: no more than either. */
export const usableCreditCents = (creditCents: number, balanceCents: number): number => Math.max(0, Math.min(creditCents, balanceCents));

/**
 * On `/invoice/payment`: a customer who left a deposit earlier has credit;
 * one click puts it on this invoice (prepaid), no money handed over; the
 * payment form below then starts again at the new balance (`onApplied`).
 */
export function PaymentCreditApply({ invoice, onApplied }: { invoice: Invoice; onApplied: () => void }) {
  const { t } = useTranslation();
  const format = useSalesFormat();
  const { data } = useCustomer(invoice.customer?.id ?? null);
  const apply = useApplyCredit();
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const creditCents = data?.customer.creditCents ?? 0;
  const usable = usableCreditCents(creditCents, invoice.balanceCents);
  if (!invoice.customer || usable === 0) return null;
  const customerId = invoice.customer.id;
  return (
    <Alert color="teal" variant="light" icon={<IconPigMoney size={18} />} data-credit-cents={creditCents}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t('sales.payments.credit.has', { name: invoice.customer.name, credit: format.usd(creditCents) })}</Text>
        <Button
          color="teal"
          loading={apply.isPending}
          onClick={() =>
            apply.mutate(
              { body: { customerId, allocations: [{ invoiceId: invoice.id, amountCents: usable }] }, idempotencyKey },
              {
                onSuccess: () => {
                  setIdempotencyKey(newIdempotencyKey());
                  onApplied();
                  showSnackbar({ type: 'success', message: t('sales.payments.credit.done', { amount: format.usd(usable), number: invoice.number }) });
                },
              },
            )
          }
        >
          {t('sales.payments.credit.apply', { amount: format.usd(usable) })}
        </Button>
      </Group>
    </Alert>
  );
}
