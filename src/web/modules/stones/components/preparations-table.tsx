import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconArrowBackUp, IconCheck } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import type { StonePreparation } from '../../../../shared/contracts/stones/stone-preparations';
import { formatPostingDay } from '../../../i18n/format';
import { intlLocaleOf } from '../../../i18n/locale';
import { useUiLocale } from '../../../ui';
import { PreparationStateBadge } from './stone-badges';
import { StoneBalanceFigure } from './stone-balance';
import { useShapeLabel } from './stone-inputs';
import { LotLink, TargetText } from './stone-links';
import { useScreenQuery } from '../../../ui/use-screen-query';
import { formatStoneSize } from '../../../../shared/units';

export interface PreparationsTableProps {
  preparations: readonly StonePreparation[];
  /** Show each preparation's lot (a target's list), or not (a lot's own). */
  showLot?: boolean;
  /** Absent: the reader may not assign or return. */
  onAssign?: (preparation: StonePreparation) => void;
  onReturn?: (preparation: StonePreparation) => void;
  assigning?: number | null;
}

/** Assigning confirms prepared stones for their item; held stones may be returned (not assigned). */
export const mayAssign = (p: StonePreparation) => p.state === 'prepared' && p.held.count > 0;
export const mayReturn = (p: StonePreparation) => p.held.count > 0;

/** Preparations: what each took for its item or order, what it still holds, what was set and returned. */
export function PreparationsTable({ preparations, showLot = false, onAssign, onReturn, assigning = null }: PreparationsTableProps) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const wide = useScreenQuery('(min-width: 48em)');
  const shapeLabel = useShapeLabel();
  /** A lot's stones, when the list is one target's: "Diamond · Round · 1.50 mm · G · VS". */
  const lotText = (p: StonePreparation) =>
    [p.lot.stoneType, shapeLabel(p.lot.shape), formatStoneSize(p.lot.sizeCmm, locale), p.lot.colour, p.lot.quality].filter(Boolean).join(' · ');
  const actions = (p: StonePreparation) =>
    (onAssign || onReturn) && (
      <Group gap={4} justify="flex-end" wrap="nowrap">
        {onAssign && mayAssign(p) && (
          <Button size="compact-sm" variant="light" color="grape" leftSection={<IconCheck size={14} />} loading={assigning === p.id} onClick={() => onAssign(p)}>
            {t('stones.preparations.assign')}
          </Button>
        )}
        {onReturn && mayReturn(p) && (
          <Button size="compact-sm" variant="subtle" color="cyan" leftSection={<IconArrowBackUp size={14} />} onClick={() => onReturn(p)}>
            {t('stones.preparations.return')}
          </Button>
        )}
      </Group>
    );
  if (preparations.length === 0)
    return (
      <Text size="sm" c="dimmed" ta="center" py="sm">
        {t('stones.preparations.empty')}
      </Text>
    );
  if (!wide)
    return (
      <Stack gap="sm">
        {preparations.map((p) => (
          <Stack key={p.id} gap={4} pb="xs" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }} data-testid="preparation">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              {showLot ? <LotLink lot={p.lot} /> : <TargetText target={p.target} />}
              <PreparationStateBadge state={p.state} />
            </Group>
            {showLot && <Text size="sm">{lotText(p)}</Text>}
            <Group gap="lg" wrap="wrap">
              {(['prepared', 'held', 'set', 'returned'] as const).map((key) => (
                <Stack key={key} gap={0}>
                  <Text size="xs" c="dimmed">
                    {t(`stones.preparations.${key}`)}
                  </Text>
                  <StoneBalanceFigure balance={p[key]} align="left" />
                </Stack>
              ))}
            </Group>
            {actions(p)}
          </Stack>
        ))}
      </Stack>
    );
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="xs" tabularNums>
        <Table.Thead>
          <Table.Tr>
            {showLot && <Table.Th>{t('stones.fields.lot')}</Table.Th>}
            <Table.Th>{showLot ? t('stones.reports.stone') : t('stones.preparations.target')}</Table.Th>
            <Table.Th ta="right">{t('stones.preparations.prepared')}</Table.Th>
            <Table.Th ta="right">{t('stones.preparations.held')}</Table.Th>
            <Table.Th ta="right">{t('stones.preparations.set')}</Table.Th>
            <Table.Th ta="right">{t('stones.preparations.returned')}</Table.Th>
            <Table.Th>{t('stones.preparations.state')}</Table.Th>
            {(onAssign || onReturn) && <Table.Th />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {preparations.map((p) => (
            <Table.Tr key={p.id} data-testid="preparation">
              {showLot && (
                <Table.Td>
                  <LotLink lot={p.lot} />
                </Table.Td>
              )}
              <Table.Td>
                {showLot ? <Text size="sm">{lotText(p)}</Text> : <TargetText target={p.target} />}
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {formatPostingDay(p.postingDate, p.createdAt, intlLocaleOf(locale === 'en' ? 'en' : 'kh'))}
                </Text>
              </Table.Td>
              <Table.Td>
                <StoneBalanceFigure balance={p.prepared} />
              </Table.Td>
              <Table.Td>
                <StoneBalanceFigure balance={p.held} />
              </Table.Td>
              <Table.Td>
                <StoneBalanceFigure balance={p.set} />
              </Table.Td>
              <Table.Td>
                <StoneBalanceFigure balance={p.returned} />
              </Table.Td>
              <Table.Td>
                <PreparationStateBadge state={p.state} />
              </Table.Td>
              {(onAssign || onReturn) && <Table.Td>{actions(p)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
