import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { ProductionStageValue } from '../../../../shared/contracts/production/production-item';

/** One colour per stage, so a stage is recognised at a glance on the board and the timeline. */
export const stageColors: Readonly<Record<ProductionStageValue, string>> = {
  ordering: 'gray',
  designing: 'violet',
  printing: 'indigo',
  waxing: 'cyan',
  casting: 'orange',
  cleaning: 'teal',
  assembling: 'blue',
  setting: 'grape',
  finishing: 'yellow',
  stock: 'green',
  cancelled: 'dark',
  broken: 'red',
};

export function StageBadge({ stage, ...rest }: { stage: ProductionStageValue } & Omit<BadgeProps, 'color' | 'children'>) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={stageColors[stage]} {...rest}>
      {t(`production.stages.${stage}`)}
    </Badge>
  );
}
