import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { formatGrams, formatMoney } from '../../../../shared/units';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import type { SortState } from '../../../ui/data-table-paging';
import { useUiLocale } from '../../../ui/use-ui-locale';
import { TestGallerySection } from './test-gallery-section';

type CategoryKey = 'ring' | 'necklace' | 'bracelet' | 'earrings';
interface SamplePiece {
  code: string;
  category: CategoryKey;
  grossWeightMg: number;
  priceMinor: number;
}

const categories: readonly CategoryKey[] = ['ring', 'necklace', 'bracelet', 'earrings'];
export const samplePieces: readonly SamplePiece[] = Array.from({ length: 11 }, (_, i) => ({
  code: `AU750-${String(i + 1).padStart(4, '0')}`,
  category: categories[i % categories.length] ?? 'ring',
  grossWeightMg: 1_875 + i * 3_750,
  priceMinor: 12_000 + i * 9_550,
}));

const pageSize = 4;

/** Plays the server: sorts and cuts one page, as an API call would. */
function serverPage(sort: SortState | null, page: number): SamplePiece[] {
  const sorted = [...samplePieces];
  if (sort) {
    const key = sort.key === 'weight' ? 'grossWeightMg' : sort.key === 'price' ? 'priceMinor' : 'code';
    sorted.sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0) * (sort.direction === 'asc' ? 1 : -1));
  }
  return sorted.slice((page - 1) * pageSize, page * pageSize);
}

export function TestTableDemo() {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortState | null>(null);
  const [loading, setLoading] = useState(false);
  const [empty, setEmpty] = useState(false);
  const columns: DataTableColumn<SamplePiece>[] = [
    { key: 'code', header: t('gallery.table.code'), cell: (p) => p.code, sortable: true },
    { key: 'category', header: t('gallery.table.category'), cell: (p) => t(`gallery.categories.${p.category}`) },
    {
      key: 'weight',
      header: t('gallery.table.weight'),
      cell: (p) => formatGrams(p.grossWeightMg, locale),
      sortable: true,
      align: 'right',
    },
    {
      key: 'price',
      header: t('gallery.table.price'),
      cell: (p) => formatMoney(p.priceMinor, 'USD', locale),
      sortable: true,
      align: 'right',
    },
  ];
  return (
    <TestGallerySection title={t('gallery.sections.dataTable')}>
      <Group gap="xs">
        <Button size="xs" variant="default" onClick={() => setLoading((v) => !v)}>
          {t('gallery.actions.loading')}
        </Button>
        <Button size="xs" variant="default" onClick={() => setEmpty((v) => !v)}>
          {t('gallery.actions.empty')}
        </Button>
      </Group>
      <DataTable
        columns={columns}
        rows={empty ? [] : serverPage(sort, page)}
        rowKey={(p) => p.code}
        page={page}
        pageSize={pageSize}
        total={empty ? 0 : samplePieces.length}
        onPageChange={setPage}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(1);
        }}
        loading={loading}
        maxHeight={260}
      />
    </TestGallerySection>
  );
}
