import { Button, Checkbox, Group, Pagination, Paper, Select, Stack, Text } from '@mantine/core';
import { IconLock, IconLockOpen, IconPrinter } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { JewelryPiece } from '../../../../shared/contracts/stock/jewelry-piece';
import { DataTable, type DataTableColumn, ExportMenu, FilterSelect, ListFilterRow, listFiltersOf } from '../../../ui';
import { canAny, useMe } from '../../platform/api/get-me';
import { useAllBranches } from '../../platform/api/find-branches';
import { useLocalName } from '../../../ui/local-name';
import { currentlyQueryOf, piecesPageSize, useFindPieces, type CurrentlySearch } from '../api/find-pieces';
import { PieceBadges, PieceCard } from '../components/piece-card';
import { PieceFreezeDialog } from '../components/piece-freeze-dialog';
import { PiecePhoto } from '../components/piece-photo';
import { useStockNames } from '../components/stock-names';
import { StockTabs } from '../components/stock-tabs';
import { StockTotals } from '../components/stock-totals';
import { TagPrintView, type PieceTag } from '../components/tag-sheet';
import { WeightText } from '../../../ui/weight-text';
import { CellStack, CellText } from '../../../ui/cell-text';
import { RowButton, RowCheckbox } from '../../../ui/row-controls';
import { PageTitle } from '../../../ui/page-title';
import { useScreenQuery } from '../../../ui/use-screen-query';
import { ChoiceControl } from '../../../ui/choice-control';

const filterWidth = { base: '100%', sm: 180 } as const;
const route = getRouteApi('/jewelry/stock/currently');

