import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { EntrySummary } from '../../../../shared/contracts/entries/entry';
import { issuedMg } from '../../../../shared/entries/entry-loss';
import { intlLocale } from '../../../../shared/units';
import { formatDate, shopDayInstant } from '../../../i18n/format';
import type { IntlLocale } from '../../../i18n/locale';
import { useUiLocale } from '../../../ui';
import { useLocalName } from '../../../ui/local-name';
import { findEntriesQueryOptions, useFindEntries } from '../api/find-entries';
import { entryPath } from '../api/get-entry';
import { enterTypedNumber, entryNumberText } from '../components/entry-find-target';
import { EntryStateBadge } from '../components/entry-state-badge';
import { EntriesTabs } from '../components/entries-tabs';
import { WeightText } from '../../../ui/weight-text';
import { PageTitle } from '../../../ui/page-title';
import { ScanInput } from '../../../ui/scan-input';

const findPageSize = 20;

/** `/entry/detail`: find an entry by its number, typed or scanned from its ticket; Enter opens it, a start of a number lists the matches. */
export function EntryFindPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [notFound, setNotFound] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(entryNumberText(text), 200);
  const { data, isFetching } = useFindEntries({ ...(debounced ? { number: debounced } : {}), pageSize: findPageSize });
  const matches = data?.items ?? [];

  const open = (entry: EntrySummary) => void navigate({ to: entryPath(entry.id) });
  const onEnter = async () => {
    const outcome = await enterTypedNumber(
      text,
      async (number) => (await queryClient.fetchQuery(findEntriesQueryOptions({ number, pageSize: findPageSize }))).items,
      open,
    );
    setNotFound(outcome.kind === 'none' ? entryNumberText(text) : null);
  };

  return (
    <Stack gap="lg">
      <EntriesTabs />
      <PageTitle title={t('entries.find.title')} subtitle={t('entries.find.subtitle')} />
      <Paper p="md" radius="lg" withBorder>
        <Stack gap="md">
          <ScanInput
            label={t('entries.find.number')}
            placeholder={t('entries.find.placeholder')}
            value={text}
            onText={(text) => {
              setText(text);
              setNotFound(null);
            }}
            onEnter={() => void onEnter()}
            error={notFound ? t('entries.find.none', { number: notFound }) : undefined}
            autoFocus
            data-autofocus
            size="md"
            maw={420}
          />
          <Text size="sm" fw={600}>
            {debounced ? t('entries.find.matches', { count: data?.total ?? 0 }) : t('entries.find.recent')}
          </Text>
          {!isFetching && matches.length === 0 && (
            <Text size="sm" c="dimmed">
              {debounced ? t('entries.find.none', { number: debounced }) : t('entries.list.empty')}
            </Text>
          )}
          {matches.map((entry) => (
            <EntryFindMatch key={entry.id} entry={entry} />
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}

/** One match: its number (a link), jeweller, day, state and the metal issued. */
export function EntryFindMatch({ entry }: { entry: EntrySummary }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const nameOf = useLocalName();
  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={0}>
          <Anchor component={Link} to={entryPath(entry.id)} fw={600} ff="monospace">
            {entry.number}
          </Anchor>
          <Text size="sm" c="dimmed">
            {`${entry.jeweller.code} · ${nameOf(entry.jeweller)} · ${formatDate(shopDayInstant(entry.postingDate), intlLocale(locale) as IntlLocale)} · ${t(`entries.types.${entry.type}`)}`}
          </Text>
        </Stack>
        <Group gap="lg">
          <WeightText mg={issuedMg(entry)} layout="inline" />
          <EntryStateBadge state={entry.state} />
        </Group>
      </Group>
    </Paper>
  );
}
