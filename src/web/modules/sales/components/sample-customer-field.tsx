import { Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUserSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useFindCustomers } from '../api/find-customers';
import { customerChoicesQuery } from './customer-search';
import { ChoiceControl } from '../../../ui/choice-control';

/** A quotation is for a customer on file (their group's price) or just a name written on it. */
export type SampleCustomerMode = 'existing' | 'name';

export interface SampleCustomerRef {
  id: number;
  name: string;
  phone: string;
}

export interface SampleCustomerFieldProps {
  mode: SampleCustomerMode;
  onModeChange: (mode: SampleCustomerMode) => void;
  customer: SampleCustomerRef | null;
  onCustomerChange: (customer: SampleCustomerRef | null) => void;
  name: string;
  onNameChange: (name: string) => void;
  errorOf: (path: string) => string | undefined;
  disabled?: boolean;
}

const labelOf = (customer: SampleCustomerRef) => (customer.phone ? `${customer.name} · ${customer.phone}` : customer.name);

/** Who the quotation is for: a customer found by name or phone, or a name only (a walk-in who may come back). */
export function SampleCustomerField({ mode, onModeChange, customer, onCustomerChange, name, onNameChange, errorOf, disabled = false }: SampleCustomerFieldProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed.trim(), 250);
  const { data } = useFindCustomers(customerChoicesQuery(search), { enabled: mode === 'existing' });
  const found = (data?.items ?? []).map((c) => ({ id: c.id, name: c.name, phone: c.phone }));
  const options = customer && !found.some((c) => c.id === customer.id) ? [customer, ...found] : found;

  return (
    <Stack gap="xs">
      <ChoiceControl
        fullWidth
        size="xs"
        value={mode}
        disabled={disabled}
        onChange={(next) => onModeChange(next as SampleCustomerMode)}
        data={[
          { value: 'existing', label: t('sales.quotes.customerOnFile') },
          { value: 'name', label: t('sales.quotes.customerByName') },
        ]}
      />
      {mode === 'existing' ? (
        <Select
          label={t('sales.quotes.customer')}
          placeholder={t('sales.quotes.customerSearch')}
          leftSection={<IconUserSearch size={16} />}
          size="xs"
          searchable
          clearable
          filter={({ options: all }) => all}
          nothingFoundMessage={search ? t('sales.quotes.noCustomer') : undefined}
          data={options.map((c) => ({ value: String(c.id), label: labelOf(c) }))}
          value={customer ? String(customer.id) : null}
          onSearchChange={(text) => {
            // Mantine writes the picked label into the search box: that is not a search.
            if (!options.some((c) => labelOf(c) === text)) setTyped(text);
          }}
          onChange={(value) => onCustomerChange(options.find((c) => String(c.id) === value) ?? null)}
          error={errorOf('customerId')}
          disabled={disabled}
        />
      ) : (
        <TextInput
          label={t('sales.quotes.customerName')}
          description={t('sales.quotes.customerNameHint')}
          size="xs"
          maxLength={120}
          value={name}
          onChange={(event) => onNameChange(event.currentTarget.value)}
          error={errorOf('customerName')}
          disabled={disabled}
        />
      )}
    </Stack>
  );
}
