import { Skeleton } from '@mantine/core';
import { IconClockExclamation, IconPencil } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { useMe } from '../../platform/api/get-me';
import { HomeFigureCard, HomeFigureNumber } from '../../../ui/home-figure-card';
import { useGetDesignQueue } from '../api/get-design-queue';
import { useFindUnfinished } from '../api/find-unfinished';
import { lateItemsQuery } from '../home-figures';

/** The manager's: items past the day promised on their pre-order. */
export function HomeLateItems() {
  const { t } = useTranslation();
  const unfinished = useFindUnfinished(lateItemsQuery);
  const late = unfinished.data?.lateTotal;
  return (
    <HomeFigureCard
      href="/follow-up/unfinished"
      title={t('home.figures.lateItems')}
      icon={IconClockExclamation}
      tone={late ? 'alert' : 'calm'}
      testId="late-items"
      hint={t('home.figures.lateItemsHint')}
    >
      {late === undefined ? <Skeleton h={36} /> : <HomeFigureNumber testId="late-items-count">{late}</HomeFigureNumber>}
    </HomeFigureCard>
  );
}

/** The designer's: items at ordering or designing, and how many are theirs. */
export function HomeDesignQueue() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const queue = useGetDesignQueue();
  const designers = queue.data?.designers ?? [];
  const total = designers.reduce((sum, designer) => sum + designer.items.length, 0);
  const mine = designers.find((designer) => designer.designerStaffId !== null && designer.designerStaffId === me?.user.staffId)?.items.length ?? 0;
  return (
    <HomeFigureCard
      href="/follow-up/design"
      title={t('home.figures.designQueue')}
      icon={IconPencil}
      testId="design-queue"
      hint={queue.data ? t('home.figures.designQueueHint', { count: mine }) : undefined}
    >
      {queue.data ? <HomeFigureNumber testId="design-queue-count">{queue.data.truncated ? `${total}+` : total}</HomeFigureNumber> : <Skeleton h={36} />}
    </HomeFigureCard>
  );
}
