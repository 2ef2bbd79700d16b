import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { CustomerGroup } from '../../../../shared/contracts/sales/customer';
import { numberFormatOf } from '../../../../shared/number-format';
import { intlLocale, toDecimalString } from '../../../../shared/units';
import { DataTable, useUiLocale, type DataTableColumn } from '../../../ui';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { AddRecordButton, ListFilters } from '../../../ui/list-toolbar';
import { useLocalName } from '../../../ui/local-name';
import { useRecordColumns } from '../../../ui/record-columns';
import { cataloguePage, useRecordList } from '../../../ui/record-list';
import { RecordRowActions } from '../../../ui/record-row-actions';
import { useCustomerGroups } from '../api/find-customer-groups';
import { useUpdateCustomerGroup } from '../api/update-customer-group';
import { CustomerGroupFormDialog } from './customer-group-form-dialog';
import { moneyStyle } from './invoice-money';

/** Basis points as a percentage: 1000 → "10%", 1250 → "12.5%" (exact: from the integer's digits). */
export function formatBasisPoints(bp: number, locale: string): string {
  return numberFormatOf(intlLocale(locale), { style: 'percent', maximumFractionDigits: 2 }).format(toDecimalString(bp, 4));
}

/**
 * Customer groups and their pricing: a discount on the making charge (a
 * wholesale group, say). Everyone sees them; who has sales.pricing makes and
 * edits them. Deactivated, never deleted: customers name them.
 */
export function CustomerGroupsPanel({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const nameOf = useLocalName();
  const list = useRecordList<CustomerGroup>(useUpdateCustomerGroup());
  const column = useRecordColumns();
  const { data, isFetching } = useCustomerGroups();

  // The API returns every group, the deactivated too.
  const shown = cataloguePage(
    data?.items.filter((group) => (list.query.active ? group.active : true)),
    list.query,
  );

  const columns: DataTableColumn<CustomerGroup>[] = [
    column.code(120),
    column.name(),
    {
      key: 'discount',
      header: t('sales.customers.groups.discount'),
      align: 'right',
      width: 170,
      cell: (g) => (
        <Text style={moneyStyle} data-discount={g.makingDiscountBp}>
          {formatBasisPoints(g.makingDiscountBp, locale)}
        </Text>
      ),
    },
    column.status(),
  ];
  if (canEdit) columns.push(column.actions((g) => <RecordRowActions {...list.rowActions(g)} />, 90));

  return (
    <Paper p={{ base: 'xs', sm: 'md' }} radius="lg" withBorder>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Stack gap={2}>
            <Title order={2} fz={20}>
              {t('sales.customers.groups.title')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('sales.customers.groups.subtitle')}
            </Text>
          </Stack>
          {canEdit && <AddRecordButton label={t('sales.customers.groups.add')} onClick={list.addRecord} />}
        </Group>
        <ListFilters {...list.filters} />
        <DataTable columns={columns} {...list.table(shown, isFetching)} emptyText={t('sales.customers.groups.empty')} />
      </Stack>
      <CustomerGroupFormDialog opened={list.editing !== undefined} group={list.editing ?? null} onClose={list.closeEditor} />
      <ConfirmDialog
        {...list.deactivateDialog}
        title={t('sales.customers.groups.deactivateTitle')}
        body={t('sales.customers.groups.deactivateBody', { name: list.deactivating ? nameOf(list.deactivating) : '' })}
      />
    </Paper>
  );
}
