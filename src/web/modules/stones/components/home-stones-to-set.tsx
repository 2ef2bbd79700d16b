import { Skeleton } from '@mantine/core';
import { IconDiamonds } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { HomeFigureCard, HomeFigureNumber } from '../../../ui/home-figure-card';
import { useFindPreparations } from '../api/find-preparations';
import { stonesToSetQuery } from '../home-figures';

/** The setter's: stones prepared for an item or an order and still held, not yet set (open preparations). */
export function HomeStonesToSet() {
  const { t } = useTranslation();
  const open = useFindPreparations(stonesToSetQuery);
  return (
    <HomeFigureCard href="/gem_report" title={t('home.figures.stonesToSet')} icon={IconDiamonds} testId="stones-to-set" hint={t('home.figures.stonesToSetHint')}>
      {open.data ? <HomeFigureNumber testId="stones-to-set-count">{open.data.total}</HomeFigureNumber> : <Skeleton h={36} />}
    </HomeFigureCard>
  );
}
