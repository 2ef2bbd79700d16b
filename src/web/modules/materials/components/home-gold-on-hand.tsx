import { Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconScale } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import type { GetAccountsResponse } from '../../../../shared/contracts/materials/get-accounts';
import { HomeFigureCard } from '../../../ui/home-figure-card';
import { useLocalName } from '../../../ui/local-name';
import { useGetAccounts } from '../api/get-accounts';
import { WeightText } from '../../../ui/weight-text';

/** Each material the reader's holders hold, by name, in grams and chi (onHandMg: physical holders in the reader's scope). */
function MaterialWeights({ accounts, testId }: { accounts: GetAccountsResponse; testId: string }) {
  const { t } = useTranslation();
  const nameOf = useLocalName();
  const held = accounts.materials.filter((material) => material.onHandMg !== 0);
  if (held.length === 0) {
    return (
      <Text c="dimmed" fz="sm" py="xs">
        {t('home.figures.noGold')}
      </Text>
    );
  }
  return (
    <Stack gap={6} data-testid={testId}>
      {held.map((material) => (
        <Group key={material.id} justify="space-between" align="flex-start" wrap="nowrap" gap="sm" data-testid={`${testId}-${material.code}`}>
          <Text fz="sm" fw={600} lh={1.5} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {nameOf(material)}
          </Text>
          <WeightText mg={material.onHandMg} align="right" size="md" />
        </Group>
      ))}
    </Stack>
  );
}

/** The owner's: gold on hand per material over every physical holder. */
export function HomeGoldOnHand() {
  const { t } = useTranslation();
  const accounts = useGetAccounts();
  return (
    <HomeFigureCard href="/material/accounts" title={t('home.figures.goldOnHand')} icon={IconScale} testId="gold-on-hand" hint={t('home.figures.goldOnHandHint')}>
      {accounts.data ? <MaterialWeights accounts={accounts.data} testId="gold-on-hand-materials" /> : <Skeleton h={48} />}
    </HomeFigureCard>
  );
}

/** A jeweller's or setter's: the gold at their own bench now, per material; the card opens their holder's page. */
export function HomeGoldHeld() {
  const { t } = useTranslation();
  const accounts = useGetAccounts();
  const benches = accounts.data?.holders.filter((holder) => holder.physical) ?? [];
  const href = benches.length === 1 ? `/material/holder-${encodeURIComponent(benches[0]!.code)}` : '/entry_jeweller';
  return (
    <HomeFigureCard href={href} title={t('home.figures.goldHeld')} icon={IconScale} testId="gold-held" hint={t('home.figures.goldHeldHint')}>
      {accounts.data ? <MaterialWeights accounts={accounts.data} testId="gold-held-materials" /> : <Skeleton h={48} />}
    </HomeFigureCard>
  );
}
