import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import type { DataTableColumn } from './';
import { useLocalName } from './local-name';
import { StatusBadge } from './status-badge';

/** Columns the admin lists of records share, in the reader's language. */
export function useRecordColumns() {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  return {
    /** The record's code, bold. */
    code: <R extends { code: string }>(width = 110): DataTableColumn<R> => ({
      key: 'code',
      header: t('admin.fields.code'),
      cell: (record) => <Text fw={600}>{record.code}</Text>,
      width,
    }),
    /**
     * On a phone, one column for the record: its code, its name under it,
     * what `more` adds (its flags, say) and "deactivated" when it is.
     */
    codeAndName: <R extends { code: string; nameKh: string; nameEn: string; active: boolean }>(
      key: string,
      more?: (record: R) => ReactNode,
    ): DataTableColumn<R> => ({
      key,
      header: t('admin.fields.name'),
      cell: (record) => (
        <Stack gap={2} align="flex-start">
          <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
            {record.code}
          </Text>
          <Text fz="xs" c="dimmed">
            {nameOf(record)}
          </Text>
          {more?.(record)}
          {!record.active && <StatusBadge active={false} />}
        </Stack>
      ),
    }),
    /** The name in the reader's language, the other language's under it. */
    name: <R extends { nameKh: string; nameEn: string }>(): DataTableColumn<R> => ({
      key: 'name',
      header: t('admin.fields.name'),
      cell: (record) => (
        <Stack gap={0}>
          <Text>{nameOf(record)}</Text>
          <Text fz="xs" c="dimmed">
            {nameOf(record) === record.nameKh ? record.nameEn : record.nameKh}
          </Text>
        </Stack>
      ),
    }),
    status: <R extends { active: boolean }>(): DataTableColumn<R> => ({
      key: 'status',
      header: t('admin.common.status'),
      cell: (record) => <StatusBadge active={record.active} />,
      width: 110,
    }),
    /** At the right; `width` fits the row's icon buttons. */
    actions: <R,>(cell: (record: R) => ReactNode, width = 110): DataTableColumn<R> => ({
      key: 'actions',
      header: t('admin.common.actions'),
      align: 'right',
      width,
      cell,
    }),
  };
}
