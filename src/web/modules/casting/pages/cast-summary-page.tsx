import { Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { castSummaryQuery, useGetCastSummary } from '../api/get-cast-summary';
import { CastMaterialSelect } from '../components/cast-material-select';
import { CastSummarySheet } from '../components/cast-summary-sheet';
import { CastingTabs } from '../components/casting-tabs';
import { InSheetLanguage, useSheetLanguage } from '../../../ui';
import { PeriodSheetHead, type PeriodSheetLabels } from '../../../ui/sheet-page-head';

const route = getRouteApi('/cast/detail/summary');

/** The summary's head in the catalogue. */
const headLabels: PeriodSheetLabels = {
  title: 'casting.summary.title',
  subtitle: 'casting.summary.subtitle',
  language: 'casting.sheet.language',
  print: 'casting.sheet.print',
  from: 'casting.summary.from',
  to: 'casting.summary.to',
};

/** `/cast/detail/summary`: the finished casts of a period (this month unless `?from=&to=`), totals per material, printable. */
export function CastSummaryPage() {
  const { t } = useTranslation();
  const { language, setLanguage } = useSheetLanguage();
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
      <PeriodSheetHead labels={headLabels} language={language} onLanguage={setLanguage} ready={data !== undefined} from={from} to={to} onChange={setSearch}>
        <CastMaterialSelect
          label={t('casting.casts.material')}
          placeholder={t('casting.casts.allMaterials')}
          clearable
          value={materialId ? Number(materialId) : null}
          onChange={(next) => setSearch({ materialId: next ? String(next) : undefined })}
          w={{ base: '100%', sm: 260 }}
        />
      </PeriodSheetHead>
      {data && (
        <InSheetLanguage language={language}>
          <CastSummarySheet summary={data} />
        </InSheetLanguage>
      )}
    </Stack>
  );
}
