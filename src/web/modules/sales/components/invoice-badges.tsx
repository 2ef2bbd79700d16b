import { Badge } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { InvoiceKind } from '../../../../shared/contracts/sales/invoice';
import type { InvoiceState, PaymentState } from '../../../../shared/sales/payment-state';

/** Spec §9's colours: over due date red (error), partially paid orange (warning), paid green (success). */
export const paymentStateColors: Readonly<Record<PaymentState, string>> = {
  unpaid: 'gray',
  pending_payment: 'blue',
  partially_paid: 'orange',
  paid: 'green',
  over_due_date: 'red',
  voided: 'dark',
};

export const invoiceStateColors: Readonly<Record<InvoiceState, string>> = {
  issued: 'navy',
  adjusted: 'grape',
  voided: 'dark',
};

export function PaymentStateBadge({ state }: { state: PaymentState }) {
  const { t } = useTranslation();
  return (
    <Badge color={paymentStateColors[state]} variant="light" style={{ whiteSpace: 'nowrap', flexShrink: 0 }} maw="none" styles={{ label: { overflow: 'visible' } }} data-payment-state={state} data-tone={paymentStateColors[state]}>
      {t(`sales.common.paymentStates.${state}`)}
    </Badge>
  );
}

export function InvoiceStateBadge({ state }: { state: InvoiceState }) {
  const { t } = useTranslation();
  return (
    <Badge color={invoiceStateColors[state]} variant={state === 'voided' ? 'filled' : 'outline'} style={{ whiteSpace: 'nowrap', flexShrink: 0 }} maw="none" styles={{ label: { overflow: 'visible' } }} data-invoice-state={state}>
      {t(`sales.common.invoiceStates.${state}`)}
    </Badge>
  );
}

/** A credit or debit note says so; a plain invoice needs no badge. */
export function InvoiceKindBadge({ kind }: { kind: InvoiceKind }) {
  const { t } = useTranslation();
  if (kind === 'invoice') return null;
  return (
    <Badge color={kind === 'credit_note' ? 'teal' : 'orange'} variant="dot" style={{ whiteSpace: 'nowrap' }}>
      {t(`sales.common.invoiceKinds.${kind}`)}
    </Badge>
  );
}

const statesStyle = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 4, minWidth: 96 } as const;

/**
 * Both states of an invoice; a voided invoice owes nothing, so its payment
 * state (voided too) is not shown twice beside it. In a list,
 * `quietIssued` leaves the usual "issued" out so adjusted and voided stand out.
 */
export function InvoiceStates({ state, paymentState, quietIssued = false }: { state: InvoiceState; paymentState: PaymentState; quietIssued?: boolean }) {
  return (
    // A plain row, not Mantine's Group: a list shows it every row (ui/cell-text.tsx).
    <div style={statesStyle}>
      {!(quietIssued && state === 'issued') && <InvoiceStateBadge state={state} />}
      {state !== 'voided' && <PaymentStateBadge state={paymentState} />}
    </div>
  );
}
