import { Alert, Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconBan, IconPrinter, IconRepeat } from '@tabler/icons-react';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { PaymentType, RecordPaymentResult } from '../../../../shared/contracts/sales/payment';
import { shopDayOf } from '../../../i18n/format';
import { useExchangeRates } from '../api/get-exchange-rates';
import { useInvoice } from '../api/get-invoice';
import { PaymentStateBadge } from '../components/invoice-badges';
import { InvoiceFinder } from '../components/invoice-finder';
import { invoicePath, invoicePrintPath } from '../components/invoice-paths';
import { PaymentCreditApply } from '../components/payment-credit-apply';
import { PaymentInvoiceForm } from '../components/payment-invoice-form';
import { PaymentInvoiceSummary } from '../components/payment-invoice-summary';
import { PaymentResult } from '../components/payment-result';
import { SalesTabs } from '../components/sales-tabs';
import { AnchorLink } from '../../../ui';
import { PageTitle } from '../../../ui/page-title';


/** `/invoice/payment?invoiceId=&type=`: money for one invoice; without an invoice, find it by number first. */
export function InvoicePaymentPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const search = getRouteApi('/invoice/payment').useSearch();
  const { invoiceId } = search;
  const type = search.type ?? 'payment';
  return (
    <Stack gap="lg">
      <SalesTabs />
      <PageTitle title={t('sales.payments.invoice.title')} subtitle={t('sales.payments.invoice.subtitle')} />
      {invoiceId ? (
        <InvoicePayment key={invoiceId} invoiceId={Number(invoiceId)} type={type} />
      ) : (
        <InvoiceFinder onPick={(invoice) => void navigate({ to: '/invoice/payment', search: { invoiceId: String(invoice.id) } })} />
      )}
    </Stack>
  );
}

function InvoicePayment({ invoiceId, type }: { invoiceId: number; type: PaymentType }) {
  const { t } = useTranslation();
  const { data: invoice, isPending } = useInvoice(invoiceId);
  const { data: rates, isPending: ratesPending } = useExchangeRates();
  // The server converts riel at the invoice's own rate on the sale's day, else the day's rate (payments.service.ts).
  const today = shopDayOf(new Date());
  const khrPerUsd = invoice && shopDayOf(new Date(invoice.issuedAt)) === today ? invoice.khrPerUsd : (rates?.current?.khrPerUsd ?? null);
  const [result, setResult] = useState<RecordPaymentResult | null>(null);
  /** A new form (and a new Idempotency-Key) for each payment. */
  const [attempt, setAttempt] = useState(0);
  if (isPending || ratesPending)
    return (
      <Group justify="center" p="xl">
        <Loader color="gold" type="dots" />
      </Group>
    );
  if (!invoice)
    return (
      <Alert color="red" variant="light">
        <Stack gap="xs">
          <Text size="sm">{t('sales.invoices.detail.notFound', { id: String(invoiceId) })}</Text>
          <Anchor component={Link} to="/invoice/payment" size="sm">
            {t('sales.payments.invoice.findAnother')}
          </Anchor>
        </Stack>
      </Alert>
    );
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Anchor component={Link} to={invoicePath(invoice.id)} size="sm">
          <Group gap={4} wrap="nowrap">
            <IconArrowLeft size={14} />
            {t('sales.payments.invoice.backToInvoice')}
          </Group>
        </Anchor>
        <Anchor component={Link} to="/invoice/payment" size="sm">
          {t('sales.payments.invoice.findAnother')}
        </Anchor>
      </Group>
      <PaymentInvoiceSummary invoice={invoice} />
      {result ? (
        <PaymentResult
          result={result}
          actions={
            <>
              <Button component={Link} to={invoicePath(invoice.id)} variant="default" leftSection={<IconArrowLeft size={16} />}>
                {t('sales.payments.invoice.backToInvoice')}
              </Button>
              <Button component={Link} to={invoicePrintPath(invoice.id)} variant="default" leftSection={<IconPrinter size={16} />}>
                {t('sales.payments.result.print')}
              </Button>
              {invoice.state !== 'voided' && invoice.balanceCents !== 0 && (
                <Button
                  variant="light"
                  leftSection={<IconRepeat size={16} />}
                  onClick={() => {
                    setResult(null);
                    setAttempt((n) => n + 1);
                  }}
                >
                  {t('sales.payments.result.another')}
                </Button>
              )}
            </>
          }
        >
          <Group gap="xs" data-new-state={invoice.paymentState}>
            <Text size="sm">{t('sales.payments.result.invoiceNow', { number: invoice.number })}</Text>
            <PaymentStateBadge state={invoice.paymentState} />
          </Group>
        </PaymentResult>
      ) : invoice.state === 'voided' ? (
        <Alert color="dark" variant="light" icon={<IconBan size={18} />}>
          {t('sales.payments.invoice.voided')}
        </Alert>
      ) : invoice.originalInvoice ? (
        <Alert color="blue" variant="light">
          <Stack gap="xs">
            <Text size="sm">{t('sales.payments.invoice.noteOf', { number: invoice.originalInvoice.number })}</Text>
            <AnchorLink to="/invoice/payment" search={{ invoiceId: String(invoice.originalInvoice.id) }} size="sm">
              {t('sales.payments.invoice.payOriginal', { number: invoice.originalInvoice.number })}
            </AnchorLink>
          </Stack>
        </Alert>
      ) : khrPerUsd === null ? (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
          {t('sales.payments.noRate')}
        </Alert>
      ) : (
        <>
          {invoice.balanceCents === 0 && type !== 'refund' && (
            <Alert color="green" variant="light" data-settled>
              {t('sales.payments.invoice.settled')}
            </Alert>
          )}
          {type !== 'refund' && <PaymentCreditApply invoice={invoice} onApplied={() => setAttempt((n) => n + 1)} />}
          <PaymentInvoiceForm key={attempt} invoice={invoice} khrPerUsd={khrPerUsd} initialType={type} onDone={setResult} />
        </>
      )}
    </Stack>
  );
}
