import { Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';

/** A customer's name with the phone beneath, or "walk-in customer". */
export function InvoiceCustomer({ customer, minWidth }: { customer: { name: string; phone: string } | null; minWidth?: number }) {
  const { t } = useTranslation();
  if (!customer)
    return (
      <Text size="sm" c="dimmed" fs="italic">
        {t('sales.common.walkIn')}
      </Text>
    );
  return (
    <Stack gap={0} miw={minWidth}>
      <Text size="sm">{customer.name}</Text>
      {customer.phone && (
        <Text size="xs" c="dimmed" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {customer.phone}
        </Text>
      )}
    </Stack>
  );
}
