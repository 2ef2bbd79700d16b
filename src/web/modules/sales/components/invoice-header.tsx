import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { Invoice } from '../../../../shared/contracts/sales/invoice';
import { useUiLocale } from '../../../ui';
import { useLocalName } from '../../../ui/local-name';
import { InvoiceKindBadge, InvoiceStates } from './invoice-badges';
import { InvoiceCustomer } from './invoice-customer';
import { moneyStyle, useSalesFormat } from './invoice-money';
import { invoicePath } from './invoice-paths';
import { vatRateText } from './invoice-vat-lines';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}

/** Who, where, when and at which rate: the invoice's head, with its states. */
export function InvoiceHeader({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const format = useSalesFormat();
  const locale = useUiLocale();
  return (
    <Paper p="lg" radius="lg" withBorder>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4}>
            <Group gap="sm" align="center">
              <Title order={1} fz={{ base: 20, sm: 26 }} ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                {invoice.number}
              </Title>
              <InvoiceKindBadge kind={invoice.kind} />
            </Group>
            {invoice.originalInvoice && (
              <Text size="sm">
                {t('sales.invoices.detail.noteOf')}{' '}
                <Anchor component={Link} to={invoicePath(invoice.originalInvoice.id)} ff="monospace" fw={600}>
                  {invoice.originalInvoice.number}
                </Anchor>
              </Text>
            )}
          </Stack>
          <InvoiceStates state={invoice.state} paymentState={invoice.paymentState} />
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md" verticalSpacing="sm">
          <Field label={t('sales.invoices.detail.customer')}>
            <InvoiceCustomer customer={invoice.customer} />
          </Field>
          <Field label={t('sales.invoices.detail.branch')}>
            <Text size="sm">
              {invoice.branch.code} · {nameOf(invoice.branch)}
            </Text>
          </Field>
          <Field label={t('sales.invoices.detail.seller')}>
            <Text size="sm">{invoice.seller ? `${invoice.seller.code} · ${nameOf(invoice.seller)}` : '—'}</Text>
          </Field>
          <Field label={t('sales.invoices.detail.issuedAt')}>
            <Text size="sm">{format.dateTime(invoice.issuedAt)}</Text>
            {invoice.issuedBy && (
              <Text size="xs" c="dimmed">
                {t('sales.invoices.detail.by', { name: invoice.issuedBy })}
              </Text>
            )}
          </Field>
          <Field label={t('sales.invoices.detail.dueDate')}>
            <Text size="sm" c={invoice.paymentState === 'over_due_date' && invoice.state !== 'voided' ? 'red.7' : undefined} fw={invoice.paymentState === 'over_due_date' ? 600 : undefined}>
              {invoice.dueDate ? format.day(invoice.dueDate) : t('sales.invoices.detail.dueAtOnce')}
            </Text>
          </Field>
          <Field label={t('sales.invoices.detail.rate')}>
            <Text size="sm" style={moneyStyle}>
              {t('sales.common.exchangeRate', { rate: format.riel(invoice.khrPerUsd) })}
            </Text>
          </Field>
          <Field label={t('sales.invoices.detail.vat')}>
            <Text size="sm" data-testid="invoice-vat-rate">
              {invoice.vatRateBp === null ? t('sales.invoices.detail.noVat') : t('sales.invoices.detail.vatRate', { rate: vatRateText(invoice.vatRateBp, locale) })}
            </Text>
          </Field>
          {invoice.note && (
            <Field label={t('sales.invoices.detail.note')}>
              <Text size="sm">{invoice.note}</Text>
            </Field>
          )}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
