import { Alert, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { RecordPaymentResult } from '../../../../shared/contracts/sales/payment';
import { moneyStyle, useSalesFormat } from './invoice-money';
import { PaymentTenders } from './payment-tenders';
import { handsChangeBack } from '../../../../shared/sales/tender';

/** After a payment: its number, what it was worth, what was handed over, and the change to give back in dollars and riel (none on a refund: the money goes out). */
export function PaymentResult({ result, children, actions }: { result: RecordPaymentResult; children?: ReactNode; actions?: ReactNode }) {
  const { t } = useTranslation();
  const { usd, riel } = useSalesFormat();
  const { payment, change } = result;
  return (
    <Alert color="green" variant="light" radius="lg" icon={<IconCircleCheck size={22} />} title={t('sales.payments.result.title', { number: payment.number })} data-payment-result={payment.number}>
      <Stack gap="sm">
        <Group gap="xl" align="flex-start" wrap="wrap">
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {t(`sales.common.paymentTypes.${payment.type}`)}
            </Text>
            <Text fw={700} style={moneyStyle} fz="lg">
              {usd(payment.amountCents)}
            </Text>
          </Stack>
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {t('sales.payments.tenders')}
            </Text>
            <PaymentTenders tenders={payment.tenders} cashRoundingCents={payment.cashRoundingCents} />
          </Stack>
          {payment.type !== 'refund' && (
            <Stack gap={2} data-figure="change">
              <Text size="xs" c="dimmed">
                {t('sales.payments.result.change')}
              </Text>
              {handsChangeBack(change) ? (
                <Text fw={700} style={moneyStyle} fz="lg">
                  {t('sales.payments.result.changeParts', { usd: usd(change.usdCents), riel: riel(change.riel) })}
                </Text>
              ) : (
                <Text fw={600}>{t('sales.payments.result.noChange')}</Text>
              )}
            </Stack>
          )}
        </Group>
        {children}
        {actions && <Group gap="sm">{actions}</Group>}
      </Stack>
    </Alert>
  );
}
