import { Alert, Button, Center, Group, Loader, Select, Stack } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { SheetLanguagePicker, useSheetLanguage } from '../../../ui';
import { useAllBranches } from '../../platform/api/find-branches';
import { localName } from '../../../ui/local-name';
import { useShopHeader } from '../../sales/index';
import { useFindAllStoneLots } from '../api/find-all-stone-lots';
import { stoneInventory } from '../components/stone-inventory';
import { StoneInventorySheet } from '../components/stone-inventory-sheet';
import { stoneInventoryQueryOf } from '../api/stone-searches';
import classes from '../../../ui/a4-sheet.module.css';
import { StonesTabs } from '../components/stones-tabs';
import { PageTitle } from '../../../ui/page-title';

const route = getRouteApi('/inventory/stone');

/**
 * `/inventory/stone`: the stone stock seen as an inventory: every lot in
 * stock summed by type, shape and size (stones and carats available and
 * prepared), for a branch or all, printable on A4 in Khmer or English.
 */
export function StoneInventoryPage() {
  const { t } = useTranslation();
  const navigate = route.useNavigate();
  // The filters as the URL keeps them (`?branchId=&stoneType=`).
  const filters = route.useSearch();
  const { language, setLanguage, sheetT } = useSheetLanguage();
  const shop = useShopHeader(language, sheetT('app.title'));
  const { data: branches } = useAllBranches();
  const { data, isPending, isError } = useFindAllStoneLots(stoneInventoryQueryOf(filters));
  const [printedAt] = useState(() => new Date());
  const setFilter = (next: Partial<typeof filters>) => void navigate({ search: { ...filters, ...next }, replace: true });
  const branch = (branches?.items ?? []).find((b) => String(b.id) === filters.branchId);
  const scope = [branch ? `${branch.code} · ${localName(branch, language)}` : sheetT('stones.filters.allBranches'), filters.stoneType].filter(Boolean).join(' · ');
  const inventory = stoneInventory(data?.items ?? []);

  return (
    <Stack gap="lg">
      <div className={classes.noPrint}>
        <StonesTabs />
      </div>
      <Group justify="space-between" align="flex-end" className={classes.noPrint} wrap="wrap">
        <PageTitle title={t('stones.inventory.title')} subtitle={t('stones.inventory.subtitle')} />
        <Group gap="md" wrap="wrap">
          <SheetLanguagePicker label={t('stones.common.sheetLanguage')} value={language} onChange={setLanguage} />
          <Button variant="default" leftSection={<IconPrinter size={18} />} onClick={() => window.print()} disabled={!data}>
            {t('stones.common.print')}
          </Button>
        </Group>
      </Group>
      <Group gap="md" align="flex-end" className={classes.noPrint}>
        <Select
          label={t('stones.fields.branch')}
          placeholder={t('stones.filters.allBranches')}
          data={(branches?.items ?? []).map((b) => ({ value: String(b.id), label: `${b.code} · ${localName(b, language)}` }))}
          value={filters.branchId ?? null}
          onChange={(value) => setFilter({ branchId: value ?? undefined })}
          clearable
          w={{ base: '100%', sm: 240 }}
        />
        <Select
          label={t('stones.fields.type')}
          placeholder={t('stones.filters.allTypes')}
          data={[...(data?.stoneTypes ?? []), ...(filters.stoneType && !data?.stoneTypes.includes(filters.stoneType) ? [filters.stoneType] : [])]}
          value={filters.stoneType ?? null}
          onChange={(value) => setFilter({ stoneType: value ?? undefined })}
          clearable
          searchable
          w={{ base: '100%', sm: 200 }}
        />
      </Group>
      {data?.truncated && (
        <Alert color="orange" variant="light" className={classes.noPrint}>
          {t('stones.inventory.truncated', { count: data.items.length })}
        </Alert>
      )}
      {isError && (
        <Alert color="red" variant="light">
          {t('stones.inventory.loadFailed')}
        </Alert>
      )}
      {isPending ? (
        <Center mih="20dvh">
          <Loader color="gold" type="dots" />
        </Center>
      ) : (
        <StoneInventorySheet groups={inventory.groups} total={inventory.total} scope={scope} shopName={shop.name} printedAt={printedAt} language={language} t={sheetT} />
      )}
    </Stack>
  );
}
