import { Skeleton } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { HomeFigureCard, HomeFigureNumber } from '../../../ui/home-figure-card';
import { useStockHomeFigures } from '../api/get-stock-home-figures';

/** The manager's: stock transfers sent and not yet received at the other branch. */
export function HomeTransfersInTransit() {
  const { t } = useTranslation();
  const figures = useStockHomeFigures();
  const data = figures.data;
  return (
    <HomeFigureCard
      href="/jewelry/stock/transaction"
      title={t('home.figures.transfersInTransit')}
      icon={IconTruckDelivery}
      testId="transfers-in-transit"
      hint={data && data.piecesInTransitCount > 0 ? t('home.figures.transfersInTransitHint', { count: data.piecesInTransitCount }) : undefined}
    >
      {data ? <HomeFigureNumber testId="transfers-in-transit-count">{data.transfersInTransitCount}</HomeFigureNumber> : <Skeleton h={36} />}
    </HomeFigureCard>
  );
}
