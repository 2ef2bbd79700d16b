import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import type { Invoice } from '../../../../shared/contracts/sales/invoice';
import { moneyStyle, useSalesFormat } from './invoice-money';
import { invoicePath } from './invoice-paths';
import { paymentTypeColors, PaymentTenders } from './payment-tenders';
import { useScreenQuery } from '../../../ui/use-screen-query';
import { TableHead } from '../../../ui/table-head';

/** The payments that stand on the invoice: when, what kind, what was handed over, and this invoice's share. */
export function InvoicePayments({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const format = useSalesFormat();
  const wide = useScreenQuery('(min-width: 48em)');
  if (invoice.payments.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('sales.invoices.detail.noPayments')}
      </Text>
    );
  if (!wide)
    return (
      <Stack gap="sm">
        {invoice.payments.map((payment) => (
          <Stack key={payment.paymentId} gap={4} pb="xs" data-payment={payment.number} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Stack gap={2} align="flex-start">
                <Text size="sm" fw={600} ff="monospace">
                  {payment.number}
                </Text>
                <Text size="xs" c="dimmed">
                  {format.dateTime(payment.paidAt)}
                </Text>
                <Badge color={paymentTypeColors[payment.type]} variant="light" size="sm">
                  {t(`sales.common.paymentTypes.${payment.type}`)}
                </Badge>
              </Stack>
              <Text size="sm" fw={600} c={payment.amountCents < 0 ? 'red.7' : undefined} style={moneyStyle}>
                {format.usd(payment.amountCents)}
              </Text>
            </Group>
            <PaymentTenders tenders={payment.tenders} cashRoundingCents={payment.cashRoundingCents} />
          </Stack>
        ))}
      </Stack>
    );
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing="xs" tabularNums>
        <TableHead names={[t('sales.payments.number'), t('sales.payments.type'), t('sales.payments.tenders')]} figures={[t('sales.invoices.detail.share')]} />
        <Table.Tbody>
          {invoice.payments.map((payment) => (
            <Table.Tr key={payment.paymentId} data-payment={payment.number}>
              <Table.Td>
                <Text size="sm" fw={600} ff="monospace">
                  {payment.number}
                </Text>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {format.dateTime(payment.paidAt)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge color={paymentTypeColors[payment.type]} variant="light">
                  {t(`sales.common.paymentTypes.${payment.type}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <PaymentTenders tenders={payment.tenders} cashRoundingCents={payment.cashRoundingCents} />
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm" fw={600} style={moneyStyle} c={payment.amountCents < 0 ? 'red.7' : undefined}>
                  {format.usd(payment.amountCents)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Its credit and debit notes, each an invoice of its own: credit negative, debit positive. */
export function InvoiceNotes({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const format = useSalesFormat();
  if (invoice.notes.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('sales.invoices.detail.noNotes')}
      </Text>
    );
  return (
    <Stack gap="xs">
      {invoice.notes.map((note) => (
        <Stack key={note.id} gap={2} data-note={note.number}>
          <Text size="sm">
            <Anchor component={Link} to={invoicePath(note.id)} ff="monospace" fw={600}>
              {note.number}
            </Anchor>{' '}
            · {t(`sales.common.invoiceKinds.${note.kind}`)} ·{' '}
            <Text span style={moneyStyle} fw={600} c={note.amountCents < 0 ? 'teal.7' : 'orange.7'}>
              {format.usd(note.amountCents)}
            </Text>
          </Text>
          <Text size="xs" c="dimmed">
            {format.dateTime(note.issuedAt)} · {note.reason}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}
