import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUserSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useFindCustomers } from '../api/find-customers';

export interface PickedCustomer {
  id: number;
  name: string;
  phone: string;
}

const labelOf = (customer: Pick<PickedCustomer, 'name' | 'phone'>) => (customer.phone ? `${customer.name} · ${customer.phone}` : customer.name);

/**
 * A customer who owes something, found by name or phone on the server (the
 * list is not filtered again here). `known` names the picked one while the
 * search shows others (a customer preselected from the address, say).
 */
export function PaymentCustomerSelect({
  value,
  onChange,
  known,
  ...rest
}: Omit<SelectProps, 'value' | 'onChange' | 'data'> & { value: number | null; onChange: (customer: PickedCustomer | null) => void; known?: PickedCustomer | null }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed.trim(), 250);
  const { data } = useFindCustomers({ ...(search ? { search } : {}), owing: 'true', page: 1, pageSize: 20 });
  const found = (data?.items ?? []).map((customer) => ({ id: customer.id, name: customer.name, phone: customer.phone }));
  const options = known && !found.some((customer) => customer.id === known.id) ? [known, ...found] : found;
  return (
    <Select
      label={t('sales.payments.group.customer')}
      placeholder={t('sales.payments.group.customerHint')}
      leftSection={<IconUserSearch size={16} />}
      searchable
      clearable
      nothingFoundMessage={t('sales.payments.group.noCustomer')}
      data={options.map((customer) => ({ value: String(customer.id), label: labelOf(customer) }))}
      filter={({ options: all }) => all}
      value={value === null ? null : String(value)}
      onSearchChange={(text) => {
        // Mantine writes the picked label into the search box: that is not a search.
        if (!options.some((customer) => labelOf(customer) === text)) setTyped(text);
      }}
      onChange={(next) => onChange(options.find((customer) => String(customer.id) === next) ?? null)}
      {...rest}
    />
  );
}
