import { Button, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { SizeChartRow } from '../../../../shared/contracts/stones/size-chart';
import type { StoneShape } from '../../../../shared/contracts/stones/stone';
import { useUiLocale, FilterSelect } from '../../../ui';
import { canAny, useMe } from '../../platform/api/get-me';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { RowAction } from '../../../ui/record-row-actions';
import { useDeleteSizeChartRow } from '../api/delete-size-chart-row';
import { useFindSizeChart } from '../api/find-size-chart';
import { CaratEstimator } from '../components/carat-estimator';
import { SizeChartFormDialog, type SizeChartDraft } from '../components/size-chart-form-dialog';
import { StoneShapeSelect, useShapeLabel } from '../components/stone-inputs';
import { StonesTabs } from '../components/stones-tabs';
import { PageTitle } from '../../../ui/page-title';
import { formatCarats, formatStoneSize } from '../../../../shared/units';

export interface SizeChartGroup {
  stoneType: string;
  shape: StoneShape;
  rows: SizeChartRow[];
}

/** The rows by type (as first written, whatever the case) and shape, each group by size. */
export function sizeChartGroups(rows: readonly SizeChartRow[]): SizeChartGroup[] {
  const groups = new Map<string, SizeChartGroup>();
  for (const row of rows) {
    const key = `${row.stoneType.toLowerCase()}|${row.shape}`;
    const group = groups.get(key) ?? { stoneType: row.stoneType, shape: row.shape, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  return [...groups.values()]
    .map((group) => ({ ...group, rows: [...group.rows].sort((a, b) => a.sizeCmm - b.sizeCmm) }))
    .sort((a, b) => a.stoneType.localeCompare(b.stoneType) || a.shape.localeCompare(b.shape));
}

/**
 * `/setting/stone-size-chart`: per stone type and shape, the weight of one
 * stone at each size; it estimates the carats of a count of stones (linear
 * between two sizes, none outside the chart). Kept by those with
 * stones.settings; everyone with stones.read reads it and uses the calculator.
 */
export function SizeChartPage() {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const shapeLabel = useShapeLabel();
  const { data: me } = useMe();
  const canEdit = canAny(me, ['stones.settings']);
  const [stoneType, setStoneType] = useState<string>();
  const [shape, setShape] = useState<StoneShape | null>(null);
  const { data, isPending } = useFindSizeChart({ ...(stoneType ? { stoneType } : {}), ...(shape ? { shape } : {}) });
  const all = useFindSizeChart();
  const knownTypes = all.data?.stoneTypes ?? data?.stoneTypes ?? [];
  /** undefined: the dialog is closed; null: a new row. */
  const [editing, setEditing] = useState<SizeChartRow | null | undefined>(undefined);
  const [draft, setDraft] = useState<SizeChartDraft | null>(null);
  const [deleting, setDeleting] = useState<SizeChartRow | null>(null);
  const remove = useDeleteSizeChartRow();
  const groups = sizeChartGroups(data?.items ?? []);

  return (
    <Stack gap="lg">
      <StonesTabs />
      <PageTitle title={t('stones.sizeChart.title')} subtitle={t('stones.sizeChart.subtitle')}>
        {canEdit && (
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing(null)}>
            {t('stones.sizeChart.add')}
          </Button>
        )}
      </PageTitle>
      <CaratEstimator knownTypes={knownTypes} />
      <Paper p={{ base: 'xs', sm: 'md' }} radius="lg" withBorder>
        <Stack gap="md">
          <Group gap="md" align="flex-end">
            <FilterSelect
              label={t('stones.fields.type')}
              placeholder={t('stones.filters.allTypes')}
              data={knownTypes}
              value={stoneType}
              onChange={setStoneType}
              searchable
              w={{ base: 'calc(50% - 8px)', sm: 200 }}
            />
            <StoneShapeSelect
              label={t('stones.fields.shape')}
              placeholder={t('stones.filters.allShapes')}
              value={shape}
              onChange={setShape}
              clearable
              w={{ base: 'calc(50% - 8px)', sm: 180 }}
            />
          </Group>
          {!isPending && groups.length === 0 && (
            <Text c="dimmed" ta="center" py="lg">
              {t('stones.sizeChart.empty')}
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md" style={{ alignItems: 'start' }}>
            {groups.map((group) => (
              <Paper key={`${group.stoneType}|${group.shape}`} p="sm" radius="md" withBorder data-testid="size-chart-group">
                <Stack gap={6}>
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={700}>{`${group.stoneType} · ${shapeLabel(group.shape)}`}</Text>
                    <Text size="xs" c="dimmed">
                      {t('stones.sizeChart.sizes', { count: group.rows.length })}
                    </Text>
                  </Group>
                  <Table verticalSpacing={4} fz="sm" tabularNums striped>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('stones.fields.size')}</Table.Th>
                        <Table.Th ta="right">{t('stones.sizeChart.caratsPerStone')}</Table.Th>
                        {canEdit && <Table.Th w={80} />}
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {group.rows.map((row) => (
                        <Table.Tr key={row.id}>
                          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatStoneSize(row.sizeCmm, locale)}</Table.Td>
                          <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                            {formatCarats(row.mctPerStone, locale)}
                          </Table.Td>
                          {canEdit && (
                            <Table.Td>
                              <Group gap={2} justify="flex-end" wrap="nowrap">
                                <RowAction label={t('stones.sizeChart.edit')} onClick={() => setEditing(row)}>
                                  <IconEdit size={16} />
                                </RowAction>
                                <RowAction label={t('stones.sizeChart.delete')} color="red" onClick={() => setDeleting(row)}>
                                  <IconTrash size={16} />
                                </RowAction>
                              </Group>
                            </Table.Td>
                          )}
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Stack>
              </Paper>
            ))}
          </SimpleGrid>
        </Stack>
      </Paper>
      <SizeChartFormDialog
        opened={editing !== undefined}
        row={editing ?? null}
        draft={draft}
        knownTypes={knownTypes}
        onClose={(saved) => {
          if (saved && editing === null) setDraft(saved);
          setEditing(undefined);
        }}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('stones.sizeChart.deleteTitle')}
        body={
          deleting
            ? t('stones.sizeChart.deleteBody', {
                kind: `${deleting.stoneType} · ${shapeLabel(deleting.shape)}`,
                size: formatStoneSize(deleting.sizeCmm, locale),
                carats: formatCarats(deleting.mctPerStone, locale),
              })
            : ''
        }
        confirmLabel={t('stones.sizeChart.delete')}
        loading={remove.isPending}
        onConfirm={() => deleting && void remove.mutateAsync(deleting.id).then(() => setDeleting(null), () => undefined)}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
