import { Select, SimpleGrid, Switch } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { createHolderBodySchema } from '../../../../shared/contracts/materials/create-holder';
import { creatableHolderKinds, type Holder } from '../../../../shared/contracts/materials/material';
import { updateHolderBodySchema } from '../../../../shared/contracts/materials/update-holder';
import { WeightInput } from '../../../ui';
import { useAllBranches } from '../../platform/api/find-branches';
import { useFindStaffNames } from '../../platform/api/find-staff-names';
import { CodeField, NameFields } from '../../../ui/code-and-names';
import { FormDialog } from '../../../ui/form-dialog';
import { useLocalName } from '../../../ui/local-name';
import { useRecordDialog, type RecordDialogProps } from '../../../ui/record-form';
import { useCreateHolder } from '../api/create-holder';
import { useUpdateHolder } from '../api/update-holder';

type CreatableKind = (typeof creatableHolderKinds)[number];

interface HolderValues {
  kind: CreatableKind | null;
  code: string;
  nameKh: string;
  nameEn: string;
  /** Select values are text: the id, or null. */
  staffId: string | null;
  branchId: string | null;
  capMg: number | null;
  /** Deactivated holders keep their history and take no new metal; never deleted. */
  active: boolean;
}

const isCreatable = (kind: string): kind is CreatableKind => (creatableHolderKinds as readonly string[]).includes(kind);

const valuesOf = (holder: Holder | null): HolderValues => ({
  kind: holder && isCreatable(holder.kind) ? holder.kind : null,
  code: holder?.code ?? '',
  nameKh: holder?.nameKh ?? '',
  nameEn: holder?.nameEn ?? '',
  staffId: holder?.staffId ? String(holder.staffId) : null,
  branchId: holder?.branchId ? String(holder.branchId) : null,
  capMg: holder?.capMg ?? null,
  active: holder?.active ?? true,
});

const toBody = (values: HolderValues) => ({
  kind: values.kind ?? undefined,
  code: values.code,
  nameKh: values.nameKh,
  nameEn: values.nameEn,
  staffId: values.staffId ? Number(values.staffId) : null,
  branchId: values.branchId ? Number(values.branchId) : null,
  capMg: values.capMg,
});

/** Only an existing holder is (de)activated. */
const toUpdateBody = (values: HolderValues) => ({ ...toBody(values), active: values.active });

export interface HolderFormDialogProps extends RecordDialogProps {
  /** null: a new holder. System holders (loss, outside, melt) are never handed here. */
  holder: Holder | null;
}

/** Adds or edits a holder of metal: its kind, code, names, the staff member or branch it is, and its cap. */
export function HolderFormDialog({ opened, holder, onClose }: HolderFormDialogProps) {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const { data: branches } = useAllBranches();
  const { data: staff } = useFindStaffNames({ pageSize: 200, active: 'true' });
  const { form, textOf, dialog } = useRecordDialog({
    opened,
    record: holder,
    valuesOf,
    toBody: (values: HolderValues, record) => (record ? toUpdateBody(values) : toBody(values)),
    create: { schema: createHolderBodySchema, mutation: useCreateHolder() },
    update: { schema: updateHolderBodySchema, mutation: useUpdateHolder() },
    onClose,
  });
  const branchOptions = (branches?.items ?? [])
    .filter((b) => b.active || String(b.id) === form.values.branchId)
    .map((b) => ({ value: String(b.id), label: `${b.code} · ${nameOf(b)}` }));
  const staffOptions = (staff?.items ?? []).map((s) => ({ value: String(s.id), label: `${s.code} · ${nameOf(s)}` }));
  if (form.values.staffId && !staffOptions.some((o) => o.value === form.values.staffId)) {
    staffOptions.push({ value: form.values.staffId, label: `#${form.values.staffId}` });
  }

  return (
    <FormDialog {...dialog} title={holder ? t('materials.accounts.edit') : t('materials.accounts.add')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('materials.accounts.kind')}
          required
          data={creatableHolderKinds.map((kind) => ({ value: kind, label: t(`materials.accounts.kinds.${kind}`) }))}
          value={form.values.kind}
          onChange={(value) => form.set('kind', value && isCreatable(value) ? value : null)}
          error={form.errorOf('kind')}
          allowDeselect={false}
          data-autofocus
        />
        <CodeField code={textOf('code')} hint={t('materials.accounts.codeHint')} autoFocus={false} />
      </SimpleGrid>
      <NameFields nameKh={textOf('nameKh')} nameEn={textOf('nameEn')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('admin.fields.staffMember')}
          description={t('materials.accounts.staffHint')}
          data={staffOptions}
          value={form.values.staffId}
          onChange={(value) => form.set('staffId', value)}
          error={form.errorOf('staffId')}
          clearable
          searchable
        />
        <Select
          label={t('admin.fields.branch')}
          description={t('materials.accounts.branchHint')}
          data={branchOptions}
          value={form.values.branchId}
          onChange={(value) => form.set('branchId', value)}
          error={form.errorOf('branchId')}
          clearable
          searchable
        />
      </SimpleGrid>
      <WeightInput
        label={t('materials.accounts.cap')}
        description={t('materials.accounts.capHint')}
        value={form.values.capMg}
        onChange={(mg) => form.set('capMg', mg)}
        error={form.errorOf('capMg')}
      />
      {holder && (
        <Switch
          label={t('admin.common.active')}
          checked={form.values.active}
          onChange={(event) => form.set('active', event.currentTarget.checked)}
        />
      )}
    </FormDialog>
  );
}
