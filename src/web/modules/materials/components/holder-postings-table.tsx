import { Anchor, Badge, Box, Group, Pagination, Paper, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import type { HolderPosting } from '../../../../shared/contracts/materials/find-holder-postings';
import { intlLocale } from '../../../../shared/units';
import { formatPostingDay } from '../../../i18n/format';
import type { IntlLocale } from '../../../i18n/locale';
import { DataTable, DocumentLink, PersonName, pageCount, useUiLocale, type DataTableColumn } from '../../../ui';
import { useLocalName } from '../../../ui/local-name';
import { usePostingReasonText } from './posting-reason';
import { WeightText } from '../../../ui/weight-text';

export interface HolderPostingsTableProps {
  rows: readonly HolderPosting[];
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  loading?: boolean;
}

/** A name with its code beside it, dimmed: the clerk's handle on it. */
function NameWithCode({ name, code }: { name: string; code: string }) {
  return (
    <Text span size="sm">
      {name}{' '}
      <Text span size="xs" c="dimmed" ff="monospace">
        {code}
      </Text>
    </Text>
  );
}

function PostingBadges({ posting }: { posting: HolderPosting }) {
  const { t } = useTranslation();
  if (!posting.reversed && posting.reversesPostingId === null) return null;
  return (
    <Group gap={4}>
      {posting.reversed && (
        <Badge size="sm" variant="light" color="gray" radius="sm">
          {t('materials.holder.reversed')}
        </Badge>
      )}
      {posting.reversesPostingId !== null && (
        <Badge size="sm" variant="light" color="orange" radius="sm">
          {t('materials.holder.reversal')}
        </Badge>
      )}
    </Group>
  );
}

/**
 * A holder's movements in words (issue 20 §3): why in a phrase, the document
 * as a link to its page, who by name; + received, − given. A table from a
 * tablet up, cards on a phone (no sideways scroll). Postings are never
 * edited, only reversed (DESIGN §3.2).
 */
export function HolderPostingsTable({ rows, page, pageSize, total, onPageChange, loading = false }: HolderPostingsTableProps) {
  const { t } = useTranslation();
  const reasonText = usePostingReasonText();
  const locale = useUiLocale();
  const nameOf = useLocalName();
  const when = (p: HolderPosting) => formatPostingDay(p.postingDate, p.createdAt, intlLocale(locale) as IntlLocale);
  const materialName = (p: HolderPosting) => nameOf({ nameKh: p.materialNameKh, nameEn: p.materialNameEn }) || p.materialCode;
  const counterparty = (p: HolderPosting) => (
    <Anchor component={Link} to={`/material/holder-${encodeURIComponent(p.counterparty.code)}`} size="sm" fw={600}>
      {nameOf(p.counterparty) || p.counterparty.code}
    </Anchor>
  );

  const columns: DataTableColumn<HolderPosting>[] = [
    {
      key: 'createdAt',
      header: t('materials.holder.dateTime'),
      cell: (p) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {when(p)}
        </Text>
      ),
      width: 170,
    },
    { key: 'material', header: t('materials.holder.material'), cell: (p) => <NameWithCode name={materialName(p)} code={p.materialCode} /> },
    {
      key: 'mg',
      header: t('materials.holder.weight'),
      align: 'right',
      cell: (p) => (
        <Box c={p.mg < 0 ? 'red.7' : 'teal.7'}>
          <WeightText mg={p.mg} signed align="right" />
        </Box>
      ),
      width: 150,
    },
    {
      key: 'counterparty',
      header: t('materials.holder.counterparty'),
      cell: (p) => (
        <Stack gap={0}>
          {counterparty(p)}
          <Text size="xs" c="dimmed" ff="monospace">
            {p.counterparty.code}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'reason',
      header: t('materials.holder.reason'),
      cell: (p) => (
        <Stack gap={2}>
          <Text size="sm" lineClamp={2} data-testid="posting-reason">
            {reasonText(p)}
          </Text>
          <PostingBadges posting={p} />
        </Stack>
      ),
    },
    {
      key: 'document',
      header: t('materials.holder.document'),
      cell: (p) => <DocumentLink type={p.document.type} id={p.document.id} number={p.document.number} />,
    },
    { key: 'by', header: t('materials.holder.by'), cell: (p) => <PersonName person={p.by} /> },
  ];

  return (
    <>
      <Box visibleFrom="md">
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
          // A box of its own that scrolls sideways if it must (and no height limit).
          maxHeight="none"
        />
      </Box>
      <Stack hiddenFrom="md" gap="xs" data-testid="holder-posting-cards">
        {rows.length === 0 && !loading && (
          <Text c="dimmed" size="sm">
            {t('materials.holder.noMovement')}
          </Text>
        )}
        {rows.map((p) => (
          <Paper key={p.postingId} withBorder radius="md" p="sm">
            <Stack gap={4}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <Stack gap={0} miw={0}>
                  <Text size="sm" fw={600}>
                    {reasonText(p)}
                  </Text>
                  <NameWithCode name={materialName(p)} code={p.materialCode} />
                </Stack>
                <Box c={p.mg < 0 ? 'red.7' : 'teal.7'}>
                  <WeightText mg={p.mg} signed align="right" />
                </Box>
              </Group>
              <Group gap={6} wrap="wrap">
                <Text span size="xs" c="dimmed">
                  {t('materials.holder.counterparty')}
                </Text>
                {counterparty(p)}
              </Group>
              <Group gap={6} wrap="wrap" justify="space-between">
                <DocumentLink type={p.document.type} id={p.document.id} number={p.document.number} />
                <PostingBadges posting={p} />
              </Group>
              <Text size="xs" c="dimmed">
                {when(p)} · <PersonName person={p.by} size="xs" c="dimmed" />
              </Text>
            </Stack>
          </Paper>
        ))}
        {total > pageSize && (
          <Pagination total={pageCount(total, pageSize)} value={page} onChange={onPageChange} size="sm" siblings={0} />
        )}
      </Stack>
    </>
  );
}
