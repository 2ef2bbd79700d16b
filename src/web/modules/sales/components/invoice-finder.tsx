import { Paper, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { InvoiceSummary } from '../../../../shared/contracts/sales/invoice';
import { useFindInvoices } from '../api/find-invoices';
import { InvoiceStates } from './invoice-badges';
import { InvoiceCustomer } from './invoice-customer';
import { DualAmount, useSalesFormat } from './invoice-money';

/** Finds an invoice by its number (or its customer's name or phone), the latest ones before anything is typed, and hands the one picked on. */
export function InvoiceFinder({ onPick }: { onPick: (invoice: InvoiceSummary) => void }) {
  const { t } = useTranslation();
  const format = useSalesFormat();
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed.trim(), 250);
  // Nothing typed yet: the latest invoices, the one at the counter is usually among them.
  const { data, isFetching } = useFindInvoices({ ...(search ? { search } : {}), page: 1, pageSize: 10 });
  const rows = data?.items ?? [];
  return (
    <Paper p="md" radius="lg" withBorder>
      <Stack gap="sm">
        <TextInput
          label={t('sales.payments.find.label')}
          placeholder={t('sales.payments.find.hint')}
          leftSection={<IconSearch size={16} />}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          onKeyDown={(event) => {
            // A scanned or typed number that matches exactly one invoice opens it.
            if (event.key === 'Enter' && rows.length === 1) onPick(rows[0]!);
          }}
          data-autofocus
          autoFocus
        />
        {search !== '' && !isFetching && rows.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('sales.payments.find.none')}
          </Text>
        )}
        {search === '' && rows.length > 0 && (
          <Text size="sm" fw={600}>
            {t('sales.payments.find.latest')}
          </Text>
        )}
        {rows.length > 0 && (
          <Table.ScrollContainer minWidth={420}>
            <Table highlightOnHover verticalSpacing="xs">
              <Table.Tbody>
                {rows.map((invoice) => (
                  <Table.Tr key={invoice.id} style={{ cursor: 'pointer' }} onClick={() => onPick(invoice)} data-find={invoice.number}>
                    <Table.Td>
                      <Text size="sm" fw={600} ff="monospace">
                        {invoice.number}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {format.day(invoice.postingDate)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <InvoiceCustomer customer={invoice.customer} />
                    </Table.Td>
                    <Table.Td>
                      <DualAmount cents={invoice.balanceCents} strong />
                    </Table.Td>
                    <Table.Td>
                      <InvoiceStates state={invoice.state} paymentState={invoice.paymentState} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
