import { Anchor, Badge, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconArrowsExchange, IconHistory } from '@tabler/icons-react';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import type { Holder } from '../../../../shared/contracts/materials/material';
import { formatGrams } from '../../../../shared/units';
import { useUiLocale } from '../../../ui';
import { canAny, useMe } from '../../platform/api/get-me';
import { useLocalName } from '../../../ui/local-name';
import { holderPostingsPageSize, useFindHolderPostings } from '../api/find-holder-postings';
import { useHolderByCode } from '../api/find-holders';
import { useGetAccounts } from '../api/get-accounts';
import { HolderBalances, HolderCapBadge, HolderNotFound } from '../components/holder-balances';
import { HolderPostingsTable } from '../components/holder-postings-table';

export const holderPath = (code: string) => `/material/holder-${encodeURIComponent(code)}`;

/** Only physical holders other than the safe give metal back to the safe. */
export const canReturnToSafe = (holder: Pick<Holder, 'kind' | 'physical'>) => holder.physical && holder.kind !== 'safe';

/** `/material/holder-{holder}`: one holder (by code), what it holds, its cap and its latest movements. */
export function HolderPage() {
  const code = getRouteApi('/material/holder-{$holder}').useParams().holder;
  const { holder, isPending, notFound } = useHolderByCode(code);
  if (notFound) return <HolderNotFound code={code} />;
  if (isPending || !holder) {
    return (
      <Center mih="40dvh">
        <Loader color="gold" type="dots" />
      </Center>
    );
  }
  return <HolderView holder={holder} />;
}

function HolderView({ holder }: { holder: Holder }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const nameOf = useLocalName();
  const navigate = useNavigate();
  const { data: me } = useMe();
  const canWrite = canAny(me, ['materials.write']);
  const { data: accounts } = useGetAccounts({ includeInactive: 'true' });
  const account = accounts?.holders.find((h) => h.id === holder.id);
  const query = { page: 1, pageSize: holderPostingsPageSize };
  const { data: postings, isFetching } = useFindHolderPostings(holder.id, query);
  const materialName = (materialId: number) => {
    const material = accounts?.materials.find((m) => m.id === materialId);
    return material ? nameOf(material) : undefined;
  };
  const base = holderPath(holder.code);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Anchor component={Link} to="/material/accounts" size="sm">
          {t('materials.accounts.title')}
        </Anchor>
        <Group gap="sm" align="center">
          <Title order={1} fz={26}>
            {nameOf(holder) || holder.code}{' '}
            <Text span c="dimmed" ff="monospace" fz="md" fw={400}>
              {holder.code}
            </Text>
          </Title>
          <Badge variant="light" radius="sm">
            {t(`materials.accounts.kinds.${holder.kind}`)}
          </Badge>
          {!holder.physical && (
            <Badge variant="outline" color="gray" radius="sm">
              {t('materials.accounts.system')}
            </Badge>
          )}
          {account && <HolderCapBadge capState={account.capState} />}
        </Group>
        <Group gap="lg">
          <Text c="dimmed" size="sm">
            {t('materials.holder.cap', {
              cap: holder.capMg === null ? t('materials.accounts.noCap') : formatGrams(holder.capMg, locale),
            })}
          </Text>
          {account && holder.capMg !== null && (
            <Text c="dimmed" size="sm">
              {t('materials.holder.held', { held: formatGrams(account.heldMg, locale) })}
            </Text>
          )}
        </Group>
      </Stack>

      <Group gap="sm">
        <Button component={Link} to={`${base}/transaction`} variant="light" leftSection={<IconHistory size={18} />}>
          {t('materials.holder.transactions')}
        </Button>
        {canWrite && holder.physical && (
          <Button component={Link} to={`${base}/transfer`} leftSection={<IconArrowsExchange size={18} />}>
            {t('materials.holder.transfer')}
          </Button>
        )}
        {canWrite && canReturnToSafe(holder) && (
          <Button component={Link} to={`${base}/return`} variant="default" leftSection={<IconArrowBackUp size={18} />}>
            {t('materials.holder.return')}
          </Button>
        )}
      </Group>

      <Paper p="md" radius="lg" withBorder>
        <Stack gap="sm">
          <Title order={2} fz={18}>
            {t('materials.holder.balances')}
          </Title>
          <HolderBalances
            balances={holder.balances.map((b) => ({ ...b, materialName: materialName(b.materialId) }))}
          />
        </Stack>
      </Paper>

      <Paper p="md" radius="lg" withBorder>
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} fz={18}>
              {t('materials.holder.latest')}
            </Title>
            <Anchor component={Link} to={`${base}/transaction`} size="sm">
              {t('materials.holder.seeAll')}
            </Anchor>
          </Group>
          <HolderPostingsTable
            rows={postings?.items ?? []}
            page={1}
            pageSize={holderPostingsPageSize}
            total={postings?.total ?? 0}
            onPageChange={(page) => void navigate({ to: '/material/holder-{$holder}/transaction', params: { holder: holder.code }, search: { page: String(page) } })}
            loading={isFetching && !postings}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
