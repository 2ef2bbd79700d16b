import { Alert, Anchor, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBan, IconCash, IconFileDiff, IconPrinter, IconReceiptRefund } from '@tabler/icons-react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { Invoice } from '../../../../shared/contracts/sales/invoice';
import { canAny, useMe } from '../../platform/api/get-me';
import { useInvoice } from '../api/get-invoice';
import { InvoiceAdjustDialog } from '../components/invoice-adjust-dialog';
import { InvoiceFigures } from '../components/invoice-figures';
import { InvoiceHeader } from '../components/invoice-header';
import { InvoiceLinesTable } from '../components/invoice-lines-table';
import { useSalesFormat } from '../components/invoice-money';
import { invoicePaymentTarget, invoicePrintPath } from '../components/invoice-paths';
import { InvoiceNotes, InvoicePayments } from '../components/invoice-payments';
import { InvoiceVoidDialog } from '../components/invoice-void-dialog';
import { SalesTabs } from '../components/sales-tabs';
import { ButtonLink } from '../../../ui';
import { RecordLoader } from '../../../ui/record-loader';

/** `/invoice/detail-{id}`: everything about one invoice, and what may be done with it. */
export function InvoiceDetailPage() {
  const { t } = useTranslation();
  const params = getRouteApi('/invoice/detail-{$id}').useParams();
  return (
    <RecordLoader
      query={useInvoice(Number(params.id))}
      notFound={t('sales.invoices.detail.notFound', { id: params.id })}
      loadFailed={t('sales.invoices.detail.loadFailed')}
      back={<ButtonLink to="/invoice/list" variant="light">{t('sales.invoices.detail.backToList')}</ButtonLink>}
    >
      {(invoice) => <InvoiceView invoice={invoice} />}
    </RecordLoader>
  );
}

/**
 * What the reader may do: pay and adjust with sales.write, void with
 * sales.void; nothing on a voided invoice. A note is paid and adjusted
 * through its original invoice, whose payable it changes.
 */
export function invoiceActionsOf(invoice: Pick<Invoice, 'state' | 'kind'>, permissions: { write: boolean; void: boolean }) {
  const open = invoice.state !== 'voided';
  return {
    pay: open && permissions.write && invoice.kind === 'invoice',
    adjust: open && permissions.write && invoice.kind === 'invoice',
    void: open && permissions.void,
  };
}

export function InvoiceView({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const format = useSalesFormat();
  const { data: me } = useMe();
  const actions = invoiceActionsOf(invoice, { write: canAny(me, ['sales.write']), void: canAny(me, ['sales.void']) });
  const [dialog, setDialog] = useState<'void' | 'adjust' | null>(null);
  const pay = invoicePaymentTarget(invoice.id);
  // A credit note after payment leaves the shop owing: give it back.
  const refund = invoicePaymentTarget(invoice.id, 'refund');

  return (
    <Stack gap="lg">
      <SalesTabs />
      <Group justify="space-between" gap="sm">
        <Anchor component={Link} to="/invoice/list" size="sm">
          {t('sales.invoices.detail.backToList')}
        </Anchor>
        <Group gap="sm">
          {actions.pay && invoice.balanceCents >= 0 && (
            <ButtonLink {...pay} leftSection={<IconCash size={18} />}>
              {t('sales.invoices.detail.recordPayment')}
            </ButtonLink>
          )}
          {actions.pay && invoice.balanceCents < 0 && (
            <ButtonLink {...refund} color="orange" leftSection={<IconReceiptRefund size={18} />}>
              {t('sales.invoices.detail.refundOverpaid', { amount: format.usd(-invoice.balanceCents) })}
            </ButtonLink>
          )}
          <Button component={Link} to={invoicePrintPath(invoice.id)} variant="default" leftSection={<IconPrinter size={18} />}>
            {t('sales.invoices.detail.print')}
          </Button>
          {actions.adjust && (
            <Button variant="default" leftSection={<IconFileDiff size={18} />} onClick={() => setDialog('adjust')}>
              {t('sales.invoices.detail.adjust')}
            </Button>
          )}
          {actions.void && (
            <Button variant="light" color="red" leftSection={<IconBan size={18} />} onClick={() => setDialog('void')}>
              {t('sales.invoices.detail.void')}
            </Button>
          )}
        </Group>
      </Group>
      {invoice.voided && (
        <Alert color="dark" variant="filled" icon={<IconBan size={20} />} title={t('sales.invoices.detail.voidedTitle')} data-voided>
          <Text size="sm">
            {t('sales.invoices.detail.voidedBody', { at: format.dateTime(invoice.voided.at), by: invoice.voided.by ?? '—' })}
          </Text>
          <Text size="sm" fw={600}>
            {t('sales.invoices.detail.voidedReason', { reason: invoice.voided.reason })}
          </Text>
        </Alert>
      )}
      <InvoiceHeader invoice={invoice} />
      <Paper p="md" radius="lg" withBorder>
        <Stack gap="sm">
          <Title order={2} fz={18}>
            {t('sales.invoices.detail.lines', { count: invoice.lines.length })}
          </Title>
          <InvoiceLinesTable invoice={invoice} />
        </Stack>
      </Paper>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <Stack gap="lg">
            <Paper p="md" radius="lg" withBorder>
              <Stack gap="sm">
                <Title order={2} fz={18}>
                  {t('sales.invoices.detail.payments')}
                </Title>
                <InvoicePayments invoice={invoice} />
              </Stack>
            </Paper>
            <Paper p="md" radius="lg" withBorder>
              <Stack gap="sm">
                <Title order={2} fz={18}>
                  {t('sales.invoices.detail.notes')}
                </Title>
                <InvoiceNotes invoice={invoice} />
              </Stack>
            </Paper>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <InvoiceFigures invoice={invoice} />
        </Grid.Col>
      </Grid>
      <InvoiceVoidDialog invoice={invoice} opened={dialog === 'void'} onClose={() => setDialog(null)} />
      <InvoiceAdjustDialog invoice={invoice} opened={dialog === 'adjust'} onClose={() => setDialog(null)} />
    </Stack>
  );
}
