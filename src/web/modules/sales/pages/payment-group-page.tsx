import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRepeat } from '@tabler/icons-react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { RecordPaymentResult } from '../../../../shared/contracts/sales/payment';
import { useMe } from '../../platform/api/get-me';
import { useFindInvoices } from '../api/find-invoices';
import { useExchangeRates } from '../api/get-exchange-rates';
import { moneyStyle, useSalesFormat } from '../components/invoice-money';
import { invoicePath } from '../components/invoice-paths';
import { PaymentCustomerSelect, type PickedCustomer } from '../components/payment-customer-select';
import { PaymentGroupForm } from '../components/payment-group-form';
import { PaymentResult } from '../components/payment-result';
import { owesOn } from '../components/payment-rules';
import { SalesTabs } from '../components/sales-tabs';
import { PageTitle } from '../../../ui/page-title';

/** The most invoices one customer's list asks for at once (the contract's page limit). */
export const customerInvoicesQuery = (customerId: number) => ({ customerId, page: 1, pageSize: 200 });

/** `/payment/group?customerId=`: several invoices of one customer paid with one payment. */
export function PaymentGroupPage() {
  const { t } = useTranslation();
  const route = getRouteApi('/payment/group');
  const navigate = route.useNavigate();
  const { customerId } = route.useSearch();
  const [picked, setPicked] = useState<PickedCustomer | null>(null);
  const { data } = useFindInvoices(customerInvoicesQuery(Number(customerId ?? 0)), { enabled: customerId !== undefined });
  const fromInvoices = data?.items.find((invoice) => invoice.customer !== null)?.customer ?? null;
  const known = picked && String(picked.id) === customerId ? picked : fromInvoices;

  return (
    <Stack gap="lg">
      <SalesTabs />
      <PageTitle title={t('sales.payments.group.title')} subtitle={t('sales.payments.group.subtitle')} />
      <Paper p="md" radius="lg" withBorder>
        <PaymentCustomerSelect
          value={customerId ? Number(customerId) : null}
          known={known}
          onChange={(customer) => {
            setPicked(customer);
            void navigate({ search: customer ? { customerId: String(customer.id) } : {}, replace: true });
          }}
          w={{ base: '100%', sm: 560 }}
        />
      </Paper>
      {customerId && <CustomerInvoices key={customerId} customerId={Number(customerId)} />}
    </Stack>
  );
}

function CustomerInvoices({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const { usd } = useSalesFormat();
  const { data: me } = useMe();
  const { data, isPending } = useFindInvoices(customerInvoicesQuery(customerId));
  const { data: rates, isPending: ratesPending } = useExchangeRates();
  const [result, setResult] = useState<RecordPaymentResult | null>(null);
  const [attempt, setAttempt] = useState(0);
  if (isPending || ratesPending)
    return (
      <Group justify="center" p="xl">
        <Loader color="gold" type="dots" />
      </Group>
    );
  const owing = (data?.items ?? []).filter(owesOn);
  const khrPerUsd = rates?.current?.khrPerUsd ?? null;

  if (result)
    return (
      <PaymentResult
        result={result}
        actions={
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
        }
      >
        <Stack gap={4}>
          {result.payment.allocations.map((allocation) => (
            <Group key={allocation.invoiceId} gap="xs">
              <Anchor component={Link} to={invoicePath(allocation.invoiceId)} ff="monospace" fw={600} size="sm">
                {allocation.number}
              </Anchor>
              <Text size="sm" style={moneyStyle}>
                {usd(allocation.amountCents)}
              </Text>
            </Group>
          ))}
        </Stack>
      </PaymentResult>
    );
  if (owing.length === 0)
    return (
      <Alert color="green" variant="light">
        {t('sales.payments.group.nothingOwed')}
      </Alert>
    );
  if (khrPerUsd === null)
    return (
      <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
        {t('sales.payments.noRate')}
      </Alert>
    );
  return (
    <PaymentGroupForm
      key={attempt}
      customerId={customerId}
      invoices={owing}
      khrPerUsd={khrPerUsd}
      defaultBranchId={me?.user.branchId ?? owing[0]?.branch.id ?? null}
      onDone={setResult}
    />
  );
}
