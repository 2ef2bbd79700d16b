import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { entryCategoryStrictFlags, type EntryCategory } from '../../../../shared/contracts/entries/entry-category';
import { useUiLocale } from '../../../ui';
import { useLocalName } from '../../../ui/local-name';
import { allowedLossText } from './allowed-loss';

/** A kind of work as the issuer needs it: its name, the loss it may cause and the strict rules its returns follow. */
export function EntryCategorySummary({ category }: { category: EntryCategory }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const nameOf = useLocalName();
  const flags = entryCategoryStrictFlags.filter((flag) => category[flag]);
  return (
    <Stack gap={6}>
      <Stack gap={0}>
        <Text fw={700} fz="lg" lh={1.3}>
          {nameOf(category)}
        </Text>
        <Text size="xs" c="dimmed" ff="monospace">
          {category.code}
        </Text>
      </Stack>
      <Text size="sm">
        {t('entries.add.allowedLoss')}{' '}
        <Text span fw={600} style={{ whiteSpace: 'nowrap' }}>
          {allowedLossText(t, category.allowedLossPermille, locale)}
        </Text>
      </Text>
      <Group gap={6}>
        {flags.length === 0 ? (
          <Text size="xs" c="dimmed">
            {t('entries.add.noStrictRule')}
          </Text>
        ) : (
          flags.map((flag) => (
            <Badge key={flag} variant="light" color="orange" radius="sm" size="sm" tt="none" title={t(`entries.categories.flagHints.${flag}`)}>
              {t(`entries.categories.flagBadges.${flag}`)}
            </Badge>
          ))
        )}
      </Group>
    </Stack>
  );
}
