import { Badge, Group, Stack, Switch, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { ImportPreview } from '../../../../shared/contracts/imports/import-file';

/** Rows shown at once: a 2,000-row file's preview stays quick; the rest are counted. */
const shownRows = 200;

/**
 * The file's rows as read, each with its problems under it in the user's
 * language; a cell at fault is marked. With problems, only the rows that
 * have them are shown first.
 */
export function ImportPreviewTable({ preview }: { preview: ImportPreview }) {
  const { t } = useTranslation();
  const [onlyProblems, setOnlyProblems] = useState(preview.problemRowCount > 0);
  const rows = onlyProblems ? preview.rows.filter((r) => r.problems.length > 0) : preview.rows;
  const columns = preview.columns;
  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="wrap">
        <Badge variant="light" color="gray" size="lg">
          {t('imports.preview.rows', { count: preview.rowCount })}
        </Badge>
        {preview.problemRowCount > 0 ? (
          <Badge variant="filled" color="red" size="lg" data-testid="import-problem-count">
            {t('imports.preview.problemRows', { count: preview.problemRowCount })}
          </Badge>
        ) : (
          <Badge variant="light" color="green" size="lg">
            {t('imports.preview.noProblems')}
          </Badge>
        )}
      </Group>
      {preview.problemRowCount > 0 && <Switch checked={onlyProblems} onChange={(e) => setOnlyProblems(e.currentTarget.checked)} label={t('imports.preview.onlyProblems')} />}
      {preview.ignoredColumns.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('imports.preview.ignoredColumns', { columns: preview.ignoredColumns.join(', ') })}
        </Text>
      )}
      {/* A container for the problems' width: they stay readable on a phone while the cells scroll sideways. */}
      <Table.ScrollContainer minWidth={Math.max(480, 120 * (columns.length + 1))} type="native" style={{ containerType: 'inline-size' }}>
        <Table striped withTableBorder verticalSpacing={4} fz="sm" data-testid="import-preview">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={56}>{t('imports.preview.line')}</Table.Th>
              {columns.map((c) => (
                <Table.Th key={c.field}>{c.header}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.slice(0, shownRows).map((row) => {
              const fieldsAtFault = new Set(row.problems.map((p) => p.field));
              return [
                <Table.Tr key={row.line} data-line={row.line} bg={row.problems.length > 0 ? 'var(--mantine-color-red-light)' : undefined}>
                  <Table.Td>{row.line}</Table.Td>
                  {columns.map((c) => (
                    <Table.Td key={c.field} c={fieldsAtFault.has(c.field) ? 'red' : undefined} fw={fieldsAtFault.has(c.field) ? 700 : undefined}>
                      {row.cells[c.field]}
                    </Table.Td>
                  ))}
                </Table.Tr>,
                row.problems.length > 0 ? (
                  <Table.Tr key={`${row.line}-problems`} data-problems-of={row.line}>
                    <Table.Td />
                    <Table.Td colSpan={Math.max(1, columns.length)}>
                      <Stack gap={2} style={{ position: 'sticky', left: 8, maxWidth: 'calc(100cqi - 80px)' }}>
                        {row.problems.map((p, i) => (
                          <Text key={i} size="sm" c="red">
                            {p.message}
                          </Text>
                        ))}
                      </Stack>
                    </Table.Td>
                  </Table.Tr>
                ) : null,
              ];
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows.length > shownRows && (
        <Text size="sm" c="dimmed">
          {t('imports.preview.more', { count: rows.length - shownRows })}
        </Text>
      )}
    </Stack>
  );
}
