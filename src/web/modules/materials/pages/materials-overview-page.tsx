import { Anchor, Badge, Button, Divider, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconChartLine, IconFlame, IconListDetails } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import type { GetAccountsResponse } from '../../../../shared/contracts/materials/get-accounts';
import type { MaterialDocument, MaterialRate } from '../../../../shared/contracts/materials/material';
import { formatGrams, formatMoney, intlLocale } from '../../../../shared/units';
import { formatPostingDay } from '../../../i18n/format';
import type { IntlLocale } from '../../../i18n/locale';
import { useUiLocale } from '../../../ui';
import { useLocalName } from '../../../ui/local-name';
import { useFindDocuments } from '../api/find-documents';
import { useGetAccounts } from '../api/get-accounts';
import { useGetRates } from '../api/get-rates';
import { ClosedMonthsPanel } from '../components/closed-months-panel';
import { HolderCapBadge } from '../components/holder-balances';
import { holderPath } from './holder-page';
import { WeightText } from '../../../ui/weight-text';
import { PageTitle } from '../../../ui/page-title';

type AccountMaterial = GetAccountsResponse['materials'][number];

/** `/material`: the owner's "where is my gold": metal on hand, losses, rates, holders near their cap, the latest slips. */
export function MaterialsOverviewPage() {
  const { t } = useTranslation();
  const { data: accounts } = useGetAccounts();
  const { data: rates } = useGetRates();
  const { data: documents } = useFindDocuments({ pageSize: 10 });

  const lossOf = (materialId: number) =>
    (accounts?.holders ?? [])
      .filter((h) => h.kind === 'loss')
      .reduce((sum, h) => sum + (h.balances.find((b) => b.materialId === materialId)?.mg ?? 0), 0);
  const nameOf = useLocalName();
  const alerts = (accounts?.holders ?? []).filter((h) => h.capState === 'near' || h.capState === 'over');

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <PageTitle title={t('materials.overview.title')} subtitle={t('materials.overview.subtitle')} />
        <Group gap="xs">
          <Button component={Link} to="/material/accounts" variant="light" leftSection={<IconListDetails size={18} />}>
            {t('materials.overview.accounts')}
          </Button>
          <Button component={Link} to="/material/rates" variant="default" leftSection={<IconChartLine size={18} />}>
            {t('materials.overview.ratesLink')}
          </Button>
          <Button component={Link} to="/material/melt" variant="default" leftSection={<IconFlame size={18} />}>
            {t('materials.overview.melt')}
          </Button>
        </Group>
      </Group>

      {accounts && accounts.materials.length === 0 && <Text c="dimmed">{t('materials.accounts.noMaterial')}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {accounts && [...accounts.materials].sort((a, b) => Number(b.onHandMg !== 0) - Number(a.onHandMg !== 0)).map((material) => (
          <MaterialCard
            key={material.id}
            material={material}
            lossMg={lossOf(material.id)}
            rate={rates?.current.find((r) => r.materialId === material.id)}
          />
        ))}
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper p="md" radius="lg" withBorder>
          <Stack gap="sm">
            <Group gap="xs">
              <IconAlertTriangle size={20} color="var(--mantine-color-orange-6)" />
              <Title order={2} fz={18}>
                {t('materials.overview.capAlerts')}
              </Title>
            </Group>
            {accounts && alerts.length === 0 && <Text c="dimmed">{t('materials.overview.noCapAlerts')}</Text>}
            {alerts.map((holder) => (
              <Group key={holder.id} justify="space-between" wrap="nowrap">
                <Stack gap={0} miw={0}>
                  <Anchor component={Link} to={holderPath(holder.code)} fw={700}>
                    {nameOf(holder) || holder.code}{' '}
                    <Text span size="xs" c="dimmed" ff="monospace" fw={400}>
                      {holder.code}
                    </Text>
                  </Anchor>
                  <CapLine heldMg={holder.heldMg} capMg={holder.capMg} />
                </Stack>
                <HolderCapBadge capState={holder.capState} />
              </Group>
            ))}
          </Stack>
        </Paper>

        <Paper p="md" radius="lg" withBorder>
          <Stack gap="sm">
            <Title order={2} fz={18}>
              {t('materials.overview.latestDocuments')}
            </Title>
            {documents && documents.items.length === 0 && <Text c="dimmed">{t('materials.overview.noDocuments')}</Text>}
            {documents?.items.map((document, index) => (
              <Stack key={document.id} gap="xs">
                {index > 0 && <Divider />}
                <DocumentLine document={document} materials={accounts?.materials ?? []} />
              </Stack>
            ))}
          </Stack>
        </Paper>
      </SimpleGrid>
      <ClosedMonthsPanel />
    </Stack>
  );
}

