import { Badge, Box, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { ProductionItem } from '../../../../shared/contracts/production/production-item';
import { formatNumber } from '../../../i18n/format';
import { ItemCodeLink } from './item-summary';
import { StageBadge } from './stage-badge';

interface UnfinishedTableProps<Row extends ProductionItem> {
  title: string;
  hint: string;
  color: string;
  rows: readonly Row[];
  total: number;
  /** Header of the last column: days late, days in the stage. */
  daysHeader: string;
  days: (row: Row) => ReactNode;
  emptyText: string;
}

/**
 * Late or stuck pieces: three columns (piece, stage, days) so the table fits
 * a phone; the code opens the timeline. `total` may exceed the rows listed.
 */
export function UnfinishedTable<Row extends ProductionItem>({ title, hint, color, rows, total, daysHeader, days, emptyText }: UnfinishedTableProps<Row>) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="md" component="section" style={{ borderTop: `4px solid var(--mantine-color-${color}-6)` }}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0}>
            <Title order={2} fz="lg">
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {hint}
            </Text>
          </Stack>
          <Badge color={total > 0 ? color : 'gray'} variant="filled" size="xl" style={{ flexShrink: 0 }}>
            {formatNumber(total)}
          </Badge>
        </Group>
        <Table.ScrollContainer minWidth={320}>
          <Table striped tabularNums verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('production.followUp.unfinished.piece')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('production.followUp.unfinished.stage')}</Table.Th>
                <Table.Th ta="right">{daysHeader}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={3} ta="center" c="dimmed" py="lg">
                    {emptyText}
                  </Table.Td>
                </Table.Tr>
              ) : (
                rows.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>
                      <Box style={{ whiteSpace: 'nowrap' }}>
                        <ItemCodeLink item={row} />
                      </Box>
                      <Text size="sm" c="dimmed" lineClamp={2}>
                        {row.preOrderNumber ? `${row.preOrderNumber} · ${row.description}` : row.description}
                      </Text>
                      {/* On a phone the stage sits under the piece: two columns fit 390 px. */}
                      <StageBadge stage={row.stage} size="sm" hiddenFrom="sm" mt={4} />
                    </Table.Td>
                    {/* The badge keeps its whole label: the description column gives way instead. */}
                    <Table.Td w={1} style={{ whiteSpace: 'nowrap' }} visibleFrom="sm">
                      <StageBadge stage={row.stage} size="sm" styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible' } }} />
                    </Table.Td>
                    <Table.Td ta="right">{days(row)}</Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {total > rows.length && (
          <Text size="xs" c="dimmed">
            {t('production.followUp.unfinished.shown', { shown: formatNumber(rows.length), total: formatNumber(total) })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
