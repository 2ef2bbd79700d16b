import { Button, Group, Paper, Stack } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconPrinter } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { castSummaryQuery, useGetCastSummary } from '../api/get-cast-summary';
import { CastMaterialSelect } from '../components/cast-material-select';
import { castSheetClasses } from '../components/cast-sheet';
import { CastSummarySheet } from '../components/cast-summary-sheet';
import { CastingTabs } from '../components/casting-tabs';
import { InSheetLanguage, useSheetLanguage } from '../components/sheet-language';
import { SheetLanguagePicker } from '../../../ui';
import { PageTitle } from '../../../ui/page-title';

const route = getRouteApi('/cast/detail/summary');

/** `/cast/detail/summary`: the finished casts of a period (this month unless `?from=&to=`), totals per material, printable. */
export function CastSummaryPage() {
  const { t } = useTranslation();
  const [language, setLanguage] = useSheetLanguage();
  const navigate = route.useNavigate();
  const search = route.useSearch();
  const query = castSummaryQuery(search);
  const { from } = query;
  const to = search.to ?? query.to;
  const materialId = search.materialId;
  const { data } = useGetCastSummary(query);
  const setSearch = (next: { from?: string; to?: string; materialId?: string }) =>
    void navigate({ search: { from, to, materialId, ...next }, replace: true });

  return (
    <Stack gap="lg">
      <CastingTabs />
      <Group justify="space-between" align="flex-end" className={castSheetClasses.noPrint}>
        <PageTitle title={t('casting.summary.title')} subtitle={t('casting.summary.subtitle')} />
        <Group gap="md">
          <SheetLanguagePicker label={t('casting.sheet.language')} value={language} onChange={setLanguage} />
          <Button leftSection={<IconPrinter size={18} />} onClick={() => window.print()} disabled={!data}>
            {t('casting.sheet.print')}
          </Button>
        </Group>
      </Group>
      <Paper p="md" radius="lg" withBorder className={castSheetClasses.noPrint}>
        <Group gap="md" align="flex-end">
          <DatePickerInput
            label={t('casting.summary.from')}
            value={from}
            onChange={(value) => value && setSearch({ from: String(value).slice(0, 10) })}
            maxDate={to}
            valueFormat="YYYY-MM-DD"
            w={{ base: '100%', xs: 180 }}
          />
          <DatePickerInput
            label={t('casting.summary.to')}
            value={to}
            onChange={(value) => value && setSearch({ to: String(value).slice(0, 10) })}
            minDate={from}
            valueFormat="YYYY-MM-DD"
            w={{ base: '100%', xs: 180 }}
          />
          <CastMaterialSelect
            label={t('casting.casts.material')}
            placeholder={t('casting.casts.allMaterials')}
            clearable
            value={materialId ? Number(materialId) : null}
            onChange={(next) => setSearch({ materialId: next ? String(next) : undefined })}
            w={{ base: '100%', sm: 260 }}
          />
        </Group>
      </Paper>
      {data && (
        <InSheetLanguage language={language}>
          <CastSummarySheet summary={data} />
        </InSheetLanguage>
      )}
    </Stack>
  );
}
