import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowLeft, IconFilePlus } from '@tabler/icons-react';
import { Link, Navigate, useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { createGemReportBodySchema } from '../../../../shared/contracts/stones/gem-reports';
import type { StonePreparation } from '../../../../shared/contracts/stones/stone-preparations';
import { showSnackbar } from '../../../shell/snackbar';
import { readersBranchOf, useAllBranches } from '../../platform/api/find-branches';
import { canAny, useMe } from '../../platform/api/get-me';
import { FormRefusal, useIdempotentForm } from '../../../ui/idempotent-form';
import { useLocalName } from '../../../ui/local-name';
import { useCreateGemReport } from '../api/create-gem-report';
import { useFindPreparations } from '../api/find-preparations';
import { gemReportPath } from '../api/get-gem-report';
import { PreparationsTable } from '../components/preparations-table';
import { StoneBalanceFigure } from '../components/stone-balance';
import { emptyTarget, TargetPicker, targetIdsOf, targetMissing, type TargetChoice } from '../components/target-picker';
import { StonesTabs } from '../components/stones-tabs';
import { PageTitle } from '../../../ui/page-title';

interface ReportValues {
  branchId: number | null;
  target: TargetChoice;
  note: string;
}

const emptyReport = (branchId: number | null = null): ReportValues => ({ branchId, target: emptyTarget(), note: '' });

export const reportBodyOf = (values: ReportValues) => ({
  branchId: values.branchId ?? undefined,
  ...targetIdsOf(values.target),
  note: values.note.trim(),
});

/** What the preparations of a target add up to, as the report will say it. */
export function preparedTotals(preparations: readonly StonePreparation[]) {
  const sum = (key: 'prepared' | 'held' | 'set' | 'returned') =>
    preparations.reduce((total, p) => ({ count: total.count + p[key].count, weightMct: total.weightMct + p[key].weightMct }), { count: 0, weightMct: 0 });
  return { prepared: sum('prepared'), held: sum('held'), set: sum('set'), returned: sum('returned') };
}

/**
 * `/gem_report/add`: a new report of the stones prepared for an item or an
 * order. Not kept alive (spec §2): every visit, even from this page to itself,
 * starts an empty form with its own Idempotency-Key.
 */
export function GemReportAddPage() {
  const visit = useRouterState({ select: (state) => state.location.state.__TSR_key ?? state.location.state.key ?? '' });
  return <GemReportForm key={visit} />;
}

function GemReportForm() {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const navigate = useNavigate();
  const { data: me } = useMe();
  const branches = useAllBranches();
  const create = useCreateGemReport();
  const form = useIdempotentForm({
    initial: () => emptyReport(me?.user.branchId ?? null),
    toBody: reportBodyOf,
    schema: createGemReportBodySchema,
    blocked: (v) => targetMissing(v.target),
  });
  const values = form.values;
  const activeBranches = (branches.data?.items ?? []).filter((b) => b.active);
  useEffect(() => {
    const own = readersBranchOf(me, branches.data);
    if (values.branchId === null && own !== null) form.set('branchId', own);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only while no branch is chosen
  }, [values.branchId, activeBranches.length]);
  const target = values.target;
  const preparations = useFindPreparations(
    { ...(target.kind === 'item' ? { itemId: target.id ?? 0 } : { preOrderId: target.id ?? 0 }), pageSize: 200 },
    { enabled: target.id !== null },
  );
  const found = target.id !== null ? (preparations.data?.items ?? []) : [];
  const totals = preparedTotals(found);

  if (me && !canAny(me, ['stones.write'])) return <Navigate to="/gem_report" replace />;

  const save = async () => {
    const report = await form.submit((body, idempotencyKey) => create.mutateAsync({ body, idempotencyKey }));
    if (!report) return;
    showSnackbar({ type: 'success', message: t('stones.reports.done', { number: report.number }) });
    void navigate({ to: gemReportPath(report.id) });
  };

  return (
    <Stack gap="lg">
      <StonesTabs />
      <PageTitle title={t('stones.reports.addTitle')} subtitle={t('stones.reports.addSubtitle')}>
        <Button variant="subtle" size="xs" component={Link} to="/gem_report" leftSection={<IconArrowLeft size={16} />}>
          {t('stones.reports.backToList')}
        </Button>
      </PageTitle>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="md">
          <Paper p="md" radius="lg" withBorder>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <TargetPicker value={target} onChange={(next) => form.set('target', next)} error={form.errorOf('itemId') ?? form.errorOf('preOrderId') ?? (form.tried && targetMissing(target) ? t('admin.validation.required') : undefined)} />
              <Stack gap="sm">
                <Select
                  label={t('stones.fields.branch')}
                  required
                  allowDeselect={false}
                  data={activeBranches.map((b) => ({ value: String(b.id), label: `${b.code} · ${nameOf(b)}` }))}
                  value={values.branchId === null ? null : String(values.branchId)}
                  onChange={(value) => form.set('branchId', value === null ? null : Number(value))}
                  error={form.errorOf('branchId')}
                />
                <TextInput label={t('stones.fields.note')} maxLength={500} value={values.note} onChange={(e) => form.set('note', e.currentTarget.value)} error={form.errorOf('note')} />
              </Stack>
            </SimpleGrid>
          </Paper>
          {target.id !== null && (
            <Paper p="md" radius="lg" withBorder data-testid="report-preview">
              <Stack gap="sm">
                <Group justify="space-between" wrap="wrap">
                  <Title order={2} fz={18}>
                    {t('stones.reports.preview', { target: target.label })}
                  </Title>
                  <Group gap="lg">
                    {(['prepared', 'held', 'set'] as const).map((key) => (
                      <Stack key={key} gap={0}>
                        <Text size="xs" c="dimmed">
                          {t(`stones.preparations.${key}`)}
                        </Text>
                        <StoneBalanceFigure balance={totals[key]} align="left" dimZero={false} />
                      </Stack>
                    ))}
                  </Group>
                </Group>
                <PreparationsTable preparations={found} showLot />
              </Stack>
            </Paper>
          )}
          <FormRefusal error={form.refusal} otherFields={form.otherErrors(['branchId', 'itemId', 'preOrderId', 'note'])} title={t('stones.reports.refused')} />
          <Group justify="flex-end">
            <Button type="submit" size="md" loading={form.pending} disabled={target.id !== null && preparations.isSuccess && found.length === 0} leftSection={<IconFilePlus size={20} />}>
              {t('stones.reports.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
