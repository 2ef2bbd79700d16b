import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { PaymentMethod } from '../../../../shared/sales/tender';
import type { Currency } from '../../../../shared/units';
import { moneyStyle, useSalesFormat } from './invoice-money';

export interface ShownTender {
  method: PaymentMethod;
  currency: Currency;
  /** Signed: the change given back (and a refund paid out) is negative. */
  amountMinor: number;
  isChange: boolean;
  reference?: string;
}

/**
 * What was handed over, one line per method and currency; the change given back is shown negative; the
 * payment's cash rounding (riel cash to the note, USD cents) as a line of its own when there is one.
 */
export function PaymentTenders({ tenders, cashRoundingCents = 0 }: { tenders: readonly ShownTender[]; cashRoundingCents?: number }) {
  const { t } = useTranslation();
  const { money } = useSalesFormat();
  return (
    <Stack gap={2}>
      {tenders.map((tender, index) => (
        <Group key={index} gap={6} wrap="nowrap" data-tender={tender.isChange ? 'change' : tender.method}>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {tender.isChange ? t('sales.payments.change') : t(`sales.common.paymentMethods.${tender.method}`)}
          </Text>
          <Text size="sm" style={moneyStyle} c={tender.amountMinor < 0 ? 'red.7' : undefined}>
            {money(tender.amountMinor, tender.currency)}
          </Text>
          {tender.reference && (
            <Text size="xs" c="dimmed" truncate maw={140} title={tender.reference}>
              {tender.reference}
            </Text>
          )}
        </Group>
      ))}
      {cashRoundingCents !== 0 && (
        <Group gap={6} wrap="nowrap" data-tender="cash-rounding">
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {t('sales.payments.cashRounding')}
          </Text>
          <Text size="sm" style={moneyStyle}>
            {money(cashRoundingCents, 'USD')}
          </Text>
        </Group>
      )}
    </Stack>
  );
}

/** A payment's type as a small coloured word: a refund is money out. */
export const paymentTypeColors = { deposit: 'blue', payment: 'green', refund: 'red' } as const;
