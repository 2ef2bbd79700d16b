import { useTranslation } from '../../../i18n/use-translation';
import type { PaymentMethod } from '../../../../shared/sales/tender';
import type { Currency } from '../../../../shared/units';
import { CellRow, CellStack, CellText } from '../../../ui/cell-text';
import { useSalesFormat } from './invoice-money';

const referenceStyle = { maxWidth: 140 } as const;

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
 * Plain cells (ui/cell-text.tsx): the payments journal shows it every row.
 */
export function PaymentTenders({ tenders, cashRoundingCents = 0 }: { tenders: readonly ShownTender[]; cashRoundingCents?: number }) {
  const { t } = useTranslation();
  const { money } = useSalesFormat();
  return (
    <CellStack gap={2}>
      {tenders.map((tender, index) => (
        <CellRow key={index} gap={6} data-tender={tender.isChange ? 'change' : tender.method}>
          <CellText size="xs" dimmed nowrap>
            {tender.isChange ? t('sales.payments.change') : t(`sales.common.paymentMethods.${tender.method}`)}
          </CellText>
          <CellText figures color={tender.amountMinor < 0 ? 'red.7' : undefined}>
            {money(tender.amountMinor, tender.currency)}
          </CellText>
          {tender.reference && (
            <CellText size="xs" dimmed truncate style={referenceStyle} title={tender.reference}>
              {tender.reference}
            </CellText>
          )}
        </CellRow>
      ))}
      {cashRoundingCents !== 0 && (
        <CellRow gap={6} data-tender="cash-rounding">
          <CellText size="xs" dimmed nowrap>
            {t('sales.payments.cashRounding')}
          </CellText>
          <CellText figures>{money(cashRoundingCents, 'USD')}</CellText>
        </CellRow>
      )}
    </CellStack>
  );
}

/** A payment's type as a small coloured word: a refund is money out. */
export const paymentTypeColors = { deposit: 'blue', payment: 'green', refund: 'red' } as const;
