import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { homeFigures } from '../../../shell/home-figure-registry';
import { createLazyPage } from '../../../shell/lazy-page';
import { canAny, useMe } from '../api/get-me';

const figures = homeFigures.map((figure) => ({ ...figure, Component: createLazyPage(figure.load) }));

/** The slot other modules fill with their "today" cards (see home-figure-registry.ts). */
export function TodayFigures() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const visible = figures.filter((figure) => canAny(me, figure.anyOf));
  if (visible.length === 0) {
    return (
      <Paper p="lg" radius="lg" withBorder style={{ borderStyle: 'dashed' }} bg="transparent">
        <Text c="dimmed" fz="sm" ta="center">
          {t('home.todayEmpty')}
        </Text>
      </Paper>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      {visible.map(({ key, Component }) => (
        <Suspense key={key} fallback={<Skeleton h={104} radius="lg" />}>
          <Component />
        </Suspense>
      ))}
    </SimpleGrid>
  );
}
