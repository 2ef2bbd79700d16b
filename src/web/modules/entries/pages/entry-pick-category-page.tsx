import { Button, Card, Center, Group, Loader, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBolt, IconChevronRight, IconSettings } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import type { EntryCategory } from '../../../../shared/contracts/entries/entry-category';
import { CenteredMessage } from '../../../shell/centered-message';
import { canAny, useMe } from '../../platform/api/get-me';
import { useFindEntryCategories } from '../api/find-entry-categories';
import { EntryCategorySummary } from '../components/entry-form-category';
import { EntryFormShell, NoIssuePermission } from '../components/entry-form-shell';
import { CardLink } from '../../../ui';

function CategoryTile({ category }: { category: EntryCategory }) {
  return (
    <CardLink
      to="/entry-add"
      search={{ categoryId: String(category.id) }}
      withBorder
      radius="lg"
      padding="lg"
      data-testid="entry-category-tile"
      style={{ height: '100%' }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <EntryCategorySummary category={category} />
        <IconChevronRight size={20} color="var(--mantine-color-gray-5)" style={{ flexShrink: 0 }} />
      </Group>
    </CardLink>
  );
}

/** `/entry_add`: pick the kind of work of a new entry, each with its loss allowance and strict rules; or go to fast entry. */
export function EntryPickCategoryPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const { data, isPending } = useFindEntryCategories({ active: 'true' });
  const categories = data?.items ?? [];
  const back = { to: '/entry/list', label: t('entries.add.backToEntries') };
  if (me && !canAny(me, ['entries.write'])) return <NoIssuePermission back={back} />;
  return (
    <EntryFormShell
      title={t('entries.add.pickTitle')}
      subtitle={t('entries.add.pickSubtitle')}
      back={back}
    >
      {isPending ? (
        <Center mih="30dvh">
          <Loader color="gold" type="dots" />
        </Center>
      ) : categories.length === 0 ? (
        <CenteredMessage
          icon={<IconSettings size={36} />}
          title={t('entries.add.noCategory')}
          actions={
            <Button component={Link} to="/setting/entry-category" variant="light">
              {t('entries.add.toCategories')}
            </Button>
          }
        />
      ) : (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" component="nav" aria-label={t('entries.add.pickTitle')}>
            {categories.map((category) => (
              <CategoryTile key={category.id} category={category} />
            ))}
          </SimpleGrid>
          <Card component={Link} to="/entry-add-fast" withBorder radius="lg" padding="lg" bg="navy.0">
            <Group gap="md" wrap="nowrap">
              <ThemeIcon size={44} radius="xl" variant="light" color="gold">
                <IconBolt size={24} />
              </ThemeIcon>
              <Stack gap={2}>
                <Text fw={700}>{t('entries.add.fastLink')}</Text>
                <Text size="sm" c="dimmed">
                  {t('entries.add.fastHint')}
                </Text>
              </Stack>
            </Group>
          </Card>
        </Stack>
      )}
    </EntryFormShell>
  );
}
