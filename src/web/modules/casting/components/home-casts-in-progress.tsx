import { Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconFlame } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { HomeFigureCard, HomeFigureNumber } from '../../../ui/home-figure-card';
import { useCastingHomeFigures } from '../api/get-casting-home-figures';

/** The caster's and the manager's: casts not yet finished, and at which step. */
export function HomeCastsInProgress() {
  const { t } = useTranslation();
  const figures = useCastingHomeFigures();
  const data = figures.data;
  return (
    <HomeFigureCard href="/cast" title={t('home.figures.castsInProgress')} icon={IconFlame} testId="casts-in-progress" hint={data?.inProgressCount === 0 ? t('home.figures.castsNone') : undefined}>
      {data ? (
        <Stack gap={6}>
          <HomeFigureNumber testId="casts-in-progress-count">{data.inProgressCount}</HomeFigureNumber>
          <Group gap="xs" wrap="wrap">
            {data.byStatus
              .filter((step) => step.count > 0)
              .map((step) => (
                <Text key={step.status} fz="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {t(`casting.casts.status.${step.status}`)}: {step.count}
                </Text>
              ))}
          </Group>
        </Stack>
      ) : (
        <Skeleton h={48} />
      )}
    </HomeFigureCard>
  );
}