/** `/jewelry/stock/currently`: what is on hand, with totals; freeze a piece, tick pieces to print their tags. */
export function StockCurrentlyPage() {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const navigate = route.useNavigate();
  const search = route.useSearch();
  const wide = useScreenQuery('(min-width: 62em)');
  const { data: me } = useMe();
  const canWrite = canAny(me, ['stock.write']);
  /** A changed filter goes back to page 1. */
  const filters = { ...search, page: undefined };
  const query = currentlyQueryOf(search);
  const { page } = query;
  const { data, isFetching } = useFindPieces(query);
  const { data: branches } = useAllBranches();
  const names = useStockNames();
  const [freezing, setFreezing] = useState<JewelryPiece | null>(null);
  /** Ticked pieces by id, kept across pages and filters until printed or cleared. */
  const [ticked, setTicked] = useState<ReadonlyMap<number, PieceTag>>(new Map());
  const [printing, setPrinting] = useState(false);

  /** A changed filter goes back to page 1. */
  const setSearch = (next: CurrentlySearch) => void navigate({ search: { ...filters, ...next }, replace: true });
  const filterOf = listFiltersOf(filters, setSearch);

  const tagOf = (piece: JewelryPiece): PieceTag => ({
    code: piece.code,
    grossMg: piece.grossMg,
    categoryCode: names.category(piece.categoryId)?.code ?? null,
    categoryNameKh: names.category(piece.categoryId)?.nameKh ?? null,
    materialCode: piece.materialCode,
  });
  const tick = (piece: JewelryPiece, on: boolean) =>
    setTicked((current) => {
      const next = new Map(current);
      if (on) next.set(piece.id, tagOf(piece));
      else next.delete(piece.id);
      return next;
    });
  const rows = data?.items ?? [];
  const allTicked = rows.length > 0 && rows.every((piece) => ticked.has(piece.id));
  const someTicked = rows.some((piece) => ticked.has(piece.id));

  if (printing) return <TagPrintView tags={[...ticked.values()]} onBack={() => setPrinting(false)} />;

  /** Only a piece on hand is frozen or unfrozen (one in transit waits for its receipt). */
  const freezeButton = (piece: JewelryPiece) =>
    piece.state === 'in_stock' ? (
      <RowButton
        color={piece.frozen ? 'teal' : 'blue'}
        leftSection={piece.frozen ? <IconLockOpen size={14} /> : <IconLock size={14} />}
        onClick={(event) => {
          event.stopPropagation();
          setFreezing(piece);
        }}
      >
        {t(piece.frozen ? 'stock.pieces.unfreeze' : 'stock.pieces.freeze')}
      </RowButton>
    ) : null;
  const emptyText = filters.state === 'in_transit' ? t('stock.pieces.emptyInTransit') : t('stock.pieces.empty');

  const columns: DataTableColumn<JewelryPiece>[] = [
    {
      key: 'tick',
      header: '',
      width: 36,
      cell: (piece) => (
        <RowCheckbox aria-label={t('stock.pieces.tick', { code: piece.code })} checked={ticked.has(piece.id)} onChange={(on) => tick(piece, on)} stopClick />
      ),
    },
    { key: 'photo', header: t('stock.pieces.photo'), width: 64, cell: (piece) => <PiecePhoto src={piece.photos[0]} alt={piece.code} /> },
    {
      key: 'code',
      header: t('stock.pieces.code'),
      cell: (piece) => (
        <CellStack gap={2} align="start">
          <CellText weight={600} mono nowrap>
            {piece.code}
          </CellText>
          <PieceBadges piece={piece} />
        </CellStack>
      ),
    },
    { key: 'description', header: t('stock.pieces.description'), cell: (piece) => <CellText>{piece.description || '—'}</CellText> },
    {
      key: 'category',
      header: t('stock.pieces.category'),
      cell: (piece) => {
        const category = names.category(piece.categoryId);
        return <CellText>{category ? nameOf(category) : '—'}</CellText>;
      },
    },
    { key: 'material', header: t('stock.pieces.material'), cell: (piece) => <CellText>{piece.materialCode}</CellText> },
    { key: 'gross', header: t('stock.pieces.gross'), align: 'right', cell: (piece) => <WeightText mg={piece.grossMg} align="right" /> },
    { key: 'stones', header: t('stock.pieces.stones'), align: 'right', cell: (piece) => <WeightText mg={piece.stoneMg} align="right" /> },
    { key: 'branch', header: t('stock.pieces.branch'), cell: (piece) => <CellText>{nameOf(piece.branch)}</CellText> },
    ...(canWrite
      ? [
          {
            key: 'freeze',
            header: '',
            width: 120,
            cell: (piece: JewelryPiece) => freezeButton(piece),
          },
        ]
      : []),
  ];

  return (
    <Stack gap="lg">
      <StockTabs />
      <Group justify="space-between" align="flex-end" gap="md">
        <PageTitle title={t('stock.pieces.title')} subtitle={t('stock.pieces.subtitle')} />
        <ExportMenu path="/api/stock/pieces/export" filters={query} />
      </Group>
      <Paper p="md" radius="lg" withBorder>
        <Stack gap="md">
          <ChoiceControl
            aria-label={t('stock.pieces.stateFilter')}
            data={[
              { value: 'in_stock', label: t('stock.pieces.inStock') },
              { value: 'in_transit', label: t('stock.pieces.inTransit') },
            ]}
            value={filters.state ?? 'in_stock'}
            onChange={(value) => setSearch({ state: value === 'in_transit' ? value : undefined, page: undefined })}
            fullWidth
            style={{ maxWidth: 420 }}
            data-testid="stock-state"
          />
          <ListFilterRow searchLabel={t('stock.pieces.search')} searchPlaceholder={t('stock.pieces.searchPlaceholder')} search={filterOf('search')} searchWidth={220}>
            <FilterSelect
              label={t('stock.pieces.branch')}
              placeholder={t('stock.pieces.allBranches')}
              data={(branches?.items ?? []).map((b) => ({ value: String(b.id), label: `${b.code} · ${nameOf(b)}` }))}
              {...filterOf('branchId')}
              w={filterWidth}
            />
            <FilterSelect
              label={t('stock.pieces.category')}
              placeholder={t('stock.pieces.allCategories')}
              data={names.categories.map((c) => ({ value: String(c.id), label: `${c.code} · ${nameOf(c)}` }))}
              {...filterOf('categoryId')}
              searchable
              w={filterWidth}
            />
            <FilterSelect
              label={t('stock.pieces.material')}
              placeholder={t('stock.pieces.allMaterials')}
              data={names.materials.map((m) => ({ value: String(m.id), label: `${m.code} · ${nameOf(m)}` }))}
              {...filterOf('materialId')}
              w={filterWidth}
            />
            <Select
              label={t('stock.pieces.frozenFilter')}
              placeholder={t('stock.pieces.frozenAny')}
              data={[
                { value: 'true', label: t('stock.pieces.frozenOnly') },
                { value: 'false', label: t('stock.pieces.notFrozen') },
              ]}
              value={filters.frozen ?? null}
              onChange={(value) => setSearch({ frozen: value === 'true' || value === 'false' ? value : undefined, page: undefined })}
              clearable
              w={{ base: '100%', sm: 150 }}
            />
          </ListFilterRow>
          {data && <StockTotals data={data} />}
          <Group justify="space-between" gap="sm">
            <Checkbox
              label={t('stock.pieces.tickPage')}
              checked={allTicked}
              indeterminate={someTicked && !allTicked}
              disabled={rows.length === 0}
              onChange={(event) => {
                for (const piece of rows) tick(piece, event.currentTarget.checked);
              }}
            />
            <Group gap="sm">
              {ticked.size > 0 && (
                <Button variant="subtle" color="gray" onClick={() => setTicked(new Map())}>
                  {t('stock.pieces.clearTicks')}
                </Button>
              )}
              <Button leftSection={<IconPrinter size={16} />} disabled={ticked.size === 0} onClick={() => setPrinting(true)}>
                {t('stock.pieces.printTags', { count: ticked.size })}
              </Button>
            </Group>
          </Group>
          {wide ? (
            <DataTable
              columns={columns}
              rows={rows}
              rowKey={(piece) => piece.id}
              page={page}
              pageSize={piecesPageSize}
              total={data?.total ?? 0}
              onPageChange={(next) => setSearch({ page: String(next) })}
              onRowClick={(piece) => tick(piece, !ticked.has(piece.id))}
              loading={isFetching && !data}
              emptyText={emptyText}
            />
          ) : (
            <Stack gap="xs" data-testid="piece-cards">
              {data && rows.length === 0 && (
                <Text c="dimmed" ta="center" py="lg">
                  {emptyText}
                </Text>
              )}
              {rows.map((piece) => {
                const category = names.category(piece.categoryId);
                return (
                  <PieceCard
                    key={piece.id}
                    piece={piece}
                    categoryName={category ? nameOf(category) : null}
                    ticked={ticked.has(piece.id)}
                    onTick={(on) => tick(piece, on)}
                    action={canWrite ? freezeButton(piece) : undefined}
                  />
                );
              })}
              {(data?.total ?? 0) > piecesPageSize && (
                <Pagination
                  total={Math.ceil((data?.total ?? 0) / piecesPageSize)}
                  value={page}
                  onChange={(next) => setSearch({ page: String(next) })}
                  size="sm"
                  siblings={0}
                />
              )}
            </Stack>
          )}
        </Stack>
      </Paper>
      <PieceFreezeDialog piece={freezing} onClose={() => setFreezing(null)} />
    </Stack>
  );
}
