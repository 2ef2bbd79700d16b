import { Badge, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { Dashboard } from '../../../../shared/contracts/reports/get-dashboard';
import type { MaterialRef } from '../../../../shared/contracts/reports/report-common';
import { productionStages } from '../../../../shared/production-stages';
import { useLocalName } from '../../../ui/local-name';
import { LossShare, ReportWeight } from './report-figures';
import { basisPointsOf, useReportFormat } from './report-format';
import classes from './dashboard-cards.module.css';

type Sales = Dashboard['salesToday'];
type Metal = Dashboard['metal'][number];
type Loss = Dashboard['loss'][number];

/** One figure of the day, large, with what it is made of beneath. */
export function FigureCard({ label, value, lines, testId, tone }: { label: string; value: ReactNode; lines: ReactNode[]; testId: string; tone?: 'red' }) {
  return (
    <Paper p="md" radius="lg" withBorder className={classes.card} data-card={testId}>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fz={26} fw={700} c={tone === 'red' ? 'red.7' : undefined} className={classes.big} data-figure={testId}>
        {value}
      </Text>
      <Stack gap={0}>
        {lines.map((line, index) => (
          <Text key={index} size="sm" c="dimmed" className={classes.line}>
            {line}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}

/** Sales of a period: what the invoices ask, how many, the pieces, what came in. */
export function SalesCard({ label, sales, testId }: { label: string; sales: Sales; testId: string }) {
  const { t } = useTranslation();
  const format = useReportFormat();
  return (
    <FigureCard
      label={label}
      testId={testId}
      value={format.usd(sales.salesCents)}
      lines={[
        t('reports.dashboard.invoicesAndPieces', { invoices: format.count(sales.invoiceCount), pieces: format.count(sales.piecesSold) }),
        t('reports.dashboard.received', { amount: format.usd(sales.paymentsCents) }),
        ...(sales.oldGoldCents > 0 ? [t('reports.dashboard.oldGoldPaid', { amount: format.usd(sales.oldGoldCents) })] : []),
      ]}
    />
  );
}

/** What customers owe now, and how much of it is overdue (red). */
export function ReceivablesCard({ receivables }: { receivables: Dashboard['receivables'] }) {
  const { t } = useTranslation();
  const format = useReportFormat();
  return (
    <FigureCard
      label={t('reports.dashboard.receivables')}
      testId="receivables"
      value={format.usd(receivables.balanceCents)}
      lines={[
        t('reports.dashboard.onInvoices', { count: receivables.invoiceCount, shown: format.count(receivables.invoiceCount) }),
        <Text key="overdue" span size="sm" c={receivables.overdueCents > 0 ? 'red.7' : 'dimmed'} fw={receivables.overdueCents > 0 ? 600 : undefined} data-figure="overdue">
          {t('reports.dashboard.overdue', { amount: format.usd(receivables.overdueCents), count: receivables.overdueCount, shown: format.count(receivables.overdueCount) })}
        </Text>,
      ]}
    />
  );
}

/** The workshop's work in hand: items in production, casts not finished, entries on the benches. */
export function WorkCard({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation();
  const format = useReportFormat();
  const items = dashboard.production.reduce((sum, stage) => sum + stage.count, 0);
  return (
    <FigureCard
      label={t('reports.dashboard.inProduction')}
      testId="production"
      value={format.count(items)}
      lines={[t('reports.dashboard.openCasts', { count: dashboard.openCasts, shown: format.count(dashboard.openCasts) }), t('reports.dashboard.openEntries', { count: dashboard.openEntries, shown: format.count(dashboard.openEntries) })]}
    />
  );
}

function MaterialHead({ material }: { material: MaterialRef }) {
  const nameOf = useLocalName();
  const format = useReportFormat();
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text fw={700} size="sm" lineClamp={1}>
        {nameOf(material) || material.code}{' '}
        <Text span size="xs" c="dimmed" ff="monospace" fw={400}>
          {material.code}
        </Text>
      </Text>
      <Badge variant="light" color="gold" size="sm">
        {format.karat(material.purity)}
      </Badge>
    </Group>
  );
}

/** One material's metal at the end of the day: on hand, where it sits, the month's in and out. */
export function MetalCard({ metal }: { metal: Metal }) {
  const { t } = useTranslation();
  const format = useReportFormat();
  return (
    <Paper p="md" radius="lg" withBorder className={classes.card} data-metal={metal.material.code}>
      <MaterialHead material={metal.material} />
      <Stack gap={0} mt={4}>
        <Text size="xs" c="dimmed">
          {t('reports.dashboard.onHand')}
        </Text>
        <Text fz={24} fw={700} className={classes.big} data-figure="on-hand">
          {format.grams(metal.onHandMg)}
        </Text>
        <Text size="sm" c="dimmed" className={classes.line}>
          {format.chi(metal.onHandMg)}
        </Text>
      </Stack>
      <div className={classes.rows}>
        {metal.byHolderKind.map((part) => (
          <div key={part.kind} className={classes.row} data-kind={part.kind}>
            <span>{t(`materials.accounts.kinds.${part.kind}`)}</span>
            <ReportWeight mg={part.mg} />
          </div>
        ))}
      </div>
      <div className={classes.rows}>
        <div className={classes.row}>
          <span>{t('reports.dashboard.monthIn')}</span>
          <ReportWeight mg={metal.monthInMg} />
        </div>
        <div className={classes.row}>
          <span>{t('reports.dashboard.monthOut')}</span>
          <ReportWeight mg={metal.monthOutMg} />
        </div>
      </div>
    </Paper>
  );
}

/** Whether the entries' loss is over what their categories allow (mg against mg, exact). */
export const entryLossOver = (loss: Pick<Loss, 'entryLossMg' | 'entryAllowedMg'>) => loss.entryLossMg > loss.entryAllowedMg;

/** One material's loss of the month: the total, the entries' share against their allowance (red when over), the casts', by source. */
export function LossCard({ loss }: { loss: Loss }) {
  const { t } = useTranslation();
  const over = entryLossOver(loss);
  const sources = [
    ['entries', loss.entryLossMg],
    ['casts', loss.castLossMg],
    ['melting', loss.meltLossMg],
    ['other', loss.otherLossMg],
  ] as const;
  return (
    <Paper p="md" radius="lg" withBorder className={classes.card} data-loss={loss.material.code} data-over={over ? 'true' : 'false'}>
      <MaterialHead material={loss.material} />
      <Group justify="space-between" align="flex-start" mt={4} wrap="nowrap">
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {t('reports.dashboard.lossThisMonth')}
          </Text>
          <ReportWeight mg={loss.lossMg} strong align="left" />
        </Stack>
        <Stack gap={0} align="flex-end">
          <Text size="xs" c="dimmed">
            {t('reports.dashboard.entryLoss')}
          </Text>
          <LossShare lossBasisPoints={loss.entryLossBasisPoints} allowedBasisPoints={basisPointsOf(loss.entryAllowedMg, loss.entryIssuedMg)} over={over} />
        </Stack>
      </Group>
      <div className={classes.rows}>
        {sources
          .filter(([, mg]) => mg !== 0)
          .map(([source, mg]) => (
            <div key={source} className={classes.row} data-source={source}>
              <span>{t(`reports.common.sources.${source}`)}</span>
              <ReportWeight mg={mg} />
            </div>
          ))}
        <div className={classes.row}>
          <span>{t('reports.dashboard.castLoss')}</span>
          <LossShare lossBasisPoints={loss.castLossBasisPoints} />
        </div>
        {loss.entryOverAllowanceMg > 0 && (
          <div className={`${classes.row} ${classes.over}`} data-figure="over-allowance">
            <span>{t('reports.dashboard.overAllowance')}</span>
            <ReportWeight mg={loss.entryOverAllowanceMg} />
          </div>
        )}
      </div>
    </Paper>
  );
}

/** Items in each stage of the workshop now, as bars against the busiest stage. */
export function ProductionStages({ production }: { production: Dashboard['production'] }) {
  const { t } = useTranslation();
  const format = useReportFormat();
  const rows = productionStages.flatMap((stage) => production.filter((row) => row.stage === stage));
  const most = Math.max(1, ...rows.map((row) => row.count));
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('reports.dashboard.noProduction')}
      </Text>
    );
  }
  return (
    <div className={classes.stages}>
      {rows.map((row) => (
        <div key={row.stage} className={classes.stage} data-stage={row.stage}>
          <Text size="sm">{t(`production.stages.${row.stage}`)}</Text>
          <Progress value={(row.count * 100) / most} color="gold" size="lg" radius="xl" aria-hidden />
          <Text size="sm" fw={700} ta="right" className={classes.line}>
            {format.count(row.count)}
          </Text>
        </div>
      ))}
    </div>
  );
}
