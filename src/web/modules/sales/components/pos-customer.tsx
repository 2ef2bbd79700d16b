import { Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { Customer } from '../../../../shared/contracts/sales/customer';
import { formatMoney } from '../../../../shared/units';
import { useUiLocale } from '../../../ui/use-ui-locale';
import { localName } from '../../../ui/local-name';
import { useCustomerGroups } from '../api/find-customer-groups';
import { useFindCustomers } from '../api/find-customers';
import type { PosCustomerMode, PosCustomerRef, PosNewCustomer } from './pos-sale-draft';
import { ChoiceControl } from '../../../ui/choice-control';

export interface PosCustomerProps {
  mode: PosCustomerMode;
  onModeChange: (mode: PosCustomerMode) => void;
  customer: PosCustomerRef | null;
  onCustomerChange: (customer: PosCustomerRef | null) => void;
  newCustomer: PosNewCustomer;
  onNewCustomerChange: (customer: PosNewCustomer) => void;
  /** Errors by path: `customerId`, `newCustomer.name` … */
  errorOf: (path: string) => string | undefined;
  disabled?: boolean;
}

const modes: readonly PosCustomerMode[] = ['walk_in', 'existing', 'new'];
const customerLabel = (customer: PosCustomerRef) => (customer.phone ? `${customer.name} · ${customer.phone}` : customer.name);

/** Who buys: a walk-in, a customer found by name or phone (with what they owe), or a new customer's details. */
export function PosCustomer({ mode, onModeChange, customer, onCustomerChange, newCustomer, onNewCustomerChange, errorOf, disabled = false }: PosCustomerProps) {
  const { t, i18n } = useTranslation();
  const locale = useUiLocale();
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search.trim(), 250);
  const found = useFindCustomers({ search: searched || undefined, pageSize: 20 }, { enabled: mode === 'existing' });
  const groups = useCustomerGroups();
  const [picked, setPicked] = useState<Customer | null>(null);
  const results = found.data?.items ?? [];
  const options = [...(customer && !results.some((c) => c.id === customer.id) ? [customer] : []), ...results];
  const owing = picked && customer && picked.id === customer.id ? picked : null;
  const setNew = (change: Partial<PosNewCustomer>) => onNewCustomerChange({ ...newCustomer, ...change });

  return (
    <Stack gap="xs">
      <ChoiceControl
        fullWidth
        size="xs"
        value={mode}
        disabled={disabled}
        onChange={(next) => onModeChange(next as PosCustomerMode)}
        data={modes.map((value) => ({ value, label: t(`sales.pos.customer.modes.${value}`) }))}
        data-testid="pos-customer-mode"
      />
      {mode === 'walk_in' && (
        <Text size="xs" c={errorOf('customerId') ? 'red.7' : 'dimmed'} role={errorOf('customerId') ? 'alert' : undefined} data-testid="pos-walk-in">
          {errorOf('customerId') ?? t('sales.pos.customer.walkInHint')}
        </Text>
      )}
      {mode === 'existing' && (
        <>
          <Select
            label={t('sales.pos.customer.search')}
            placeholder={t('sales.pos.customer.searchHint')}
            searchable
            clearable
            filter={({ options: all }) => all}
            searchValue={search}
            onSearchChange={setSearch}
            nothingFoundMessage={searched ? t('sales.pos.customer.nothingFound') : undefined}
            data={options.map((c) => ({ value: String(c.id), label: customerLabel(c) }))}
            value={customer ? String(customer.id) : null}
            onChange={(value) => {
              const next = results.find((c) => String(c.id) === value) ?? null;
              setPicked(next);
              onCustomerChange(next ? { id: next.id, name: next.name, phone: next.phone } : null);
            }}
            error={errorOf('customerId')}
            disabled={disabled}
            data-testid="pos-customer-search"
          />
          {owing && (owing.balanceOwedCents !== 0 || owing.creditCents !== 0) && (
            <Group gap="md">
              {owing.balanceOwedCents !== 0 && (
                <Text size="xs" c={owing.balanceOwedCents > 0 ? 'orange.8' : 'dimmed'}>
                  {t('sales.pos.customer.owes', { amount: formatMoney(owing.balanceOwedCents, 'USD', locale) })}
                </Text>
              )}
              {owing.creditCents > 0 && (
                <Text size="xs" c="teal.8">
                  {t('sales.pos.customer.credit', { amount: formatMoney(owing.creditCents, 'USD', locale) })}
                </Text>
              )}
            </Group>
          )}
        </>
      )}
      {mode === 'new' && (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <TextInput
            label={t('sales.pos.customer.name')}
            withAsterisk
            maxLength={120}
            value={newCustomer.name}
            onChange={(event) => setNew({ name: event.currentTarget.value })}
            error={errorOf('newCustomer.name') ?? errorOf('newCustomer')}
            disabled={disabled}
          />
          <TextInput
            label={t('sales.pos.customer.phone')}
            inputMode="tel"
            maxLength={40}
            value={newCustomer.phone}
            onChange={(event) => setNew({ phone: event.currentTarget.value })}
            error={errorOf('newCustomer.phone')}
            disabled={disabled}
          />
          <TextInput
            label={t('sales.pos.customer.address')}
            maxLength={300}
            value={newCustomer.address}
            onChange={(event) => setNew({ address: event.currentTarget.value })}
            error={errorOf('newCustomer.address')}
            disabled={disabled}
          />
          <Select
            label={t('sales.pos.customer.group')}
            placeholder={t('sales.pos.customer.noGroup')}
            clearable
            data={(groups.data?.items ?? [])
              .filter((group) => group.active || group.id === newCustomer.groupId)
              .map((group) => ({ value: String(group.id), label: localName(group, i18n.language) }))}
            value={newCustomer.groupId === null ? null : String(newCustomer.groupId)}
            onChange={(value) => setNew({ groupId: value === null ? null : Number(value) })}
            error={errorOf('newCustomer.groupId')}
            disabled={disabled}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}
