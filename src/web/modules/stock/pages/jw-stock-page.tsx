import { Paper, Stack, Table, Text } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLocalName } from '../../../ui/local-name';
import { useGetStockSummary } from '../api/get-stock-summary';
import { useStockNames } from '../components/stock-names';
import { groupSummaryByBranch, type StockSummaryFigures } from '../components/stock-summary-groups';
import { StockTabs } from '../components/stock-tabs';
import { WeightText } from '../../../ui/weight-text';
import { PageTitle } from '../../../ui/page-title';
import { TableHead } from '../../../ui/table-head';

function FigureCells({ figures, bold = false }: { figures: StockSummaryFigures; bold?: boolean }) {
  const fw = bold ? 700 : undefined;
  return (
    <>
      <Table.Td ta="right" fw={fw}>
        {figures.count}
      </Table.Td>
      <Table.Td ta="right" fw={fw} c={figures.frozen > 0 ? 'blue' : 'dimmed'}>
        {figures.frozen}
      </Table.Td>
      <Table.Td>
        <WeightText mg={figures.grossMg} align="right" />
      </Table.Td>
      <Table.Td>
        <WeightText mg={figures.metalMg} align="right" />
      </Table.Td>
    </>
  );
}

/** `/jw-stock`: what each branch holds, by category and metal, with totals per branch and for the shop. */
export function JwStockPage() {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const names = useStockNames();
  const { data, isPending } = useGetStockSummary();
  const { branches, totals } = groupSummaryByBranch(data?.rows ?? []);
  const categoryName = (id: number | null) => {
    const category = names.category(id);
    return category ? `${category.code} · ${nameOf(category)}` : t('stock.pieces.noCategory');
  };

  return (
    <Stack gap="lg">
      <StockTabs />
      <PageTitle title={t('stock.summary.title')} subtitle={t('stock.summary.subtitle')} />
      <Paper p="md" radius="lg" withBorder>
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs">
            <TableHead
              names={[t('stock.pieces.category'), t('stock.pieces.material')]}
              figures={[t('stock.pieces.count'), t('stock.pieces.frozen'), t('stock.pieces.gross'), t('stock.pieces.metal')]}
            />
            <Table.Tbody>
              {branches.map((group) => (
                <Fragment key={group.branch.id}>
                  <Table.Tr bg="var(--mantine-color-gray-0)">
                    <Table.Td colSpan={6}>
                      <Text fw={700} size="sm">
                        {group.branch.code} · {nameOf(group.branch)}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                  {group.rows.map((row) => (
                    <Table.Tr key={`${row.categoryId}-${row.materialId}`}>
                      <Table.Td>{categoryName(row.categoryId)}</Table.Td>
                      <Table.Td>{names.material(row.materialId)?.code ?? `#${row.materialId}`}</Table.Td>
                      <FigureCells figures={row} />
                    </Table.Tr>
                  ))}
                  <Table.Tr data-total={group.branch.code}>
                    <Table.Td colSpan={2} fw={700}>
                      {t('stock.summary.branchTotal', { branch: nameOf(group.branch) })}
                    </Table.Td>
                    <FigureCells figures={group.totals} bold />
                  </Table.Tr>
                </Fragment>
              ))}
              {branches.length > 1 && (
                <Table.Tr data-total="all" style={{ borderTop: '2px solid var(--mantine-color-gray-5)' }}>
                  <Table.Td colSpan={2} fw={700}>
                    {t('stock.summary.total')}
                  </Table.Td>
                  <FigureCells figures={totals} bold />
                </Table.Tr>
              )}
              {branches.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={6}>
                    <Text c="dimmed" ta="center" py="lg">
                      {isPending ? t('stock.pending.loading') : t('stock.summary.empty')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </Stack>
  );
}
