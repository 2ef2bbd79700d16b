import { Select, Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { shopDayOf } from '../../../i18n/format';
import { useFindMaterialCategories } from '../../materials/api/find-material-categories';
import { localName, useLocalName } from '../../../ui/local-name';
import { entryRecapQueryOf, useGetEntryRecap } from '../api/get-entry-recap';
import { RecapSheet } from '../components/recap-sheet';
import { EntriesTabs } from '../components/entries-tabs';
import { useSheetLanguage } from '../../../ui';
import { PeriodSheetHead, type PeriodSheetLabels } from '../../../ui/sheet-page-head';

const route = getRouteApi('/entry-recap');

/** The recap's head in the catalogue. */
const headLabels: PeriodSheetLabels = {
  title: 'entries.recap.title',
  subtitle: 'entries.recap.subtitle',
  language: 'entries.closeBatch.sheetLanguage',
  print: 'entries.closeBatch.print',
  from: 'entries.recap.from',
  to: 'entries.recap.to',
};

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
      <PeriodSheetHead labels={headLabels} language={language} onLanguage={setLanguage} ready={data !== undefined} from={from} to={to} onChange={setSearch}>
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
      </PeriodSheetHead>
      {data && (
        <RecapSheet recap={data} materialLabel={material ? `${material.code} · ${localName(material, language)}` : null} language={language} t={sheetT} />
      )}
    </Stack>
  );
}