function CapLine({ heldMg, capMg }: { heldMg: number; capMg: number | null }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  return (
    <Text size="sm" c="dimmed">
      {t('materials.overview.heldOfCap', {
        held: formatGrams(heldMg, locale),
        cap: capMg === null ? t('materials.accounts.noCap') : formatGrams(capMg, locale),
      })}
    </Text>
  );
}

function MaterialCard({ material, lossMg, rate }: { material: AccountMaterial; lossMg: number; rate: MaterialRate | undefined }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const nameOf = useLocalName();
  return (
    <Paper p="md" radius="lg" withBorder>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700} fz="lg" truncate>
            {nameOf(material) || material.code}
          </Text>
          <Text c="dimmed" size="sm" ff="monospace">
            {material.code}
          </Text>
        </Group>
        <Stack gap={2}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('materials.overview.onHand')}
          </Text>
          <WeightText mg={material.onHandMg} size="xl" />
        </Stack>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600} title={t('materials.overview.lossHint')}>
              {t('materials.overview.loss')}
            </Text>
            <WeightText mg={lossMg} />
          </Stack>
          <Table withRowBorders={false} w="auto" verticalSpacing={0} horizontalSpacing={6} fz="sm">
            <Table.Tbody>
              {rate ? (
                <>
                  <Table.Tr>
                    <Table.Td c="dimmed">{t('materials.overview.ask')}</Table.Td>
                    <Table.Td ta="right" fw={600}>
                      {formatMoney(rate.askCentsPerChi, 'USD', locale)}
                    </Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Td c="dimmed">{t('materials.overview.bid')}</Table.Td>
                    <Table.Td ta="right" fw={600}>
                      {formatMoney(rate.bidCentsPerChi, 'USD', locale)}
                    </Table.Td>
                  </Table.Tr>
                </>
              ) : (
                <Table.Tr>
                  <Table.Td c="dimmed">{t('materials.overview.noRate')}</Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Postings shown per slip before "…". */
const shownPostings = 3;

function DocumentLine({ document, materials }: { document: MaterialDocument; materials: readonly AccountMaterial[] }) {
  const { t } = useTranslation();
  const locale = useUiLocale();
  const nameOf = useLocalName();
  const materialName = (id: number, code: string) => {
    const material = materials.find((m) => m.id === id);
    return material ? nameOf(material) || code : code;
  };
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap="xs" wrap="nowrap" miw={0}>
          <Anchor component={Link} to={`/material/slip-${document.id}`} fw={700} style={{ whiteSpace: 'nowrap' }}>
            {document.number}
          </Anchor>
          <Badge variant="light" radius="sm" color={document.kind === 'reversal' ? 'orange' : 'blue'}>
            {t(`materials.overview.documentKinds.${document.kind}`)}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {formatPostingDay(document.postingDate, document.createdAt, intlLocale(locale) as IntlLocale)}
        </Text>
      </Group>
      {document.postings.slice(0, shownPostings).map((posting) => (
        <Group key={posting.id} gap={6} wrap="nowrap">
          <Text size="sm" fw={600} miw={70} truncate>
            {materialName(posting.materialId, posting.materialCode)}
          </Text>
          <Text size="sm" truncate miw={0}>
            {nameOf(posting.from) || posting.from.code} → {nameOf(posting.to) || posting.to.code}
          </Text>
          <Text size="sm" ml="auto" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
            {formatGrams(posting.mg, locale)}
          </Text>
        </Group>
      ))}
      {document.postings.length > shownPostings && (
        <Text size="xs" c="dimmed">
          …
        </Text>
      )}
      {document.reversedByDocumentNumber && (
        <Text size="xs" c="orange.8">
          {t('materials.overview.reversedBy', { number: document.reversedByDocumentNumber })}
        </Text>
      )}
    </Stack>
  );
}
