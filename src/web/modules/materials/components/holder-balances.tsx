import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconUserQuestion } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import type { CapState } from '../../../../shared/contracts/materials/material';
import { CenteredMessage } from '../../../shell/centered-message';
import { WeightText } from '../../../ui/weight-text';

/** A `/material/holder-{holder}…` page whose code names no holder. */
export function HolderNotFound({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <div data-testid="holder-not-found">
      <CenteredMessage
        icon={<IconUserQuestion size={38} stroke={1.5} />}
        title={t('materials.holder.notFound', { code })}
        actions={
          <Button component={Link} to="/material/accounts" leftSection={<IconArrowLeft size={18} />}>
            {t('materials.holder.backToAccounts')}
          </Button>
        }
      >
        {t('materials.holder.notFoundHint')}
      </CenteredMessage>
    </div>
  );
}

/** "Near cap" in orange, "Over cap" in red; nothing for a holder within its cap or without one. */
export function HolderCapBadge({ capState }: { capState: CapState }) {
  const { t } = useTranslation();
  if (capState !== 'near' && capState !== 'over') return null;
  return (
    <Badge variant="light" color={capState === 'over' ? 'red' : 'orange'} radius="sm" style={{ flexShrink: 0 }}>
      {t(`materials.accounts.capState.${capState}`)}
    </Badge>
  );
}

export interface HolderBalance {
  materialId: number;
  /** e.g. AU9999. */
  materialCode: string;
  /** Name in the reader's language, when known. */
  materialName?: string;
  mg: number;
}

/** One card per material the holder holds: its code and the weight in grams and chi/hun/li. */
export function HolderBalances({ balances }: { balances: readonly HolderBalance[] }) {
  const { t } = useTranslation();
  const held = balances.filter((b) => b.mg !== 0);
  if (held.length === 0) {
    return <Text c="dimmed">{t('materials.holder.noBalance')}</Text>;
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
      {held.map((balance) => (
        <Paper key={balance.materialId} withBorder radius="md" p="sm">
          <Stack gap={4}>
            <Group gap={6} wrap="nowrap">
              <Text fw={700} truncate>
                {balance.materialName || balance.materialCode}
              </Text>
              <Text size="xs" c="dimmed" ff="monospace">
                {balance.materialCode}
              </Text>
            </Group>
            <WeightText mg={balance.mg} size="lg" />
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
