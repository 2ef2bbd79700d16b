import { ActionIcon, Anchor, Badge, Box, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { AccountHolder, GetAccountsResponse } from '../../../../shared/contracts/materials/get-accounts';
import { holderKindValues } from '../../../../shared/contracts/materials/material';
import { formatGrams } from '../../../../shared/units';
import { useUiLocale } from '../../../ui';
import { StatusBadge } from '../../../ui/status-badge';
import { useLocalName } from '../../../ui/local-name';
import { HolderCapBadge } from './holder-balances';
import { WeightText } from '../../../ui/weight-text';

type AccountMaterial = GetAccountsResponse['materials'][number];

/** Narrow on phones, where the materials scroll beside it. */
const holderColumnWidth = { base: 120, sm: 200 };

/** The holder column stays in view while the materials scroll sideways (phones). */
const stickyCell: CSSProperties = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
  boxShadow: 'inset -1px 0 0 var(--mantine-color-default-border)',
};

export interface AccountsTableProps {
  materials: readonly AccountMaterial[];
  /** The holders to list (already filtered); grouped here by kind. */
  holders: readonly AccountHolder[];
  /** Given: each editable (non-system) holder has an edit button. */
  onEdit?: ((holder: AccountHolder) => void) | undefined;
}

/**
 * Holders as rows, grouped by kind; materials as columns; then the metal on
 * hand and the ledger total per material, which reads 0 while the ledger is sound.
 */
export function AccountsTable({ materials: allMaterials, holders, onEdit }: AccountsTableProps) {
  const { t } = useTranslation();
  // Materials in the workshop come first: on a phone they are the columns in view.
  const materials = [...allMaterials.filter((m) => m.onHandMg !== 0), ...allMaterials.filter((m) => m.onHandMg === 0)];
  const locale = useUiLocale();
  const nameOf = useLocalName();
  const columnCount = materials.length + 1 + (onEdit ? 1 : 0);

  const balanceOf = (holder: AccountHolder, materialId: number) => holder.balances.find((b) => b.materialId === materialId)?.mg ?? 0;
  const weightCell = (mg: number, key: number, strong = false): ReactNode => (
    <Table.Td key={key} ta="right">
      {mg === 0 && !strong ? (
        <Text c="dimmed" size="sm">
          –
        </Text>
      ) : (
        <WeightText mg={mg} align="right" />
      )}
    </Table.Td>
  );

  const groups = holderKindValues
    .map((kind) => ({ kind, rows: holders.filter((h) => h.kind === kind) }))
    .filter((group) => group.rows.length > 0);

  const holderCell = (holder: AccountHolder) => (
    <Table.Td style={stickyCell}>
      <Stack gap={2} w={holderColumnWidth}>
        <Group gap={6}>
          <Anchor component={Link} to={`/material/holder-${encodeURIComponent(holder.code)}`} fw={700} lineClamp={2}>
            {nameOf(holder) || holder.code}
          </Anchor>
          <HolderCapBadge capState={holder.capState} />
          {!holder.active && <StatusBadge active={false} />}
        </Group>
        <Text size="xs" c="dimmed" ff="monospace">
          {holder.code}
        </Text>
        {holder.capMg !== null && (
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {t('materials.accounts.capOf', { cap: formatGrams(holder.capMg, locale) })}
          </Text>
        )}
      </Stack>
    </Table.Td>
  );

  const editCell = (holder: AccountHolder) =>
    onEdit && (
      <Table.Td ta="right" w={56}>
        {holder.physical && (
          <Tooltip label={t('admin.common.edit')}>
            <ActionIcon variant="subtle" aria-label={`${t('admin.common.edit')} ${holder.code}`} onClick={() => onEdit(holder)}>
              <IconPencil size={18} />
            </ActionIcon>
          </Tooltip>
        )}
      </Table.Td>
    );

  const unbalanced = materials.some((m) => m.totalMg !== 0);

  return (
    <Table.ScrollContainer minWidth={150 + materials.length * 120} type="native">
      <Table verticalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th style={{ ...stickyCell, zIndex: 2 }}>
              <Box w={holderColumnWidth}>{t('materials.accounts.holder')}</Box>
            </Table.Th>
            {materials.map((m) => (
              <Table.Th key={m.id} ta="right">
                <Stack gap={0} align="flex-end">
                  <Text fw={700} size="sm" lineClamp={1}>
                    {nameOf(m) || m.code}
                  </Text>
                  <Text size="xs" c="dimmed" fw={400} ff="monospace">
                    {m.code}
                  </Text>
                </Stack>
              </Table.Th>
            ))}
            {onEdit && <Table.Th />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groups.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={columnCount}>
                <Text c="dimmed" ta="center" py="md">
                  {t('materials.accounts.empty')}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {groups.map((group) => [
            <Table.Tr key={`kind-${group.kind}`} bg="var(--mantine-color-default-hover)">
              <Table.Td colSpan={columnCount} py={4}>
                <Group gap={6}>
                  <Text size="sm" fw={700} tt="uppercase" c="dimmed">
                    {t(`materials.accounts.kinds.${group.kind}`)}
                  </Text>
                  {!group.rows[0]?.physical && (
                    <Badge size="xs" variant="outline" color="gray">
                      {t('materials.accounts.system')}
                    </Badge>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>,
            ...group.rows.map((holder) => (
              <Table.Tr key={holder.id}>
                {holderCell(holder)}
                {materials.map((m) => weightCell(balanceOf(holder, m.id), m.id))}
                {editCell(holder)}
              </Table.Tr>
            )),
          ])}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th style={stickyCell}>
              <Stack gap={0} w={holderColumnWidth}>
                <Text fw={700}>{t('materials.accounts.onHand')}</Text>
                <Text size="xs" c="dimmed" fw={400} visibleFrom="sm">
                  {t('materials.accounts.onHandHint')}
                </Text>
              </Stack>
            </Table.Th>
            {materials.map((m) => weightCell(m.onHandMg, m.id, true))}
            {onEdit && <Table.Td />}
          </Table.Tr>
          <Table.Tr>
            <Table.Th style={stickyCell}>
              <Stack gap={2} w={holderColumnWidth} align="flex-start">
                <Text fw={700}>{t('materials.accounts.total')}</Text>
                <Badge variant="light" color={unbalanced ? 'red' : 'teal'} radius="sm">
                  {unbalanced ? t('materials.accounts.ledgerUnbalanced') : t('materials.accounts.ledgerSound')}
                </Badge>
              </Stack>
            </Table.Th>
            {materials.map((m) => (
              <Table.Td key={m.id} ta="right" c={m.totalMg === 0 ? undefined : 'red'} data-testid={`total-${m.code}`}>
                <WeightText mg={m.totalMg} align="right" />
              </Table.Td>
            ))}
            {onEdit && <Table.Td />}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
