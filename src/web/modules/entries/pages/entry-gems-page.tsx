import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import type { EntryStonesResponse } from '../../../../shared/contracts/entries/entry-stones';
import { numberFormatOf } from '../../../../shared/number-format';
import { formatCarats, intlLocale } from '../../../../shared/units';
import { useUiLocale } from '../../../ui';
import { canAny, useMe } from '../../platform/api/get-me';
import { useLocalName } from '../../../ui/local-name';
import { entryPath } from '../api/get-entry';
import { useGetEntryStones } from '../api/get-entry-stones';
import { EntryRecordLoader } from '../components/entry-record-loader';
import { EntryStateBadge } from '../components/entry-state-badge';
import { stoneTotals } from '../components/entry-stone-figures';
import { EntryStoneForm } from '../components/entry-stone-form';
import { EntryStoneTables } from '../components/entry-stone-tables';
import { PageTitle } from '../../../ui/page-title';
import { BackLink } from '../../../ui/back-link';

/** `/entry/gem-{id}`: the stones set in the entry's pieces, a table per piece, added or taken out until the entry is accepted. */
export function EntryGemsPage() {
  const { id } = getRouteApi('/entry/gem-{$id}').useParams();
  return (
    <EntryRecordLoader id={id} query={useGetEntryStones(Number(id))}>
      {(data) => <EntryGems {...data} />}
    </EntryRecordLoader>
  );
}

function EntryGems({ entry, stones }: EntryStonesResponse) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const nameOf = useLocalName();
  const { data: me } = useMe();
  const open = entry.state !== 'accepted';
  const mayChange = open && canAny(me, ['entries.write', 'entries.own']);
  const totals = stoneTotals(stones);
  const count = (n: number) => numberFormatOf(intlLocale(locale)).format(n);

  return (
    <Stack gap="lg">
      <BackLink to={entryPath(entry.id)} label={t('entries.stones.backToEntry', { number: entry.number })} />
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <PageTitle title={t('entries.stones.title', { number: entry.number })} subtitle={`${entry.jeweller.code} · ${nameOf(entry.jeweller)} · ${t(`entries.types.${entry.type}`)}`} />
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
              {formatCarats(totals.weightMct, locale)}
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
