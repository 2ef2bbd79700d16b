import { Anchor, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import type { Permission } from '../../../../shared/roles';
import { canAny, useMe } from '../api/get-me';

/** The setting pages of the modules (spec §2 `/setting/…`): one card each, what it sets. */
const catalogues = [
  { path: '/setting/material-category', key: 'materialCategories' },
  { path: '/setting/jw-category', key: 'jewelryCategories' },
  { path: '/setting/entry-category', key: 'entryCategories' },
  { path: '/setting/estimate-wax', key: 'estimateWax' },
  { path: '/setting/stone-size-chart', key: 'stoneSizeChart' },
  // The rate board's links are the owner's alone (a secret that opens the board).
  { path: '/setting/board', key: 'rateBoard', anyOf: ['platform.settings'] },
  // Moving in (DESIGN §3.11): the owner's, until go-live.
  { path: '/setting/opening', key: 'opening', anyOf: ['platform.settings'] },
  { path: '/setting/import', key: 'imports', anyOf: ['imports.write'] },
] as const satisfies readonly { path: string; key: string; anyOf?: readonly Permission[] }[];

export function CataloguesPanel() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  // A card only for who may use its page (the import is the owner's and the manager's).
  const shown = catalogues.filter((c) => !('anyOf' in c) || canAny(me, c.anyOf));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {shown.map(({ path, key }) => (
        <Anchor key={path} component={Link} to={path} underline="never" c="inherit">
          <Paper withBorder radius="md" p="md" h="100%">
            <Stack gap={4}>
              <Text fw={600}>{t(`admin.settings.catalogues.${key}.title`)}</Text>
              <Text size="sm" c="dimmed">
                {t(`admin.settings.catalogues.${key}.hint`)}
              </Text>
            </Stack>
          </Paper>
        </Anchor>
      ))}
    </SimpleGrid>
  );
}
