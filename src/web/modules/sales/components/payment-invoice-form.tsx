import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import type { Invoice } from '../../../../shared/contracts/sales/invoice';
import { recordPaymentBodySchema, type PaymentType, type RecordPaymentResult } from '../../../../shared/contracts/sales/payment';
import { MoneyInput } from '../../../ui';
import { FormRefusal, useIdempotentForm } from '../../../ui/idempotent-form';
import { useRecordPayment } from '../api/record-payment';
import { useSalesFormat } from './invoice-money';
import { defaultAmountOf, maxAmountOf, tenderErrorsOf, tenderProblemOf } from './payment-rules';
import { emptyTenderRow, TenderRows, tendersOf, unconfirmedKhqr, useRielNote, type TenderRow } from './tender-rows';
import { PostingDateField, postingDateBody } from '../../../ui/posting-date-field';
import { FormCard } from '../../../ui/form-card';
import { ChoiceControl } from '../../../ui/choice-control';

export interface InvoicePaymentValues {
  type: PaymentType;
  amountCents: number | null;
  rows: TenderRow[];
  note: string;
  /** The money's posting day ('' or left out: today) and why it is earlier (PostingDateField). */
  postingDate?: string;
  postingDateReason?: string;
}

/** The body of a payment on one invoice: the invoice's branch and customer, one allocation. */
export function invoicePaymentBodyOf(invoice: Pick<Invoice, 'id' | 'branch' | 'customer'>, values: InvoicePaymentValues) {
  return {
    branchId: invoice.branch.id,
    customerId: invoice.customer?.id ?? null,
    type: values.type,
    allocations: values.amountCents ? [{ invoiceId: invoice.id, amountCents: values.amountCents }] : [],
    tenders: tendersOf(values.rows),
    note: values.note.trim(),
    ...postingDateBody({ postingDate: values.postingDate ?? '', postingDateReason: values.postingDateReason ?? '' }),
  };
}

const shownFields = (path: string) => path === 'type' || path === 'note' || path.startsWith('postingDate') || path.startsWith('allocations') || path.startsWith('tenders');

/**
 * Money for one invoice: a payment, a deposit or a refund; the amount starts
 * at the balance (or what a refund would give back); the tenders in any
 * methods and currencies at the day's rate; sent once per intended
 * payment (one Idempotency-Key kept across a retry), however often clicked.
 */
export function PaymentInvoiceForm({
  invoice,
  khrPerUsd,
  initialType,
  onDone,
}: {
  invoice: Invoice;
  /** The day's rate: the server values riel tenders at the rate in force when the money is taken. */
  khrPerUsd: number;
  initialType: PaymentType;
  onDone: (result: RecordPaymentResult) => void;
}) {
  const { t } = useTranslation();
  const { usd } = useSalesFormat();
  const record = useRecordPayment();
  const overMax = (v: InvoicePaymentValues) => (v.amountCents ?? 0) > maxAmountOf(invoice, v.type);
  const rielNote = useRielNote();
  const problemOf = (v: InvoicePaymentValues) => tenderProblemOf(v.type, v.amountCents ?? 0, tendersOf(v.rows), khrPerUsd, rielNote);
  const form = useIdempotentForm({
    initial: (): InvoicePaymentValues => ({ type: initialType, amountCents: defaultAmountOf(invoice, initialType), rows: [emptyTenderRow()], note: '' }),
    toBody: (values) => invoicePaymentBodyOf(invoice, values),
    schema: recordPaymentBodySchema,
    clearOnChange: 'all',
    // The contract allows a payment without allocation (a deposit kept as credit); this page pays this invoice.
    blocked: (values) => values.amountCents === null || problemOf(values) !== null || unconfirmedKhqr(values.rows) > 0 || overMax(values),
  });
  const { values } = form;
  const amountCents = values.amountCents ?? 0;
  const maxCents = maxAmountOf(invoice, values.type);
  const problem = problemOf(values);
  const khqrWaiting = unconfirmedKhqr(values.rows);

  const amountError =
    form.errorOf('allocations.0.amountCents') ??
    form.errorOf('allocations.0.invoiceId') ??
    form.errorOf('allocations') ??
    (form.tried && values.amountCents === null ? t('sales.payments.form.amountRequired') : undefined) ??
    (overMax(values) ? t('sales.payments.form.overMax', { max: usd(maxCents) }) : undefined);

  const send = async () => {
    const result = await form.submit((body, idempotencyKey) => record.mutateAsync({ body, idempotencyKey }));
    if (result) onDone(result);
  };

  return (
    <FormCard onSubmit={() => void send()} p="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('sales.payments.type')}
          </Text>
          <ChoiceControl
            value={values.type}
            disabled={form.pending}
            onChange={(next) => {
              const type = next as PaymentType;
              form.set('type', type);
              form.set('amountCents', defaultAmountOf(invoice, type));
            }}
            data={(['payment', 'deposit', 'refund'] as const).map((type) => ({ value: type, label: t(`sales.common.paymentTypes.${type}`) }))}
            data-testid="payment-type"
          />
          <Text size="xs" c="dimmed">
            {t(`sales.payments.form.typeHint.${values.type}`)}
          </Text>
        </Stack>
        <MoneyInput
          label={t(values.type === 'refund' ? 'sales.payments.form.refundAmount' : 'sales.payments.form.amount')}
          currency="USD"
          khrPerUsd={khrPerUsd}
          value={values.amountCents}
          onChange={(cents) => form.set('amountCents', cents)}
          error={amountError}
          disabled={form.pending}
          withAsterisk
          data-testid="payment-amount"
        />
      </SimpleGrid>
      <TenderRows
        value={values.rows}
        onChange={(rows) => form.set('rows', rows)}
        dueCents={amountCents}
        khrPerUsd={khrPerUsd}
        errors={tenderErrorsOf(form.errorOf, values.rows.length)}
        khqrBillNumber={values.type === 'refund' ? undefined : invoice.number}
        disabled={form.pending}
      />
      {form.tried && problem && (
        <Text size="sm" c="red.7" role="alert">
          {t(`sales.payments.form.problems.${problem}`)}
        </Text>
      )}
      {form.tried && khqrWaiting > 0 && (
        <Text size="sm" c="red.7" role="alert">
          {t('sales.common.tender.khqrNotReceived')}
        </Text>
      )}
      <TextInput
        label={t('sales.payments.form.note')}
        value={values.note}
        maxLength={500}
        onChange={(event) => form.set('note', event.currentTarget.value)}
        error={form.errorOf('note')}
        disabled={form.pending}
      />
      <PostingDateField form={form} />
      <FormRefusal error={form.refusal} otherFields={form.otherErrors(shownFields)} title={t('sales.payments.form.refused')} />
      <Group justify="flex-end">
        <Button type="submit" loading={form.pending} color={values.type === 'refund' ? 'red' : undefined} leftSection={<IconCash size={18} />} data-testid="payment-submit">
          {t(`sales.payments.form.submit.${values.type}`, { amount: usd(amountCents) })}
        </Button>
      </Group>
    </FormCard>
  );
}
