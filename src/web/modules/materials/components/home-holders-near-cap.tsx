import { Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { HomeFigureCard, HomeFigureNumber } from '../../../ui/home-figure-card';
import { useLocalName } from '../../../ui/local-name';
import { useGetAccounts } from '../api/get-accounts';
import { WeightText } from '../../../ui/weight-text';

/** The owner's: holders at 90 % of their cap or over it (DESIGN §3.2: theft is a real risk at the bench), the fullest first. */
export function HomeHoldersNearCap() {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const accounts = useGetAccounts();
  const flagged = (accounts.data?.holders ?? [])
    .filter((holder) => holder.capState === 'near' || holder.capState === 'over')
    .sort((a, b) => b.heldMg * (a.capMg ?? 1) - a.heldMg * (b.capMg ?? 1));
  const over = flagged.filter((holder) => holder.capState === 'over').length;
  return (
    <HomeFigureCard
      href="/material/accounts"
      title={t('home.figures.nearCap')}
      icon={IconAlertTriangle}
      tone={flagged.length > 0 ? 'alert' : 'calm'}
      testId="holders-near-cap"
      hint={accounts.data && (flagged.length === 0 ? t('home.figures.nearCapNone') : over > 0 ? t('home.figures.nearCapOver', { count: over }) : undefined)}
    >
      {accounts.data ? (
        <Stack gap={4}>
          <HomeFigureNumber testId="holders-near-cap-count">{flagged.length}</HomeFigureNumber>
          {flagged.slice(0, 3).map((holder) => (
            <Text key={holder.id} fz="sm" lh={1.5} style={{ overflowWrap: 'anywhere' }}>
              {nameOf(holder)} · <WeightText mg={holder.heldMg} layout="inline" size="sm" />
            </Text>
          ))}
        </Stack>
      ) : (
        <Skeleton h={48} />
      )}
    </HomeFigureCard>
  );
}
