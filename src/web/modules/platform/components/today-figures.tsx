import { Skeleton, Stack, Title } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { visibleHomeFigureCards } from '../../../shell/home-figure-registry';
import { useMe } from '../api/get-me';
import classes from './today-figures.module.css';

/** The reader's role's cards (see home-figure-registry.ts); none, nothing: the tiles below stand alone. */
export function TodayFigures() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  if (!me) return null;
  const visible = visibleHomeFigureCards(me);
  if (visible.length === 0) return null;
  return (
    <Stack gap="sm" component="section">
      <Title order={2} fz="lg">
        {t('home.todayTitle')}
      </Title>
      <div className={classes.grid} data-testid="home-figures">
        {visible.map(({ key, Component, wide }) => (
          <div key={key} className={wide ? classes.wide : undefined}>
            <Suspense fallback={<Skeleton h={132} radius="lg" />}>
              <Component />
            </Suspense>
          </div>
        ))}
      </div>
    </Stack>
  );
}
