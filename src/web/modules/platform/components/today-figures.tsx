import { Skeleton, Stack, Title } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { homeFigures, homeFiguresOf } from '../../../shell/home-figure-registry';
import { createLazyPage } from '../../../shell/lazy-page';
import { canAny, useMe } from '../api/get-me';
import classes from './today-figures.module.css';

const figures = homeFigures.map((figure) => ({ ...figure, Component: createLazyPage(figure.load) }));

/** The reader's role's cards (see home-figure-registry.ts); none, nothing: the tiles below stand alone. */
export function TodayFigures() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  if (!me) return null;
  const visible = homeFiguresOf(me.user.role, figures).filter((figure) => canAny(me, figure.anyOf));
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
