import { Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
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
import { FoundNumber, NumberFinder } from '../../../ui/number-finder';

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
      <NumberFinder
        input={{
          label: t('entries.find.number'),
          placeholder: t('entries.find.placeholder'),
          value: text,
          onText: (text) => {
            setText(text);
            setNotFound(null);
          },
          onEnter: () => void onEnter(),
          error: notFound ? t('entries.find.none', { number: notFound }) : undefined,
        }}
        heading={debounced ? t('entries.find.matches', { count: data?.total ?? 0 }) : t('entries.find.recent')}
        empty={!isFetching && matches.length === 0 ? (debounced ? t('entries.find.none', { number: debounced }) : t('entries.list.empty')) : undefined}
      >
        {matches.map((entry) => (
          <EntryFindMatch key={entry.id} entry={entry} />
        ))}
      </NumberFinder>
    </Stack>
  );
}

/** One match: its number (a link), jeweller, day, state and the metal issued. */
export function EntryFindMatch({ entry }: { entry: EntrySummary }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const nameOf = useLocalName();
  return (
    <FoundNumber
      to={entryPath(entry.id)}
      number={entry.number}
      detail={`${entry.jeweller.code} · ${nameOf(entry.jeweller)} · ${formatDate(shopDayInstant(entry.postingDate), intlLocale(locale) as IntlLocale)} · ${t(`entries.types.${entry.type}`)}`}
      figure={<WeightText mg={issuedMg(entry)} layout="inline" />}
      badge={<EntryStateBadge state={entry.state} />}
    />
  );
}
