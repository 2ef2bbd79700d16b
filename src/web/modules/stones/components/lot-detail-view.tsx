import { Badge, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAdjustments, IconCut, IconFileUnknown, IconHandGrab } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { StonePreparation } from '../../../../shared/contracts/stones/stone-preparations';
import { formatMoney, formatStoneSize } from '../../../../shared/units';
import { formatPostingDay } from '../../../i18n/format';
import type { IntlLocale } from '../../../i18n/locale';
import type { StoneLotDetail } from '../../../../shared/contracts/stones/stone-lots';
import { intlLocaleOf } from '../../../i18n/locale';
import { CenteredMessage } from '../../../shell/centered-message';
import { isApiError } from '../../../shell/http';
import { showSnackbar } from '../../../shell/snackbar';
import { useUiLocale } from '../../../ui';
import { canAny, useMe } from '../../platform/api/get-me';
import { useLocalName } from '../../../ui/local-name';
import { useAssignPreparation } from '../api/assign-preparation';
import { useGetStoneLot } from '../api/get-stone-lot';
import { AdjustLotDialog } from './adjust-lot-dialog';
import { MovementsTable } from './movements-table';
import { PrepareStonesDialog } from './prepare-stones-dialog';
import { PreparationsTable } from './preparations-table';
import { ReturnStonesDialog } from './return-stones-dialog';
import { SplitLotDialog } from './split-lot-dialog';
import { StoneBalanceFigure } from './stone-balance';
import { useShapeLabel } from './stone-inputs';
import { LotLink } from './stone-links';
import { BackLink } from '../../../ui/back-link';

/** When the lot came in: its receipt's (or split's) posting day, a back-dated one's own. */
function receivedDay(lot: StoneLotDetail, intl: IntlLocale): string {
  const first = lot.movements.find((m) => m.kind === 'receive' || m.kind === 'split_in');
  return formatPostingDay(first?.postingDate ?? lot.receivedAt.slice(0, 10), lot.receivedAt, intl);
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}

type Dialog = 'split' | 'adjust' | 'prepare' | null;

