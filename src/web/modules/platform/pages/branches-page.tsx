import { ActionIcon, Button, Group, Paper, Stack, Switch, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconEdit, IconPlayerPlay, IconPlus, IconSearch, IconBan } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Branch } from '../../../../shared/contracts/platform/branch';
import { DataTable, type DataTableColumn } from '../../../ui';
import { useFindBranches } from '../api/find-branches';
import { canAny, useMe } from '../api/get-me';
import { useUpdateBranch } from '../api/update-branch';
import { BranchFormDialog } from '../components/branch-form-dialog';
import { ConfirmDialog } from '../components/confirm-dialog';
import { useLocalName } from '../components/local-name';
import { StatusBadge } from '../components/status-badge';

const pageSize = 50;

/** `/branch`: the shop counters and the workshop; deactivated, never deleted. */
export function BranchesPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const canEdit = canAny(me, ['platform.admin']);
  const nameOf = useLocalName();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [showInactive, setShowInactive] = useState(false);
  const [editing, setEditing] = useState<Branch | null | undefined>(undefined);
  const [deactivating, setDeactivating] = useState<Branch | null>(null);
  const update = useUpdateBranch();
  const { data, isFetching } = useFindBranches({
    page,
    pageSize,
    ...(debouncedSearch ? { search: debouncedSearch } : {}),
    ...(showInactive ? {} : { active: 'true' }),
  });

  const setActive = (branch: Branch, active: boolean) =>
    update.mutateAsync({ id: branch.id, body: { active } }).then(() => setDeactivating(null));

  const columns: DataTableColumn<Branch>[] = [
    { key: 'code', header: t('admin.fields.code'), cell: (b) => <Text fw={600}>{b.code}</Text>, width: 110 },
    {
      key: 'name',
      header: t('admin.fields.name'),
      cell: (b) => (
        <Stack gap={0}>
          <Text>{nameOf(b)}</Text>
          <Text fz="xs" c="dimmed">
            {nameOf(b) === b.nameKh ? b.nameEn : b.nameKh}
          </Text>
        </Stack>
      ),
    },
    { key: 'address', header: t('admin.fields.address'), cell: (b) => b.address },
    { key: 'phone', header: t('admin.fields.phone'), cell: (b) => b.phone, width: 140 },
    { key: 'status', header: t('admin.common.status'), cell: (b) => <StatusBadge active={b.active} />, width: 110 },
  ];
  if (canEdit) {
    columns.push({
      key: 'actions',
      header: t('admin.common.actions'),
      align: 'right',
      width: 110,
      cell: (b) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label={t('admin.common.edit')}>
            <ActionIcon variant="subtle" aria-label={t('admin.common.edit')} onClick={() => setEditing(b)}>
              <IconEdit size={18} />
            </ActionIcon>
          </Tooltip>
          {b.active ? (
            <Tooltip label={t('admin.common.deactivate')}>
              <ActionIcon variant="subtle" color="red" aria-label={t('admin.common.deactivate')} onClick={() => setDeactivating(b)}>
                <IconBan size={18} />
              </ActionIcon>
            </Tooltip>
          ) : (
            <Tooltip label={t('admin.common.activate')}>
              <ActionIcon variant="subtle" color="teal" aria-label={t('admin.common.activate')} onClick={() => void setActive(b, true)}>
                <IconPlayerPlay size={18} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      ),
    });
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1} fz={26}>
            {t('admin.branches.title')}
          </Title>
          <Text c="dimmed">{t('admin.branches.subtitle')}</Text>
        </Stack>
        {canEdit && (
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing(null)}>
            {t('admin.branches.add')}
          </Button>
        )}
      </Group>
      <Paper p="md" radius="lg" withBorder>
        <Stack gap="md">
          <Group gap="md" align="center">
            <TextInput
              placeholder={t('admin.common.search')}
              aria-label={t('admin.common.search')}
              leftSection={<IconSearch size={16} />}
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
                setPage(1);
              }}
              w={{ base: '100%', sm: 280 }}
            />
            <Switch
              label={t('admin.common.showInactive')}
              checked={showInactive}
              onChange={(event) => {
                setShowInactive(event.currentTarget.checked);
                setPage(1);
              }}
            />
          </Group>
          <DataTable
            columns={columns}
            rows={data?.items ?? []}
            rowKey={(b) => b.id}
            page={page}
            pageSize={pageSize}
            total={data?.total ?? 0}
            onPageChange={setPage}
            loading={isFetching && !data}
            emptyText={t('admin.branches.empty')}
          />
        </Stack>
      </Paper>
      <BranchFormDialog opened={editing !== undefined} branch={editing ?? null} onClose={() => setEditing(undefined)} />
      <ConfirmDialog
        opened={deactivating !== null}
        title={t('admin.branches.deactivateTitle')}
        body={t('admin.branches.deactivateBody', { name: deactivating ? nameOf(deactivating) : '' })}
        confirmLabel={t('admin.common.deactivate')}
        loading={update.isPending}
        onConfirm={() => deactivating && void setActive(deactivating, false).catch(() => undefined)}
        onClose={() => setDeactivating(null)}
      />
    </Stack>
  );
}
