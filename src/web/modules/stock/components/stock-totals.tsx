import { Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { FindPiecesResponse } from '../../../../shared/contracts/stock/jewelry-piece';
import { useLocalName } from '../../../ui/local-name';
import { useStockNames } from './stock-names';
import { WeightText } from '../../../ui/weight-text';

type Totals = FindPiecesResponse['totals'];

/** One line of figures: pieces, gross and metal (gross − stones), in grams and chi. */
function Figures({ totals }: { totals: Totals }) {
  const { t } = useTranslation();
  return (
    <Group gap="lg" wrap="wrap">
      <Group gap={6} wrap="nowrap">
        <Text size="sm" c="dimmed">
          {t('stock.pieces.count')}
        </Text>
        <Text size="sm" fw={600} data-figure="count">
          {totals.count}
        </Text>
      </Group>
      <Group gap={6} wrap="nowrap" data-figure="gross">
        <Text size="sm" c="dimmed">
          {t('stock.pieces.gross')}
        </Text>
        <WeightText mg={totals.grossMg} layout="inline" />
      </Group>
      <Group gap={6} wrap="nowrap" data-figure="metal">
        <Text size="sm" c="dimmed">
          {t('stock.pieces.metal')}
        </Text>
        <WeightText mg={totals.metalMg} layout="inline" />
      </Group>
    </Group>
  );
}

function Breakdown({ title, rows }: { title: string; rows: { key: string; name: string; totals: Totals }[] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return null;
  return (
    <Paper p="sm" radius="md" withBorder>
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          {title}
        </Text>
        <Table.ScrollContainer minWidth={320}>
          <Table verticalSpacing={4} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th />
                <Table.Th ta="right">{t('stock.pieces.count')}</Table.Th>
                <Table.Th ta="right">{t('stock.pieces.gross')}</Table.Th>
                <Table.Th ta="right">{t('stock.pieces.metal')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map(({ key, name, totals }) => (
                <Table.Tr key={key}>
                  <Table.Td>{name}</Table.Td>
                  <Table.Td ta="right">{totals.count}</Table.Td>
                  <Table.Td>
                    <WeightText mg={totals.grossMg} align="right" />
                  </Table.Td>
                  <Table.Td>
                    <WeightText mg={totals.metalMg} align="right" />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}

/** The totals of every piece the filter keeps (not just the page), and the same by category and by metal. */
export function StockTotals({ data }: { data: Pick<FindPiecesResponse, 'totals' | 'byCategory' | 'byMaterial'> }) {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const names = useStockNames();
  const categoryName = (id: number | null) => {
    const category = names.category(id);
    return category ? `${nameOf(category) || category.code} · ${category.code}` : t('stock.pieces.noCategory');
  };
  return (
    <Stack gap="sm" aria-label={t('stock.pieces.totals')}>
      <Group gap="lg" wrap="wrap">
        <Text size="sm" fw={600}>
          {t('stock.pieces.totals')}
        </Text>
        <Figures totals={data.totals} />
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        <Breakdown
          title={t('stock.pieces.byCategory')}
          rows={data.byCategory.map(({ categoryId, ...totals }) => ({ key: String(categoryId), name: categoryName(categoryId), totals }))}
        />
        <Breakdown
          title={t('stock.pieces.byMaterial')}
          rows={data.byMaterial.map(({ materialId, ...totals }) => {
            const material = names.material(materialId);
            return { key: String(materialId), name: material ? `${nameOf(material) || material.code} · ${material.code}` : `#${materialId}`, totals };
          })}
        />
      </SimpleGrid>
    </Stack>
  );
}
