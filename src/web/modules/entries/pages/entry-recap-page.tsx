import { Select, Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { shopDayOf } from '../../../i18n/format';
import { useFindMaterialCategories } from '../../materials/api/find-material-categories';
import { localName, useLocalName } from '../../../ui/local-name';
import { entryRecapQueryOf, useGetEntryRecap } from '../api/get-entry-recap';
import { RecapSheet } from '../components/recap-sheet';
import { EntriesTabs } from '../components/entries-tabs';
import { useSheetLanguage } from '../../../ui';
import { PeriodFields, SheetFilters, SheetPageHead } from '../../../ui/sheet-page-head';

const route = getRouteApi('/entry-recap');

/** `/entry-recap`: per jeweller, the entries of a period (this month unless `?from=&to=`, `&materialId=`), printable. */
export function EntryRecapPage() {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const navigate = route.useNavigate();
  const search = route.useSearch();
  const { language, setLanguage, sheetT } = useSheetLanguage();
  const today = shopDayOf(new Date());
  const query = entryRecapQueryOf(search, today);
  const { from } = query;
  const to = search.to ?? today;
  const { materialId } = search;
  const { data: materials } = useFindMaterialCategories({ active: 'true' });
  const material = materials?.items.find((m) => String(m.id) === materialId);
  const { data } = useGetEntryRecap(query);
  const setSearch = (next: { from?: string; to?: string; materialId?: string | undefined }) =>
    void navigate({ search: { from, to, materialId, ...next }, replace: true });

  return (
    <Stack gap="lg">
      <EntriesTabs />
      <SheetPageHead
        title={t('entries.recap.title')}
        subtitle={t('entries.recap.subtitle')}
        languageLabel={t('entries.closeBatch.sheetLanguage')}
        language={language}
        onLanguage={setLanguage}
        printLabel={t('entries.closeBatch.print')}
        ready={data !== undefined}
      />
      <SheetFilters>
        <PeriodFields from={from} to={to} onChange={setSearch} fromLabel={t('entries.recap.from')} toLabel={t('entries.recap.to')} />
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
      </SheetFilters>
      {data && (
        <RecapSheet recap={data} materialLabel={material ? `${material.code} · ${localName(material, language)}` : null} language={language} t={sheetT} />
      )}
    </Stack>
  );
}
