import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { createCustomerBodySchema, type Customer, type CustomerGroup } from '../../../../shared/contracts/sales/customer';
import { NoteField } from '../../../ui';
import { FormDialog } from '../../../ui/form-dialog';
import { useLocalName } from '../../../ui/local-name';
import { useRecordForm, useRefillOnOpen } from '../../../ui/record-form';
import { useCreateCustomer } from '../api/create-customer';
import { useUpdateCustomer } from '../api/update-customer';

interface CustomerValues {
  name: string;
  phone: string;
  address: string;
  groupId: number | null;
  note: string;
}

const valuesOf = (customer: Customer | null): CustomerValues => ({
  name: customer?.name ?? '',
  phone: customer?.phone ?? '',
  address: customer?.address ?? '',
  groupId: customer?.groupId ?? null,
  note: customer?.note ?? '',
});

export interface CustomerFormDialogProps {
  opened: boolean;
  /** null: a new customer. */
  customer: Customer | null;
  /** Every group; the active ones are offered, and the customer's own even when deactivated. */
  groups: readonly CustomerGroup[];
  onClose: () => void;
  /** The customer as saved (a new one opens its page). */
  onSaved?: (customer: Customer) => void;
}

/** A customer's name (required), phone, address, group and note; the same fields to create and to edit. */
export function CustomerFormDialog({ opened, customer, groups, onClose, onSaved }: CustomerFormDialogProps) {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const create = useCreateCustomer();
  const update = useUpdateCustomer();
  const form = useRecordForm({ initial: valuesOf(customer), toBody: (values: CustomerValues) => values, schema: createCustomerBodySchema });
  useRefillOnOpen(form, opened, customer, () => valuesOf(customer));

  const save = async () => {
    const saved: { customer?: Customer } = {};
    const ok = await form.submit(async (body) => {
      saved.customer = customer ? await update.mutateAsync({ id: customer.id, body }) : await create.mutateAsync(body);
    });
    if (!ok) return;
    onClose();
    if (saved.customer) onSaved?.(saved.customer);
  };

  const text = (field: 'name' | 'phone' | 'address') => ({
    value: form.values[field],
    onChange: (event: { currentTarget: { value: string } }) => form.set(field, event.currentTarget.value),
    error: form.errorOf(field),
  });
  const groupChoices = groups
    .filter((group) => group.active || group.id === form.values.groupId)
    .map((group) => ({ value: String(group.id), label: `${group.code} · ${nameOf(group)}` }));

  return (
    <FormDialog
      opened={opened}
      title={customer ? t('sales.customers.edit') : t('sales.customers.add')}
      onClose={onClose}
      onSubmit={() => void save()}
      pending={form.pending}
    >
      <TextInput label={t('sales.customers.name')} required maxLength={120} data-autofocus {...text('name')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('sales.customers.phone')} type="tel" inputMode="tel" maxLength={40} {...text('phone')} />
        <Select
          label={t('sales.customers.group')}
          placeholder={t('sales.customers.noGroup')}
          data={groupChoices}
          value={form.values.groupId === null ? null : String(form.values.groupId)}
          onChange={(id) => form.set('groupId', id === null ? null : Number(id))}
          error={form.errorOf('groupId')}
          clearable
        />
      </SimpleGrid>
      <TextInput label={t('sales.customers.address')} maxLength={300} {...text('address')} />
      <NoteField form={form} label={t('sales.customers.note')} />
    </FormDialog>
  );
}
