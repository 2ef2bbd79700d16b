import { Alert, LoadingOverlay, Paper, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { AccountHolder } from '../../../../shared/contracts/materials/get-accounts';
import { holderKindValues, type Holder, type HolderKindValue } from '../../../../shared/contracts/materials/material';
import { canAny, useMe } from '../../platform/api/get-me';
import { AddRecordButton, ListFilters } from '../../../ui/list-toolbar';
import { useFindHolders } from '../api/find-holders';
import { useGetAccounts } from '../api/get-accounts';
import { AccountsTable } from '../components/accounts-table';
import { HolderFormDialog } from '../components/holder-form-dialog';
import { PageTitle } from '../../../ui/page-title';

const matches = (holder: AccountHolder, search: string) => {
  const needle = search.toLowerCase();
  return [holder.code, holder.nameKh, holder.nameEn].some((text) => text.toLowerCase().includes(needle));
};

/**
 * `/material/accounts`: who holds how much of each metal (DESIGN §3.2). The
 * API returns every holder at once, so the filters work here; the totals
 * always cover the whole ledger.
 */
export function AccountsPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const canEdit = canAny(me, ['materials.write']);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 200);
  const [kind, setKind] = useState<HolderKindValue | null>(null);
  const [showInactive, setShowInactive] = useState(false);
  const { data, isFetching, isError } = useGetAccounts(showInactive ? { includeInactive: 'true' } : {});
  // The form needs the staff member and branch, which the accounts leave out.
  const { data: holders } = useFindHolders();
  /** undefined: the dialog is closed; null: it makes a new holder. */
  const [editing, setEditing] = useState<Holder | null | undefined>(undefined);

  const shown = (data?.holders ?? []).filter((h) => (kind === null || h.kind === kind) && (!debouncedSearch || matches(h, debouncedSearch)));
  const edit = (account: AccountHolder) => {
    const holder = holders?.items.find((h) => h.id === account.id);
    if (holder) setEditing(holder);
  };

  return (
    <Stack gap="lg">
      <PageTitle title={t('materials.accounts.title')} subtitle={t('materials.accounts.subtitle')}>
        {canEdit && <AddRecordButton label={t('materials.accounts.add')} onClick={() => setEditing(null)} />}
      </PageTitle>
      <Paper p="md" radius="lg" withBorder pos="relative">
        <LoadingOverlay visible={isFetching && !data} />
        <Stack gap="md">
          <ListFilters search={search} onSearchChange={setSearch} showInactive={showInactive} onShowInactiveChange={setShowInactive}>
            <Select
              aria-label={t('materials.accounts.kind')}
              placeholder={t('materials.accounts.allKinds')}
              data={holderKindValues.map((value) => ({ value, label: t(`materials.accounts.kinds.${value}`) }))}
              value={kind}
              onChange={(value) => setKind(value as HolderKindValue | null)}
              clearable
              w={{ base: '100%', sm: 200 }}
            />
          </ListFilters>
          {isError && !data && <Alert color="red">{t('errors.requestFailed')}</Alert>}
          {data && data.materials.length === 0 ? (
            <Text c="dimmed">{t('materials.accounts.noMaterial')}</Text>
          ) : (
            data && <AccountsTable materials={data.materials} holders={shown} onEdit={canEdit ? edit : undefined} />
          )}
        </Stack>
      </Paper>
      <HolderFormDialog opened={editing !== undefined} holder={editing ?? null} onClose={() => setEditing(undefined)} />
    </Stack>
  );
}
