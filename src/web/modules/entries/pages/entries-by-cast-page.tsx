import { Badge, Center, Group, Loader, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { intlLocale } from '../../../../shared/units';
import { formatDate } from '../../../i18n/format';
import type { IntlLocale } from '../../../i18n/locale';
import { useUiLocale } from '../../../ui';
import { useFindCasts } from '../../casting/api/find-casts';
import { useGetEntriesByCast } from '../api/get-entries-by-cast';
import { ByCastItemsTable, waitingItems } from '../components/by-cast-items-table';
import { EntriesTabs } from '../components/entries-tabs';
import { PageTitle } from '../../../ui/page-title';

/** The recent finished casts a manager picks from: a shop finishes a few a day. */
const recentCastCount = 60;

/** `/entry_by_cast`: a finished cast's pieces (`?castId=`) and the entries each went out on; the pieces still waiting stand out. */
export function EntriesByCastPage() {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const route = getRouteApi('/entry_by_cast');
  const navigate = route.useNavigate();
  const { castId } = route.useSearch();
  const { data: casts } = useFindCasts({ status: 'finished', pageSize: recentCastCount });
  const { data, isPending, isError } = useGetEntriesByCast(castId ? Number(castId) : null);
  const castOptions = (casts?.items ?? []).map((cast) => ({
    value: String(cast.id),
    label: `${cast.number} · ${formatDate(cast.castOn, intlLocale(locale) as IntlLocale)} · ${cast.materialCode} · ${t('entries.byCast.pieceCount', { count: cast.pieceCount })}`,
  }));
  // A cast named in the link but older than the recent ones is still shown by its number.
  if (data && castId && !castOptions.some((o) => o.value === castId)) castOptions.unshift({ value: castId, label: data.cast.number });
  const waiting = data ? waitingItems(data.items).length : 0;

  return (
    <Stack gap="lg">
      <EntriesTabs />
      <PageTitle title={t('entries.byCast.title')} subtitle={t('entries.byCast.subtitle')} />
      <Paper p="md" radius="lg" withBorder>
        <Select
          label={t('entries.byCast.cast')}
          placeholder={t('entries.byCast.pickCast')}
          data={castOptions}
          value={castId ?? null}
          onChange={(next) => void navigate({ search: { castId: next ?? undefined }, replace: true })}
          searchable
          clearable
          nothingFoundMessage={t('entries.byCast.noCast')}
          w={{ base: '100%', sm: 480 }}
        />
      </Paper>
      {castId && isPending && (
        <Center mih="20dvh">
          <Loader color="gold" type="dots" />
        </Center>
      )}
      {castId && isError && <Text c="red.7">{t('entries.byCast.loadFailed')}</Text>}
      {data && (
        <Paper p="md" radius="lg" withBorder>
          <Stack gap="md">
            <Group justify="space-between" align="flex-end" wrap="wrap">
              <Stack gap={2}>
                <Title order={2} fz={18} ff="monospace">
                  {data.cast.number}
                </Title>
                <Text size="sm" c="dimmed">
                  {data.cast.castOn ? formatDate(data.cast.castOn, intlLocale(locale) as IntlLocale) : '—'}
                  {' · '}
                  {t('entries.byCast.pieceCount', { count: data.items.length })}
                </Text>
              </Stack>
              <Group gap="sm">
                <Badge color="teal" variant="light" size="lg">
                  {t('entries.byCast.issuedCount', { count: data.items.length - waiting })}
                </Badge>
                <Badge color={waiting > 0 ? 'orange' : 'gray'} variant={waiting > 0 ? 'filled' : 'light'} size="lg">
                  {t('entries.byCast.waitingCount', { count: waiting })}
                </Badge>
              </Group>
            </Group>
            {data.items.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('entries.byCast.noPieces')}
              </Text>
            ) : (
              <ByCastItemsTable items={data.items} />
            )}
          </Stack>
        </Paper>
      )}
      {!castId && (
        <Text size="sm" c="dimmed">
          {t('entries.byCast.pickHint')}
        </Text>
      )}
    </Stack>
  );
}
