import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useFindCasts } from '../api/find-casts';
import { castPath } from '../api/get-cast';
import { CastingTabs } from '../components/casting-tabs';
import { CastStatusBadge } from '../components/cast-status-badge';
import { WeightText } from '../../../ui/weight-text';
import { PageTitle } from '../../../ui/page-title';
import { ScanInput } from '../../../ui/scan-input';

const findPageSize = 20;

/** `/cast/detail`: find a cast by its number, typed or scanned from the tree's tag; Enter opens the only match. */
export function CastFindPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), 200);
  const { data, isFetching } = useFindCasts({ ...(search ? { search } : { open: 'true' }), pageSize: findPageSize });
  const matches = data?.items ?? [];
  const exact = matches.find((c) => c.number.toUpperCase() === text.trim().toUpperCase());

  const open = () => {
    const target = exact ?? (search === text.trim() && matches.length === 1 ? matches[0] : undefined);
    if (target) void navigate({ to: castPath(target.id) });
  };

  return (
    <Stack gap="lg">
      <CastingTabs />
      <PageTitle title={t('casting.find.title')} subtitle={t('casting.find.subtitle')} />
      <Paper p="md" radius="lg" withBorder>
        <Stack gap="md">
          <ScanInput
            label={t('casting.find.number')}
            placeholder={t('casting.find.placeholder')}
            value={text}
            onText={setText}
            onEnter={open}
            data-autofocus
            autoFocus
            size="md"
            maw={420}
          />
          <Text size="sm" fw={600}>
            {search ? t('casting.find.matches', { count: data?.total ?? 0 }) : t('casting.find.openCasts', { count: data?.total ?? 0 })}
          </Text>
          {!isFetching && matches.length === 0 && (
            <Text size="sm" c="dimmed">
              {search ? t('casting.find.none', { number: search }) : t('casting.follow.empty')}
            </Text>
          )}
          {matches.map((cast) => (
            <Paper key={cast.id} withBorder radius="md" p="sm">
              <Group justify="space-between" wrap="wrap" gap="sm">
                <Stack gap={0}>
                  <Anchor component={Link} to={castPath(cast.id)} fw={600} ff="monospace">
                    {cast.number}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {cast.materialCode} · {t('casting.follow.pieces', { count: cast.pieceCount })}
                  </Text>
                </Stack>
                <Group gap="lg">
                  <WeightText mg={cast.actualMg} layout="inline" />
                  <CastStatusBadge status={cast.status} />
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}
