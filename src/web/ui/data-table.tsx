import { Box, Group, LoadingOverlay, Pagination, Table, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { numberFormatOf } from '../../shared/number-format';
import { intlLocale } from '../../shared/units';
import { nextSort, pageCount, pageRange, type SortState } from './data-table-paging';
import { mantineParts } from './mantine-parts';
import { useUiLocale } from './use-ui-locale';

export interface DataTableColumn<Row> {
  key: string;
  /** Already translated. */
  header: string;
  cell: (row: Row, index: number) => ReactNode;
  sortable?: boolean;
  align?: 'left' | 'center' | 'right';
  width?: number | string;
}

export interface DataTableProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  /** The rows of the current page only: paging and sorting happen on the server. */
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** 1-based. */
  page: number;
  pageSize: number;
  /** Rows in the whole result, all pages. */
  total: number;
  onPageChange: (page: number) => void;
  sort?: SortState | null;
  onSortChange?: (sort: SortState | null) => void;
  loading?: boolean;
  emptyText?: ReactNode;
  onRowClick?: (row: Row) => void;
  /**
   * With a height, the table scrolls inside its own box (both ways) and the
   * header sticks to the box's top; without, the header sticks under the app
   * shell header (Mantine AppShell sets the variable) as the page scrolls.
   */
  maxHeight?: number | string;
}

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

/** Mantine's table classes with its static selectors (`.mantine-Table-td`), which the app's styles and tests may name. */
const tableClasses = mantineParts(Table, 'Table', ['tr', 'td']);

export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  page,
  pageSize,
  total,
  onPageChange,
  sort,
  onSortChange,
  loading = false,
  emptyText,
  onRowClick,
  maxHeight,
}: DataTableProps<Row>) {
  const { t } = useTranslation();
  const numberFormat = numberFormatOf(intlLocale(useUiLocale()));
  const { from, to } = pageRange(page, pageSize, total);

  const header = (column: DataTableColumn<Row>) => {
    if (!column.sortable || !onSortChange) return column.header;
    const direction = sort?.key === column.key ? sort.direction : undefined;
    const Icon = direction === 'asc' ? IconChevronUp : direction === 'desc' ? IconChevronDown : IconSelector;
    return (
      <UnstyledButton
        onClick={() => onSortChange(nextSort(sort, column.key))}
        aria-label={t('ui.table.sortBy', { column: column.header })}
        fw={600}
        fz="sm"
      >
        <Group gap={4} wrap="nowrap" justify={column.align === 'right' ? 'flex-end' : undefined}>
          {column.header}
          <Icon size={14} stroke={1.5} aria-hidden />
        </Group>
      </UnstyledButton>
    );
  };

  return (
    <Box pos="relative">
      <LoadingOverlay visible={loading} zIndex={2} overlayProps={{ blur: 1 }} aria-label={t('ui.table.loading')} />
      <Box mah={maxHeight} style={maxHeight === undefined ? undefined : { overflow: 'auto' }}>
        <Table
          stickyHeader
          stickyHeaderOffset={maxHeight === undefined ? 'calc(var(--app-shell-header-offset, 0px))' : 0}
          highlightOnHover={!!onRowClick}
          striped
          tabularNums
        >
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th
                  key={column.key}
                  w={column.width}
                  ta={column.align}
                  aria-sort={sort?.key === column.key ? ariaSort[sort.direction] : undefined}
                >
                  {header(column)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={columns.length} ta="center" c="dimmed" py="xl">
                  {loading ? t('ui.table.loading') : (emptyText ?? t('ui.table.empty'))}
                </Table.Td>
              </Table.Tr>
            ) : (
              rows.map((row, index) => (
                // The rows are plain elements in Mantine's table classes and data attributes (those
                // Table.Tr and Table.Td would write, for the table's striped, bordered, hover look):
                // a page of 25 rows and 8 columns rendered 225 Mantine components, each resolving
                // its theme, styles and style props, a good part of a cold list's first render.
                <tr
                  key={rowKey(row)}
                  className={tableClasses.tr}
                  data-striped="odd"
                  data-with-row-border
                  data-hover={onRowClick ? true : undefined}
                  onClick={onRowClick ? () => onRowClick(row) : undefined}
                  style={onRowClick ? { cursor: 'pointer' } : undefined}
                >
                  {columns.map((column) => (
                    <td key={column.key} className={tableClasses.td} style={column.align ? { textAlign: column.align } : undefined}>
                      {column.cell(row, index)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Box>
      <Group justify="space-between" mt="sm" gap="sm">
        <Text size="sm" c="dimmed">
          {t('ui.table.range', {
            from: numberFormat.format(from),
            to: numberFormat.format(to),
            total: numberFormat.format(total),
          })}
        </Text>
        <Pagination
          total={pageCount(total, pageSize)}
          value={page}
          onChange={onPageChange}
          size="sm"
          withEdges
          disabled={loading}
        />
      </Group>
    </Box>
  );
}