/** `/gem_stone?lot=`: a lot, its four balances, its preparations and every movement; split, adjust, prepare, assign, return. */
export function LotDetailView({ id }: { id: number }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const intl = intlLocaleOf(locale === 'en' ? 'en' : 'kh');
  const nameOf = useLocalName();
  const shapeLabel = useShapeLabel();
  const { data: me } = useMe();
  const canWrite = canAny(me, ['stones.write']);
  const { data: lot, error, isPending } = useGetStoneLot(id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [returning, setReturning] = useState<StonePreparation | null>(null);
  const assign = useAssignPreparation();
  const back = (
    <BackLink to="/gem_stone" label={t('stones.lot.backToList')} />
  );

  if (isPending)
    return (
      <Center mih="30dvh">
        <Loader color="gold" type="dots" />
      </Center>
    );
  if (!lot) {
    const missing = isApiError(error) && (error.status === 404 || error.status === 400);
    return <CenteredMessage icon={<IconFileUnknown size={36} />} title={missing ? t('stones.lot.notFound', { id }) : t('stones.lot.loadFailed')} actions={back} />;
  }
  const hasStones = lot.available.count > 0;
  const grade = [lot.colour, lot.quality].filter(Boolean).join(' · ');

  return (
    <Stack gap="lg" data-testid="lot-detail">
      {back}
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={2}>
          <Title order={1} fz={26} ff="monospace">
            {lot.code}
          </Title>
          <Text c="dimmed">
            {`${lot.stoneType} · ${shapeLabel(lot.shape)} · ${formatStoneSize(lot.sizeCmm, locale)}`}
            {grade ? ` · ${grade}` : ''}
          </Text>
        </Stack>
        {canWrite && (
          <Group gap="xs">
            <Button leftSection={<IconHandGrab size={18} />} disabled={!hasStones} onClick={() => setDialog('prepare')}>
              {t('stones.prepare.button')}
            </Button>
            <Button variant="light" leftSection={<IconCut size={18} />} disabled={!hasStones} onClick={() => setDialog('split')}>
              {t('stones.split.button')}
            </Button>
            <Button variant="default" leftSection={<IconAdjustments size={18} />} onClick={() => setDialog('adjust')}>
              {t('stones.adjust.button')}
            </Button>
          </Group>
        )}
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {(['available', 'prepared', 'set', 'sold'] as const).map((key) => (
          <Paper key={key} p="sm" radius="md" withBorder data-testid={`lot-${key}`}>
            <Text size="xs" c="dimmed" mb={4}>
              {t(`stones.lot.balances.${key}`)}
            </Text>
            <StoneBalanceFigure balance={lot[key]} align="left" size="lg" dimZero={false} />
          </Paper>
        ))}
      </SimpleGrid>
      <Paper p="md" radius="lg" withBorder>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md">
          <Field label={t('stones.fields.branch')}>
            <Text size="sm">{`${lot.branch.code} · ${nameOf(lot.branch)}`}</Text>
          </Field>
          <Field label={t('stones.fields.holder')}>
            <Text size="sm">{lot.holder ? `${lot.holder.code} · ${nameOf(lot.holder)}` : t('stones.fields.holderNone')}</Text>
          </Field>
          <Field label={t('stones.fields.supplier')}>
            <Text size="sm">{lot.supplier || '—'}</Text>
          </Field>
          {canAny(me, ['stones.costs']) && (
            <Field label={t('stones.fields.costPerCarat')}>
              <Text size="sm">{lot.costCentsPerCarat === null ? '—' : formatMoney(lot.costCentsPerCarat, 'USD', locale)}</Text>
            </Field>
          )}
          <Field label={t('stones.lot.receivedAt')}>
            <Text size="sm">{`${receivedDay(lot, intl)}${lot.createdBy ? ` · ${lot.createdBy}` : ''}`}</Text>
          </Field>
          {lot.splitFrom && (
            <Field label={t('stones.lot.splitFrom')}>
              <LotLink lot={lot.splitFrom} />
            </Field>
          )}
          {lot.note && (
            <Field label={t('stones.fields.note')}>
              <Text size="sm">{lot.note}</Text>
            </Field>
          )}
        </SimpleGrid>
      </Paper>
      <Paper p="md" radius="lg" withBorder>
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} fz={18}>
              {t('stones.preparations.title')}
            </Title>
            <Badge variant="light" color="gray">
              {lot.preparations.length}
            </Badge>
          </Group>
          <PreparationsTable
            preparations={lot.preparations}
            assigning={assign.isPending ? (assign.variables?.id ?? null) : null}
            {...(canWrite
              ? {
                  onAssign: (p: StonePreparation) =>
                    void assign.mutateAsync({ id: p.id }).then(
                      () => showSnackbar({ type: 'success', message: t('stones.preparations.assigned', { target: p.target.code }) }),
                      () => undefined,
                    ),
                  onReturn: setReturning,
                }
              : {})}
          />
        </Stack>
      </Paper>
      <Paper p="md" radius="lg" withBorder>
        <Stack gap="sm">
          <Title order={2} fz={18}>
            {t('stones.movements.title')}
          </Title>
          <MovementsTable movements={lot.movements} />
        </Stack>
      </Paper>
      {canWrite && (
        <>
          <SplitLotDialog
            lot={lot}
            opened={dialog === 'split'}
            onClose={(result) => {
              setDialog(null);
              if (result) showSnackbar({ type: 'success', message: t('stones.split.done', { code: result.newLot.code }) });
            }}
          />
          <AdjustLotDialog
            lot={lot}
            opened={dialog === 'adjust'}
            onClose={(result) => {
              setDialog(null);
              if (result) showSnackbar({ type: 'success', message: t('stones.adjust.done', { code: result.code }) });
            }}
          />
          <PrepareStonesDialog
            lot={lot}
            opened={dialog === 'prepare'}
            onClose={(result) => {
              setDialog(null);
              if (result) showSnackbar({ type: 'success', message: t('stones.prepare.done', { target: result.target.code }) });
            }}
          />
          <ReturnStonesDialog preparation={returning} onClose={() => setReturning(null)} />
        </>
      )}
    </Stack>
  );
}
