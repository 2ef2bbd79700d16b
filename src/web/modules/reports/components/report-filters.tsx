import { Select } from '@mantine/core';
import { DatePickerInput, MonthPickerInput } from '@mantine/dates';
import { useTranslation } from '../../../i18n/use-translation';
import { staffKinds } from '../../../../shared/contracts/platform/staff-member';
import type { ReportPeriod } from '../../../../shared/contracts/reports/report-common';
import { shopDayOf } from '../../../i18n/format';
import { useFindMaterialCategories } from '../../materials/api/find-material-categories';
import { useAllBranches } from '../../platform/api/find-branches';
import { useFindStaffNames } from '../../platform/api/find-staff-names';
import { useLocalName } from '../../../ui/local-name';
import type { ReportSearchUpdate } from './report-search';

/** Two filters a line on a phone, a fixed width on a wide screen. */
const halfWidth = 'calc(50% - var(--mantine-spacing-md) / 2)';
export const filterWidth = { base: halfWidth, sm: 190 } as const;
const dayWidth = { base: halfWidth, sm: 160 } as const;

export type ReportFilterField = 'range' | 'day' | 'month' | 'branch' | 'material' | 'staff';

export interface ReportFiltersProps {
  fields: readonly ReportFilterField[];
  /** What the URL says (text values). */
  values: Readonly<Partial<Record<'from' | 'to' | 'day' | 'month' | 'branchId' | 'materialId' | 'staffId', string | number>>>;
  /** The period the server computed the report for: shown when the URL leaves the range to its default. */
  period?: ReportPeriod;
  /** The day or month the server read (its default when the URL has none). */
  day?: string;
  month?: string;
  onChange: (update: ReportSearchUpdate) => void;
}

const dayOf = (value: unknown) => (value ? String(value).slice(0, 10) : undefined);

/**
 * The filters the reports share: a date range (or a day, or a month), branch,
 * material and staff member, each shown only where its report takes it; what
 * is chosen goes into the URL, so the page, its export and a bookmark agree.
 */
export function ReportFilters({ fields, values: given, period, day, month, onChange }: ReportFiltersProps) {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const today = shopDayOf(new Date());
  const values = Object.fromEntries(Object.entries(given).map(([name, value]) => [name, value === undefined ? undefined : String(value)])) as Partial<Record<keyof typeof given, string>>;
  const has = (field: ReportFilterField) => fields.includes(field);
  const { data: branches } = useAllBranches();
  const { data: materials } = useFindMaterialCategories();
  const { data: staff } = useFindStaffNames({ pageSize: 200 });
  const from = values.from ?? period?.from;
  const to = values.to ?? period?.to;
  // Staff grouped by their kind of work, in the kinds' order, each group by code.
  const staffGroups = staffKinds
    .map((kind) => ({
      group: t(`admin.staff.kinds.${kind}`),
      items: (staff?.items ?? []).filter((member) => member.kind === kind).map((member) => ({ value: String(member.id), label: `${nameOf(member)} · ${member.code}` })),
    }))
    .filter((group) => group.items.length > 0);

  return (
    <>
      {has('range') && (
        <>
          <DatePickerInput
            label={t('reports.filters.from')}
            value={from ?? null}
            onChange={(value) => onChange({ from: dayOf(value) })}
            maxDate={to ?? today}
            valueFormat="YYYY-MM-DD"
            w={dayWidth}
            data-filter="from"
          />
          <DatePickerInput
            label={t('reports.filters.to')}
            value={to ?? null}
            onChange={(value) => onChange({ to: dayOf(value) })}
            minDate={from}
            valueFormat="YYYY-MM-DD"
            w={dayWidth}
            data-filter="to"
          />
        </>
      )}
      {has('day') && (
        <DatePickerInput
          label={t('reports.filters.day')}
          value={values.day ?? day ?? today}
          onChange={(value) => onChange({ day: dayOf(value) })}
          maxDate={today}
          valueFormat="YYYY-MM-DD"
          w={dayWidth}
          data-filter="day"
        />
      )}
      {has('month') && (
        <MonthPickerInput
          label={t('reports.filters.month')}
          value={values.month ? `${values.month}-01` : month ? `${month}-01` : null}
          onChange={(value) => onChange({ month: value ? String(value).slice(0, 7) : undefined })}
          maxDate={today}
          valueFormat="YYYY-MM"
          w={dayWidth}
          data-filter="month"
        />
      )}
      {has('branch') && (
        <Select
          label={t('reports.filters.branch')}
          placeholder={t('reports.filters.allBranches')}
          data={(branches?.items ?? []).map((branch) => ({ value: String(branch.id), label: `${nameOf(branch)} · ${branch.code}` }))}
          value={values.branchId ?? null}
          onChange={(value) => onChange({ branchId: value ?? undefined })}
          clearable
          w={filterWidth}
        />
      )}
      {has('material') && (
        <Select
          label={t('reports.filters.material')}
          placeholder={t('reports.filters.allMaterials')}
          data={(materials?.items ?? []).map((material) => ({ value: String(material.id), label: `${nameOf(material)} · ${material.code}` }))}
          value={values.materialId ?? null}
          onChange={(value) => onChange({ materialId: value ?? undefined })}
          clearable
          searchable
          w={filterWidth}
        />
      )}
      {has('staff') && (
        <Select
          label={t('reports.filters.staff')}
          placeholder={t('reports.filters.allStaff')}
          data={staffGroups}
          value={values.staffId ?? null}
          onChange={(value) => onChange({ staffId: value ?? undefined })}
          clearable
          searchable
          w={filterWidth}
        />
      )}
    </>
  );
}
