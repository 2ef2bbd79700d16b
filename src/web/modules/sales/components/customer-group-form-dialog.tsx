import { TextInput } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import {
  createCustomerGroupBodySchema,
  updateCustomerGroupBodySchema,
  type CustomerGroup,
} from '../../../../shared/contracts/sales/customer';
import { parseScaledDecimal, scaledDecimalText } from '../../../ui';
import { CodeAndNameFields } from '../../../ui/code-and-names';
import { FormDialog } from '../../../ui/form-dialog';
import { useRecordDialog, type RecordDialogProps } from '../../../ui/record-form';
import { useCreateCustomerGroup } from '../api/create-customer-group';
import { useUpdateCustomerGroup } from '../api/update-customer-group';

interface CustomerGroupValues {
  code: string;
  nameKh: string;
  nameEn: string;
  /** The discount as typed, in percent with up to two decimals: "10" or "2.5". */
  discountPercent: string;
}

const valuesOf = (group: CustomerGroup | null): CustomerGroupValues => ({
  code: group?.code ?? '',
  nameKh: group?.nameKh ?? '',
  nameEn: group?.nameEn ?? '',
  discountPercent: group ? scaledDecimalText(group.makingDiscountBp, 2) : '',
});

/** Percent with two decimals is basis points: "12.5" → 1250. Empty is absent (required); unreadable is NaN (invalid). */
export function basisPointsOfPercent(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  return parseScaledDecimal(text, 2) ?? Number.NaN;
}

/** A group's code is its name in lists and never changes: an edit sends the rest. */
const bodyOf = (values: CustomerGroupValues, withCode: boolean) => ({
  ...(withCode ? { code: values.code } : {}),
  nameKh: values.nameKh,
  nameEn: values.nameEn,
  makingDiscountBp: basisPointsOfPercent(values.discountPercent),
});

export interface CustomerGroupFormDialogProps extends RecordDialogProps {
  /** null: a new group. */
  group: CustomerGroup | null;
}

/** A customer group: code, names, and its discount on the making charge in percent (sales.pricing). */
export function CustomerGroupFormDialog({ opened, group, onClose }: CustomerGroupFormDialogProps) {
  const { t } = useTranslation();
  const { form, textOf, dialog } = useRecordDialog({
    opened,
    record: group,
    valuesOf,
    toBody: (values: CustomerGroupValues) => bodyOf(values, group === null),
    create: { schema: createCustomerGroupBodySchema, mutation: useCreateCustomerGroup() },
    update: {
      schema: updateCustomerGroupBodySchema.required({ nameKh: true, nameEn: true, makingDiscountBp: true }),
      mutation: useUpdateCustomerGroup(),
    },
    onClose,
  });

  return (
    <FormDialog {...dialog} title={group ? t('sales.customers.groups.edit') : t('sales.customers.groups.add')}>
      <CodeAndNameFields textOf={textOf} locked={group !== null} />
      <TextInput
        label={t('sales.customers.groups.discount')}
        description={t('sales.customers.groups.discountHint')}
        required
        inputMode="decimal"
        maxLength={6}
        rightSection="%"
        w={{ base: '100%', sm: 220 }}
        value={form.values.discountPercent}
        onChange={(event) => form.set('discountPercent', event.currentTarget.value)}
        error={form.errorOf('makingDiscountBp')}
      />
    </FormDialog>
  );
}

