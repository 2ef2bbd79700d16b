import { Anchor, Box, Button, Checkbox, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import type { InvoiceSummary } from '../../../../shared/contracts/sales/invoice';
import { recordPaymentBodySchema, type RecordPaymentResult } from '../../../../shared/contracts/sales/payment';
import { MoneyInput } from '../../../ui';
import { useAllBranches } from '../../platform/api/find-branches';
import { FormRefusal, useIdempotentForm } from '../../../ui/idempotent-form';
import { useLocalName } from '../../../ui/local-name';
import { useRecordPayment } from '../api/record-payment';
import { PaymentStateBadge } from './invoice-badges';
import { moneyStyle, useSalesFormat } from './invoice-money';
import { invoicePath } from './invoice-paths';
import { groupAllocationsOf, tenderErrorsOf, tenderProblemOf, type TickedAmounts } from './payment-rules';
import { emptyTenderRow, TenderRows, tendersOf, unconfirmedKhqr, useRielNote, type TenderRow } from './tender-rows';
import { PostingDateField, postingDateBody } from '../../../ui/posting-date-field';

export interface GroupPaymentValues {
  ticked: TickedAmounts;
  rows: TenderRow[];
  branchId: number | null;
  note: string;
  /** The money's posting day ('' or left out: today) and why it is earlier (PostingDateField). */
  postingDate?: string;
  postingDateReason?: string;
}

/** The body of one payment over the ticked invoices of one customer. */
export function groupPaymentBodyOf(customerId: number, invoices: readonly InvoiceSummary[], values: GroupPaymentValues) {
  return {
    branchId: values.branchId ?? 0,
    customerId,
    type: 'payment' as const,
    allocations: groupAllocationsOf(invoices, values.ticked).allocations,
    tenders: tendersOf(values.rows),
    note: values.note.trim(),
    ...postingDateBody({ postingDate: values.postingDate ?? '', postingDateReason: values.postingDateReason ?? '' }),
  };
}

/** A ticked invoice's amount is missing, or more than it owes. */
function rowProblem(invoice: InvoiceSummary, ticked: TickedAmounts): 'missing' | 'over' | null {
  if (!(invoice.id in ticked)) return null;
  const amount = ticked[invoice.id];
  if (amount === null || amount === undefined || amount <= 0) return 'missing';
  return amount > invoice.balanceCents ? 'over' : null;
}

const shownFields = (path: string) => path === 'branchId' || path === 'note' || path.startsWith('postingDate') || path.startsWith('allocations') || path.startsWith('tenders');

/**
 * Several invoices of one customer paid at once: tick them, each amount
 * starts at its balance and may be lowered; the money in any methods and
 * currencies covers their sum; one payment, one Idempotency-Key.
 */
export function PaymentGroupForm({
  customerId,
  invoices,
  khrPerUsd,
  defaultBranchId,
  onDone,
}: {
  customerId: number;
  /** The customer's invoices that still owe something. */
  invoices: readonly InvoiceSummary[];
  khrPerUsd: number;
  defaultBranchId: number | null;
  onDone: (result: RecordPaymentResult) => void;
}) {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const format = useSalesFormat();
  const record = useRecordPayment();
  const { data: branches } = useAllBranches();
  const rielNote = useRielNote();
  const form = useIdempotentForm({
    initial: (): GroupPaymentValues => ({ ticked: {}, rows: [emptyTenderRow()], branchId: defaultBranchId, note: '' }),
    toBody: (values) => groupPaymentBodyOf(customerId, invoices, values),
    schema: recordPaymentBodySchema,
    clearOnChange: 'all',
    blocked: (values) => {
      const { allocations, totalCents } = groupAllocationsOf(invoices, values.ticked);
      return (
        allocations.length === 0 ||
        invoices.some((invoice) => rowProblem(invoice, values.ticked) !== null) ||
        tenderProblemOf('payment', totalCents, tendersOf(values.rows), khrPerUsd, rielNote) !== null ||
        unconfirmedKhqr(values.rows) > 0
      );
    },
  });
  const { values } = form;
  const { allocations, totalCents } = groupAllocationsOf(invoices, values.ticked);
  const problem = tenderProblemOf('payment', totalCents, tendersOf(values.rows), khrPerUsd, rielNote);
  const allTicked = invoices.length > 0 && invoices.every((invoice) => invoice.id in values.ticked);
  const someTicked = invoices.some((invoice) => invoice.id in values.ticked);

  const tick = (invoice: InvoiceSummary, on: boolean) => {
    const next: Record<number, number | null> = { ...values.ticked };
    if (on) next[invoice.id] = invoice.balanceCents;
    else delete next[invoice.id];
    form.set('ticked', next);
  };
  const setAmount = (invoice: InvoiceSummary, amountCents: number | null) => form.set('ticked', { ...values.ticked, [invoice.id]: amountCents });
  /** The server names an allocation by its place among those sent. */
  const serverErrorOf = (invoice: InvoiceSummary) => {
    const index = allocations.findIndex((allocation) => allocation.invoiceId === invoice.id);
    return index < 0 ? undefined : (form.errorOf(`allocations.${index}.amountCents`) ?? form.errorOf(`allocations.${index}.invoiceId`));
  };
  const rowError = (invoice: InvoiceSummary) => {
    const found = rowProblem(invoice, values.ticked);
    if (found === 'over') return t('sales.payments.form.overMax', { max: format.usd(invoice.balanceCents) });
    if (found === 'missing' && form.tried) return t('sales.payments.form.amountRequired');
    return serverErrorOf(invoice);
  };

  const send = async () => {
    const result = await form.submit((body, idempotencyKey) => record.mutateAsync({ body, idempotencyKey }));
    if (result) onDone(result);
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
        <Paper p="md" radius="lg" withBorder>
          <Stack gap="sm">
            <Group justify="space-between" gap="sm">
              <Title order={2} fz={18}>
                {t('sales.payments.group.invoices', { count: invoices.length })}
              </Title>
              <Checkbox
                label={t('sales.payments.group.tickAll')}
                checked={allTicked}
                indeterminate={someTicked && !allTicked}
                disabled={form.pending || invoices.length === 0}
                onChange={(event) => {
                  const on = event.currentTarget.checked;
                  form.set('ticked', on ? Object.fromEntries(invoices.map((invoice) => [invoice.id, invoice.balanceCents])) : {});
                }}
              />
            </Group>
            <Stack gap={0}>
              {invoices.map((invoice) => {
                const on = invoice.id in values.ticked;
                return (
                  <Group
                    key={invoice.id}
                    gap="sm"
                    py="xs"
                    align="flex-start"
                    wrap="wrap"
                    data-invoice={invoice.number}
                    data-ticked={on || undefined}
                    style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
                  >
                    <Checkbox
                      mt={4}
                      aria-label={t('sales.payments.group.tick', { number: invoice.number })}
                      checked={on}
                      disabled={form.pending}
                      onChange={(event) => tick(invoice, event.currentTarget.checked)}
                    />
                    <Stack gap={2} align="flex-start" style={{ flex: '1 1 180px' }}>
                      <Anchor component={Link} to={invoicePath(invoice.id)} ff="monospace" fw={600} size="sm">
                        {invoice.number}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {format.date(invoice.issuedAt)}
                        {invoice.dueDate ? ` · ${t('sales.invoices.list.dueDate')} ${format.day(invoice.dueDate)}` : ''}
                      </Text>
                      <PaymentStateBadge state={invoice.paymentState} />
                    </Stack>
                    <Stack gap={0} align="flex-end" style={{ flex: '0 0 auto' }}>
                      <Text size="sm" fw={600} style={moneyStyle}>
                        {format.usd(invoice.balanceCents)}
                      </Text>
                      <Text size="xs" c="dimmed" style={moneyStyle}>
                        {t('sales.invoices.list.ofTotal', { total: format.usd(invoice.payableCents) })}
                      </Text>
                    </Stack>
                    <Box style={{ flex: '1 1 180px', maxWidth: 220 }} ml="auto">
                      {on && (
                        <MoneyInput
                          aria-label={t('sales.payments.group.amountOf', { number: invoice.number })}
                          placeholder={t('sales.payments.group.amount')}
                          currency="USD"
                          khrPerUsd={khrPerUsd}
                          value={values.ticked[invoice.id] ?? null}
                          onChange={(amountCents) => setAmount(invoice, amountCents)}
                          error={rowError(invoice)}
                          disabled={form.pending}
                          size="xs"
                        />
                      )}
                    </Box>
                  </Group>
                );
              })}
            </Stack>
            <Group justify="space-between" data-figure="allocated">
              <Text size="sm" c="dimmed">
                {t('sales.payments.group.ticked', { count: allocations.length })}
              </Text>
              <Text fw={700} style={moneyStyle} data-allocated-cents={totalCents}>
                {format.usd(totalCents)}
              </Text>
            </Group>
            {form.tried && allocations.length === 0 && (
              <Text size="sm" c="red.7" role="alert">
                {t('sales.payments.group.tickOne')}
              </Text>
            )}
          </Stack>
        </Paper>
        <Paper p="md" radius="lg" withBorder>
          <Stack gap="md">
            <Select
              label={t('sales.payments.branch')}
              data={(branches?.items ?? []).map((branch) => ({ value: String(branch.id), label: `${branch.code} · ${nameOf(branch)}` }))}
              value={values.branchId === null ? null : String(values.branchId)}
              onChange={(value) => form.set('branchId', value ? Number(value) : null)}
              error={form.errorOf('branchId')}
              disabled={form.pending}
              withAsterisk
              w={{ base: '100%', sm: 260 }}
            />
            <TenderRows
              value={values.rows}
              onChange={(rows) => form.set('rows', rows)}
              dueCents={totalCents}
              khrPerUsd={khrPerUsd}
              errors={tenderErrorsOf(form.errorOf, values.rows.length)}
              disabled={form.pending}
            />
            {form.tried && problem && (
              <Text size="sm" c="red.7" role="alert">
                {t(`sales.payments.form.problems.${problem}`)}
              </Text>
            )}
            {form.tried && unconfirmedKhqr(values.rows) > 0 && (
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
              <Button type="submit" loading={form.pending} leftSection={<IconCash size={18} />} data-testid="payment-submit">
                {t('sales.payments.group.submit', { count: allocations.length, amount: format.usd(totalCents) })}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    </form>
  );
}
