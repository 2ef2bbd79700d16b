import { getRouteApi } from '@tanstack/react-router';
import { SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { useDashboard } from '../api/get-dashboard';
import { LossCard, MetalCard, ProductionStages, ReceivablesCard, SalesCard, WorkCard } from '../components/dashboard-cards';
import { DashboardCharts } from '../components/dashboard-charts';
import { ReportFilters } from '../components/report-filters';
import { ReportFrame, ReportSection } from '../components/report-frame';
import { useReportFormat } from '../components/report-format';
import { dashboardQueryOf } from '../api/report-queries';
import type { ReportSearchUpdate } from '../components/report-search';

export { dashboardQueryOf };

const route = getRouteApi('/report/dashboard');

/** `/report/dashboard`: the owner's day at a glance, figure cards that stack on a phone, and the charts. */
export function DashboardPage() {
  const { t } = useTranslation();
  const format = useReportFormat();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const setSearch = (update: ReportSearchUpdate) => void navigate({ search: (previous) => ({ ...previous, page: undefined, ...update }), replace: true });
  const query = dashboardQueryOf(search);
  const { data, isFetching } = useDashboard(query);

  return (
    <ReportFrame
      name="dashboard"
      title={t('reports.dashboard.title')}
      subtitle={t('reports.dashboard.subtitle')}
      query={query}
      periodText={data ? t('reports.dashboard.periodText', { day: format.longDay(data.day), month: format.month(data.day.slice(0, 7)) }) : undefined}
      loading={isFetching}
      ready={!!data}
      filters={<ReportFilters fields={['day', 'branch', 'material']} values={query} day={data?.day} onChange={setSearch} />}
    >
      {!data ? (
        <Skeleton h={320} radius="lg" />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
            <SalesCard label={t('reports.dashboard.salesToday')} sales={data.salesToday} testId="sales-today" />
            <SalesCard label={t('reports.dashboard.salesMonth')} sales={data.salesMonth} testId="sales-month" />
            <ReceivablesCard receivables={data.receivables} />
            <WorkCard dashboard={data} />
          </SimpleGrid>
          <ReportSection title={t('reports.dashboard.metal')} note={t('reports.dashboard.metalNote')} testId="metal">
            {data.metal.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('reports.common.empty')}
              </Text>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="md">
                {data.metal.map((metal) => (
                  <MetalCard key={metal.material.id} metal={metal} />
                ))}
              </SimpleGrid>
            )}
          </ReportSection>
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            <ReportSection title={t('reports.dashboard.loss')} note={t('reports.dashboard.lossNote')} testId="loss">
              {data.loss.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('reports.dashboard.noLoss')}
                </Text>
              ) : (
                // Beside production on a wide screen: one card a line there, two on a tablet.
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 1 }} spacing="md">
                  {data.loss.map((loss) => (
                    <LossCard key={loss.material.id} loss={loss} />
                  ))}
                </SimpleGrid>
              )}
            </ReportSection>
            <ReportSection title={t('reports.dashboard.productionByStage')} testId="production">
              <ProductionStages production={data.production} />
            </ReportSection>
          </SimpleGrid>
          <DashboardCharts dashboard={data} />
        </>
      )}
    </ReportFrame>
  );
}
