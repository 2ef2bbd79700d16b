import { Button, Group, Paper, Select, Stack } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconPrinter } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { shopDayOf } from '../../../i18n/format';
import { useFindMaterialCategories } from '../../materials/api/find-material-categories';
import { localName, useLocalName } from '../../../ui/local-name';
import { entryRecapQueryOf, useGetEntryRecap } from '../api/get-entry-recap';
import { entriesSheetClasses } from '../components/close-batch-sheet';
import { RecapSheet } from '../components/recap-sheet';
import { EntriesTabs } from '../components/entries-tabs';
import { SheetLanguagePicker, useSheetLanguage } from '../../../ui';
import { PageTitle } from '../../../ui/page-title';

const route = getRouteApi('/entry-recap');

/** `/entry-recap`: per jeweller, the entries of a period (this month unless `?from=&to=`, `&materialId=`), printable. */
export function EntryRecapPage() {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const navigate = route.useNavigate();
  const search = route.useSearch();
  const { language, setLanguage, sheetT } = useSheetLanguage();
  const today = shopDayOf(new Date());
  const from = search.from ?? `${today.slice(0, 8)}01`;
  const to = search.to ?? today;
  const { materialId } = search;
  const { data: materials } = useFindMaterialCategories({ active: 'true' });
  const material = materials?.items.find((m) => String(m.id) === materialId);
  const { data } = useGetEntryRecap(entryRecapQueryOf(search, today));
  const setSearch = (next: { from?: string; to?: string; materialId?: string | undefined }) =>
    void navigate({ search: { from, to, materialId, ...next }, replace: true });

  return (
    <Stack gap="lg">
      <EntriesTabs />
      <Group justify="space-between" align="flex-end" className={entriesSheetClasses.noPrint}>
        <PageTitle title={t('entries.recap.title')} subtitle={t('entries.recap.subtitle')} />
        <Group gap="md">
          <SheetLanguagePicker label={t('entries.closeBatch.sheetLanguage')} value={language} onChange={setLanguage} />
          <Button leftSection={<IconPrinter size={18} />} onClick={() => window.print()} disabled={!data}>
            {t('entries.closeBatch.print')}
          </Button>
        </Group>
      </Group>
      <Paper p="md" radius="lg" withBorder className={entriesSheetClasses.noPrint}>
        <Group gap="md" align="flex-end">
          <DatePickerInput
            label={t('entries.recap.from')}
            value={from}
            onChange={(value) => value && setSearch({ from: String(value).slice(0, 10) })}
            maxDate={to}
            valueFormat="YYYY-MM-DD"
            w={{ base: '100%', xs: 180 }}
          />
          <DatePickerInput
            label={t('entries.recap.to')}
            value={to}
            onChange={(value) => value && setSearch({ to: String(value).slice(0, 10) })}
            minDate={from}
            valueFormat="YYYY-MM-DD"
            w={{ base: '100%', xs: 180 }}
          />
          <Select
            label={t('entries.recap.material')}
            placeholder={t('entries.recap.allMaterials')}
            data={(materials?.items ?? []).map((m) => ({ value: String(m.id), label: `${m.code} · ${nameOf(m)}` }))}
            value={materialId ?? null}
            onChange={(next) => setSearch({ materialId: next ?? undefined })}
            searchable
            clearable
            w={{ base: '100%', sm: 260 }}
          />
        </Group>
      </Paper>
      {data && (
        <RecapSheet recap={data} materialLabel={material ? `${material.code} · ${localName(material, language)}` : null} language={language} t={sheetT} />
      )}
    </Stack>
  );
}
