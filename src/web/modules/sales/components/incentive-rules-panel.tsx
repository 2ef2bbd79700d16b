import { ActionIcon, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { IncentiveRule } from '../../../../shared/contracts/sales/incentive';
import type { JewelryCategory } from '../../../../shared/contracts/stock/jewelry-category';
import { DataTable, useUiLocale, type DataTableColumn } from '../../../ui';
import { useLocalName } from '../../../ui/local-name';
import { useIncentiveRules } from '../api/find-incentive-rules';
import { useSalesCategories } from '../api/find-sales-categories';
import { formatBasisPoints } from './customer-groups-panel';
import { useSalesFormat } from './invoice-money';
import { IncentiveRuleDialog } from './incentive-rule-dialog';

/** "$2.00 per piece" or "5% of the making charge"; a category without a rule earns nothing. */
export function useIncentiveRuleText() {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const { usd } = useSalesFormat();
  return (rule: IncentiveRule | undefined) => {
    if (!rule) return t('sales.incentives.rules.none');
    return rule.mode === 'per_piece'
      ? t('sales.incentives.rules.perPiece', { amount: usd(rule.amountCents) })
      : t('sales.incentives.rules.percentOfMaking', { percent: formatBasisPoints(rule.percentBp, locale) });
  };
}

/** The incentive rule of each jewelry category; who has sales.pricing edits them. Not printed. */
export function IncentiveRulesPanel({ canEdit, className }: { canEdit: boolean; className?: string }) {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const ruleText = useIncentiveRuleText();
  const { data: categories, isFetching } = useSalesCategories();
  const { data: rules } = useIncentiveRules();
  const [editing, setEditing] = useState<JewelryCategory | null>(null);
  const ruleOf = (category: JewelryCategory) => rules?.items.find((rule) => rule.categoryId === category.id);
  // Deactivated categories are shown only while a rule still names them.
  const rows = (categories?.items ?? []).filter((category) => category.active || ruleOf(category));

  const columns: DataTableColumn<JewelryCategory>[] = [
    {
      key: 'category',
      header: t('sales.incentives.rules.category'),
      cell: (c) => (
        <Text size="sm">
          <Text span fw={600} size="sm">
            {nameOf(c) || c.code}
          </Text>{' '}
          <Text span ff="monospace" size="xs" c="dimmed">
            {c.code}
          </Text>
        </Text>
      ),
    },
    {
      key: 'rule',
      header: t('sales.incentives.rules.rule'),
      cell: (c) => {
        const rule = ruleOf(c);
        return (
          <Text size="sm" c={rule ? undefined : 'dimmed'} data-rule={c.code}>
            {ruleText(rule)}
          </Text>
        );
      },
    },
  ];
  if (canEdit)
    columns.push({
      key: 'edit',
      header: '',
      align: 'right',
      width: 56,
      cell: (c) => (
        <Tooltip label={t('sales.incentives.rules.edit')}>
          <ActionIcon variant="subtle" aria-label={t('sales.incentives.rules.edit')} onClick={() => setEditing(c)}>
            <IconEdit size={16} />
          </ActionIcon>
        </Tooltip>
      ),
    });

  return (
    <Paper p={{ base: 'xs', sm: 'md' }} radius="lg" withBorder className={className}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz={20}>
            {t('sales.incentives.rules.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('sales.incentives.rules.subtitle')}
          </Text>
        </Stack>
        <DataTable
          columns={columns}
          rows={rows}
          rowKey={(c) => c.id}
          page={1}
          pageSize={Math.max(rows.length, 1)}
          total={rows.length}
          onPageChange={() => undefined}
          loading={isFetching && !categories}
          emptyText={t('sales.incentives.rules.empty')}
        />
      </Stack>
      <IncentiveRuleDialog category={editing} rule={editing ? ruleOf(editing) : undefined} onClose={() => setEditing(null)} />
    </Paper>
  );
}
