import { Group, Pagination, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import frameClasses from '../../../ui/a4-sheet.module.css';
import { useReportFormat } from './report-format';
import classes from './report-table.module.css';

export interface ReportColumn<Row> {
  key: string;
  /** Already translated; also labels the figure in a phone's block. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Figures are right-aligned. */
  align?: 'left' | 'right';
}

export interface ReportTableProps<Row> {
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** Rows printed bold under a rule (the totals), with the same columns. */
  totals?: readonly Row[];
  emptyText?: string;
  /** Names the table for tests and for the reader of a screen reader. */
  label: string;
  testId?: string;
  /** `blocks`: one block per row on a phone; `table`: stays a table there (a few figures beside their names). */
  phoneLayout?: 'blocks' | 'table';
}

/**
 * A report's table. The first column names the row (a jeweller, a month, a
 * cast): on a phone it heads the row's block and each other figure sits on
 * its own line beside its column's name; on a wide screen a plain table,
 * scrolling sideways in its box when wider than the page.
 */
export function ReportTable<Row>({ columns, rows, rowKey, totals = [], emptyText, label, testId, phoneLayout = 'blocks' }: ReportTableProps<Row>) {
  const { t } = useTranslation();
  const alignClass = (column: ReportColumn<Row>) => (column.align === 'right' ? classes.right : undefined);
  const row = (item: Row, total: boolean) => (
    <tr key={`${total ? 'total-' : ''}${rowKey(item)}`} className={total ? classes.total : undefined} data-row={String(rowKey(item))}>
      {columns.map((column) => (
        <td key={column.key} className={alignClass(column)} data-label={column.header} data-column={column.key}>
          {column.cell(item)}
        </td>
      ))}
    </tr>
  );
  return (
    <div className={classes.wrap}>
      <table className={`${classes.table} ${phoneLayout === 'blocks' ? classes.blocks : ''}`} aria-label={label} data-testid={testId}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} className={alignClass(column)} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={classes.empty}>
                {emptyText ?? t('reports.common.empty')}
              </td>
            </tr>
          ) : (
            rows.map((item) => row(item, false))
          )}
          {rows.length > 0 && totals.map((item) => row(item, true))}
        </tbody>
      </table>
    </div>
  );
}

/** The rows shown and the pages of a paged report (the export and the totals cover every row); not printed. */
export function ReportPager({ page, pageSize, total, onChange }: { page: number; pageSize: number; total: number; onChange: (page: number) => void }) {
  const { t } = useTranslation();
  const format = useReportFormat();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" gap="sm" className={frameClasses.noPrint}>
      <Text size="sm" c="dimmed">
        {t('ui.table.range', { from: format.count(from), to: format.count(to), total: format.count(total) })}
      </Text>
      {pages > 1 && <Pagination total={pages} value={page} onChange={onChange} size="sm" withEdges />}
    </Group>
  );
}
