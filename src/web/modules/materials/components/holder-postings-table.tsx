import { Anchor, Badge, Box, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { HolderPosting } from '../../../../shared/contracts/materials/find-holder-postings';
import { intlLocale } from '../../../../shared/units';
import { formatDateTime } from '../../../i18n/format';
import type { IntlLocale } from '../../../i18n/locale';
import { DataTable, useUiLocale, type DataTableColumn } from '../../../ui';
import { useLocalName } from '../../platform/components/local-name';
import { WeightFigure } from './weight-figure';

const systemReasons = ['transfer', 'return', 'melt_in', 'melt_out', 'melt_loss'] as const;
type SystemReason = (typeof systemReasons)[number];

export interface HolderPostingsTableProps {
  rows: readonly HolderPosting[];
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  loading?: boolean;
}

/** A holder's movements, one per row: + received, − given (DESIGN §3.2: postings are never edited, only reversed). */
export function HolderPostingsTable({ rows, page, pageSize, total, onPageChange, loading = false }: HolderPostingsTableProps) {
  const { t } = useTranslation();
  // The server writes its own reasons as codes (transfer, melt.in…); people's reasons show as typed.
  const reasonLabel = (reason: string) => {
    const code = reason.replace('.', '_');
    return (systemReasons as readonly string[]).includes(code) ? t(`materials.holder.reasons.${code as SystemReason}`) : reason;
  };
  const locale = useUiLocale();
  const nameOf = useLocalName();

  const columns: DataTableColumn<HolderPosting>[] = [
    {
      key: 'createdAt',
      header: t('materials.holder.dateTime'),
      cell: (p) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(p.createdAt, intlLocale(locale) as IntlLocale)}
        </Text>
      ),
      width: 170,
    },
    { key: 'material', header: t('materials.holder.material'), cell: (p) => <Text size="sm" fw={600}>{p.materialCode}</Text>, width: 90 },
    {
      key: 'mg',
      header: t('materials.holder.weight'),
      align: 'right',
      cell: (p) => (
        <Box c={p.mg < 0 ? 'red.7' : 'teal.7'}>
          <WeightFigure mg={p.mg} signed align="right" />
        </Box>
      ),
      width: 150,
    },
    {
      key: 'counterparty',
      header: t('materials.holder.counterparty'),
      cell: (p) => (
        <Stack gap={0}>
          <Anchor component={Link} to={`/material/holder-${encodeURIComponent(p.counterparty.code)}`} fw={600} size="sm">
            {p.counterparty.code}
          </Anchor>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {nameOf(p.counterparty)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'document',
      header: t('materials.holder.document'),
      cell: (p) =>
        p.document.materialDocumentId !== null ? (
          <Anchor component={Link} to={`/material/slip-${p.document.materialDocumentId}`} size="sm" style={{ whiteSpace: 'nowrap' }}>
            {p.document.number ?? `#${p.document.materialDocumentId}`}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {p.document.type} {p.document.id}
          </Text>
        ),
    },
    {
      key: 'reason',
      header: t('materials.holder.reason'),
      cell: (p) => (
        <Stack gap={2}>
          {p.reason && (
            <Text size="sm" lineClamp={2}>
              {reasonLabel(p.reason)}
            </Text>
          )}
          <Group gap={4}>
            {p.reversed && (
              <Badge size="sm" variant="light" color="gray" radius="sm">
                {t('materials.holder.reversed')}
              </Badge>
            )}
            {p.reversesPostingId !== null && (
              <Badge size="sm" variant="light" color="orange" radius="sm">
                {t('materials.holder.reversal')}
              </Badge>
            )}
          </Group>
        </Stack>
      ),
    },
    {
      key: 'by',
      header: t('materials.holder.by'),
      cell: (p) => (
        <Text size="sm" c="dimmed">
          {p.createdBy ?? ''}
        </Text>
      ),
      width: 100,
    },
  ];

  return (
    <DataTable
        columns={columns}
        rows={rows}
        rowKey={(p) => p.postingId}
        page={page}
        pageSize={pageSize}
        total={total}
        onPageChange={onPageChange}
        loading={loading}
        emptyText={t('materials.holder.noMovement')}
        // A box of its own that scrolls sideways on phones (and no height limit).
        maxHeight="none"
      />
  );
}
