import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconClockExclamation, IconLayoutKanban, IconListDetails, IconPencil } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { defaultStuckDays } from '../../../../shared/contracts/production/find-unfinished';
import { formatNumber } from '../../../i18n/format';
import { useFindUnfinished } from '../api/find-unfinished';
import { useGetDesignQueue } from '../api/get-design-queue';
import { ProductionTabs } from '../components/production-tabs';
import { PageTitle } from '../../../ui/page-title';

function Figure({ value, label, color }: { value: string | undefined; label: string; color?: string }) {
  return (
    <Stack gap={0}>
      <Text fz={34} fw={700} lh={1.1} c={color} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value ?? '…'}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

function FollowUpCard({ to, icon, title, hint, children }: { to: string; icon: ReactNode; title: string; hint: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="md" h="100%">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" size={40} radius="md">
            {icon}
          </ThemeIcon>
          <Stack gap={0}>
            <Title order={2} fz="lg">
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {hint}
            </Text>
          </Stack>
        </Group>
        {children}
        <Group justify="flex-end" mt="auto">
          <Button component={Link} to={to} variant="light" rightSection={<IconArrowRight size={16} />}>
            {t('production.followUp.open')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** `/follow-up`: the design queue and the late and stuck pieces at a glance, with links to each. */
export function FollowUpPage() {
  const { t } = useTranslation();
  const { data: queue } = useGetDesignQueue();
  const { data: unfinished } = useFindUnfinished({ stuckDays: defaultStuckDays, limit: 1 });
  const queued = queue?.designers.flatMap((d) => d.items);
  const ready = queued?.filter((item) => item.stage === 'designing' && item.designLabel === 'design_finish').length;
  const count = (n: number | undefined, truncated = false) => (n === undefined ? undefined : `${formatNumber(n)}${truncated ? '+' : ''}`);

  return (
    <Stack gap="lg">
      <ProductionTabs />
      <PageTitle title={t('production.followUp.title')} subtitle={t('production.followUp.subtitle')} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <FollowUpCard
          to="/follow-up/design"
          icon={<IconPencil size={22} />}
          title={t('production.followUp.designCard.title')}
          hint={t('production.followUp.designCard.hint')}
        >
          <Figure value={count(queued?.length, queue?.truncated)} label={t('production.followUp.designCard.count')} />
          {ready !== undefined && (
            <Text size="sm">{t('production.followUp.designCard.ready', { count: ready })}</Text>
          )}
        </FollowUpCard>
        <FollowUpCard
          to="/follow-up/unfinished"
          icon={<IconClockExclamation size={22} />}
          title={t('production.followUp.unfinishedCard.title')}
          hint={t('production.followUp.unfinishedCard.hint', { days: defaultStuckDays })}
        >
          <Group gap="xl">
            <Figure
              value={count(unfinished?.lateTotal)}
              label={t('production.followUp.unfinishedCard.late')}
              color={unfinished?.lateTotal ? 'red' : undefined}
            />
            <Figure
              value={count(unfinished?.stuckTotal)}
              label={t('production.followUp.unfinishedCard.stuck')}
              color={unfinished?.stuckTotal ? 'orange' : undefined}
            />
          </Group>
        </FollowUpCard>
      </SimpleGrid>
      <Group gap="lg">
        <Text size="sm" c="dimmed">
          {t('production.followUp.otherViews')}
        </Text>
        <Anchor component={Link} to="/follow" size="sm">
          <Group gap={4} component="span">
            <IconLayoutKanban size={16} />
            {t('production.followUp.board')}
          </Group>
        </Anchor>
        <Anchor component={Link} to="/follow-group" size="sm">
          <Group gap={4} component="span">
            <IconListDetails size={16} />
            {t('production.followUp.groups')}
          </Group>
        </Anchor>
      </Group>
    </Stack>
  );
}
