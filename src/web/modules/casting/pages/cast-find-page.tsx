import { Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useFindCasts } from '../api/find-casts';
import { castPath } from '../api/get-cast';
import { CastingTabs } from '../components/casting-tabs';
import { CastStatusBadge } from '../components/cast-status-badge';
import { WeightText } from '../../../ui/weight-text';
import { PageTitle } from '../../../ui/page-title';
import { FoundNumber, NumberFinder } from '../../../ui/number-finder';

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
      <NumberFinder
        input={{ label: t('casting.find.number'), placeholder: t('casting.find.placeholder'), value: text, onText: setText, onEnter: open }}
        heading={search ? t('casting.find.matches', { count: data?.total ?? 0 }) : t('casting.find.openCasts', { count: data?.total ?? 0 })}
        empty={!isFetching && matches.length === 0 ? (search ? t('casting.find.none', { number: search }) : t('casting.follow.empty')) : undefined}
      >
        {matches.map((cast) => (
          <FoundNumber
            key={cast.id}
            to={castPath(cast.id)}
            number={cast.number}
            detail={`${cast.materialCode} · ${t('casting.follow.pieces', { count: cast.pieceCount })}`}
            figure={<WeightText mg={cast.actualMg} layout="inline" />}
            badge={<CastStatusBadge status={cast.status} />}
          />
        ))}
      </NumberFinder>
    </Stack>
  );
}
