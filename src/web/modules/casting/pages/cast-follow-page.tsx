import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { castStatusValues, type CastStatusValue, type CastSummary } from '../../../../shared/contracts/casting/cast';
import { maxPageSize } from '../../../../shared/contracts/common';
import { useFindCasts } from '../api/find-casts';
import { castPath } from '../api/get-cast';
import { CastingTabs } from '../components/casting-tabs';
import { WeightText } from '../../../ui/weight-text';
import { PageTitle } from '../../../ui/page-title';

const openStatuses = castStatusValues.filter((status) => status !== 'finished');
const statusColors: Record<CastStatusValue, string> = { WAX_PREPARING: 'grape', casting: 'orange', cleaning: 'cyan', cut: 'teal', finished: 'green' };
const hourMs = 3_600_000;

/** Hours since the cast was made: green under a day, orange under 3 days, then red (a tree should not wait). */
export function castAgeColor(ageHours: number): string {
  if (ageHours < 24) return 'green';
  if (ageHours < 72) return 'orange';
  return 'red';
}

function CastCard({ cast, now }: { cast: CastSummary; now: number }) {
  const { t } = useTranslation();
  const ageHours = Math.max(0, Math.floor((now - Date.parse(cast.createdAt)) / hourMs));
  return (
    <Anchor component={Link} to={castPath(cast.id)} underline="never" c="inherit">
      <Paper withBorder radius="md" p="xs" style={{ borderLeft: `4px solid var(--mantine-color-${castAgeColor(ageHours)}-6)` }}>
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text ff="monospace" fw={600} size="sm" truncate>
              {cast.number}
            </Text>
            <Badge color={castAgeColor(ageHours)} size="sm" tt="none">
              {ageHours < 48 ? t('casting.follow.ageHours', { count: ageHours }) : t('casting.follow.ageDays', { count: Math.floor(ageHours / 24) })}
            </Badge>
          </Group>
          <Text size="sm">
            {cast.materialCode} · {t('casting.follow.pieces', { count: cast.pieceCount })}
          </Text>
          <Group gap="lg" wrap="nowrap">
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                {t('casting.casts.wax')}
              </Text>
              <WeightText mg={cast.waxMg} size="xs" />
            </Stack>
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                {t('casting.casts.actual')}
              </Text>
              <WeightText mg={cast.actualMg} size="xs" />
            </Stack>
          </Group>
        </Stack>
      </Paper>
    </Anchor>
  );
}

/** `/cast/detail/follow`: the casts still in the casting room, one column per status, the oldest first. */
export function CastFollowPage() {
  const { t } = useTranslation();
  const { data } = useFindCasts({ open: 'true', pageSize: maxPageSize });
  const now = Date.now();
  const casts = [...(data?.items ?? [])].reverse();
  return (
    <Stack gap="lg">
      <CastingTabs />
      <PageTitle title={t('casting.follow.title')} subtitle={t('casting.follow.subtitle', { count: data?.total ?? 0 })} />
      {/* Four columns on a desk, two on a tablet, one above the other on a phone. */}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
          {openStatuses.map((status) => {
            const column = casts.filter((c) => c.status === status);
            return (
              <Paper
                key={status}
                withBorder
                radius="lg"
                p="sm"
                bg="var(--mantine-color-gray-0)"
                style={{ borderTop: `4px solid var(--mantine-color-${statusColors[status]}-5)` }}
                aria-label={t('casting.follow.column', { status: t(`casting.casts.status.${status}`), count: column.length })}
              >
                <Stack gap="xs">
                  <Group justify="space-between" wrap="nowrap">
                    <Title order={2} fz="md">
                      {t(`casting.casts.status.${status}`)}
                    </Title>
                    <Badge variant="light" color={statusColors[status]} size="lg">
                      {column.length}
                    </Badge>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {t(`casting.follow.next.${status as Exclude<CastStatusValue, 'finished'>}`)}
                  </Text>
                  {column.length === 0 && (
                    <Text size="sm" c="dimmed">
                      {t('casting.follow.empty')}
                    </Text>
                  )}
                  {column.map((cast) => (
                    <CastCard key={cast.id} cast={cast} now={now} />
                  ))}
                </Stack>
              </Paper>
            );
          })}
      </SimpleGrid>
      {data && data.total > data.items.length && (
        <Text size="sm" c="dimmed">
          {t('casting.follow.more', { count: data.total - data.items.length })}
        </Text>
      )}
    </Stack>
  );
}
