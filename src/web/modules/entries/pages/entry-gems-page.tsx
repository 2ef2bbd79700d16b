import { Anchor, Badge, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconFileUnknown } from '@tabler/icons-react';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../../shared/units';
import { CenteredMessage } from '../../../shell/centered-message';
import { isApiError } from '../../../shell/http';
import { useUiLocale } from '../../../ui';
import { canAny, useMe } from '../../platform/api/get-me';
import { useLocalName } from '../../../ui/local-name';
import { entryPath } from '../api/get-entry';
import { useGetEntryStones } from '../api/get-entry-stones';
import { EntryStateBadge } from '../components/entry-state-badge';
import { caratsText, stoneTotals } from '../components/entry-stone-figures';
import { EntryStoneForm } from '../components/entry-stone-form';
import { EntryStoneTables } from '../components/entry-stone-tables';

/** `/entry/gem-{id}`: the stones set in the entry's pieces, a table per piece, added or taken out until the entry is accepted. */
export function EntryGemsPage() {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const nameOf = useLocalName();
  const params = getRouteApi('/entry/gem-{$id}').useParams();
  const { data: me } = useMe();
  const { data, error, isPending } = useGetEntryStones(Number(params.id));

  if (isPending)
    return (
      <Center mih="40dvh">
        <Loader color="gold" type="dots" />
      </Center>
    );
  if (!data) {
    const missing = isApiError(error) && (error.status === 404 || error.status === 400);
    return (
      <CenteredMessage
        icon={<IconFileUnknown size={36} />}
        title={missing ? t('entries.detail.notFound', { id: params.id }) : t('entries.detail.loadFailed')}
        actions={
          <Button component={Link} to="/entry/list" variant="light">
            {t('entries.detail.backToList')}
          </Button>
        }
      />
    );
  }
  const { entry, stones } = data;
  const open = entry.state !== 'accepted';
  const mayChange = open && canAny(me, ['entries.write', 'entries.own']);
  const totals = stoneTotals(stones);
  const count = (n: number) => new Intl.NumberFormat(intlLocale(locale)).format(n);

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={entryPath(entry.id)} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} />
          {t('entries.stones.backToEntry', { number: entry.number })}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={2}>
          <Title order={1} fz={26}>
            {t('entries.stones.title', { number: entry.number })}
          </Title>
          <Text c="dimmed">{`${entry.jeweller.code} · ${nameOf(entry.jeweller)} · ${t(`entries.types.${entry.type}`)}`}</Text>
        </Stack>
        <EntryStateBadge state={entry.state} />
      </Group>
      <Paper p="md" radius="lg" withBorder>
        <Group gap="xl" wrap="wrap">
          <Text size="sm" fw={600}>
            {t('entries.stones.totals')}
          </Text>
          <Group gap={6}>
            <Text size="sm" c="dimmed">
              {t('entries.stones.count')}
            </Text>
            <Badge size="lg" variant="light" color="grape">
              {count(totals.count)}
            </Badge>
          </Group>
          <Group gap={6}>
            <Text size="sm" c="dimmed">
              {t('entries.stones.carats')}
            </Text>
            <Badge size="lg" variant="light" color="grape" tt="none" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {caratsText(totals.weightMct, locale)}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {t('entries.stones.lineCount', { count: totals.lines })}
          </Text>
        </Group>
      </Paper>
      {mayChange && <EntryStoneForm entry={entry} />}
      {!open && (
        <Text size="sm" c="dimmed">
          {t('entries.stones.acceptedHint')}
        </Text>
      )}
      <EntryStoneTables entry={entry} stones={stones} mayDelete={mayChange} />
    </Stack>
  );
}
