import { Badge, Box, Divider, Flex, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import type { ItemGroup, ItemGroupBy } from '../../../../shared/contracts/production/find-item-groups';
import { AgeBadge } from './board-column';
import { ItemCodeLink } from './item-summary';
import { daysBetween, formatShopDay } from './shop-days';
import { StageBadge, stageColors } from './stage-badge';

function GroupHeading({ group, by }: { group: ItemGroup; by: ItemGroupBy }) {
  const { t } = useTranslation();
  const customer = [group.customerName, group.customerPhone].filter(Boolean).join(' · ');
  if (group.key === 'stock') return <Title order={2} fz="lg">{t('production.groups.forStock')}</Title>;
  return (
    <Stack gap={0}>
      <Title order={2} fz="lg" ff={by === 'order' ? 'monospace' : undefined}>
        {by === 'order' ? group.preOrderNumber : group.customerName}
      </Title>
      <Text size="sm" c="dimmed">
        {by === 'order' ? customer : [group.customerPhone, t('production.groups.preOrderCount', { count: group.preOrderCount })].filter(Boolean).join(' · ')}
      </Text>
    </Stack>
  );
}

function PromisedDay({ group, today }: { group: ItemGroup; today: string }) {
  const { t } = useTranslation();
  if (group.key === 'stock') return null;
  if (!group.promisedOn) return <Text size="sm" c="dimmed">{t('production.groups.noPromise')}</Text>;
  return (
    <Group gap={6} wrap="nowrap">
      <IconCalendarEvent size={16} aria-hidden />
      <Text size="sm">{t('production.groups.promised', { date: formatShopDay(group.promisedOn) })}</Text>
      {group.late && (
        <Badge color="red" variant="filled" size="sm" tt="none" leftSection={<IconAlertTriangle size={12} />}>
          {t('production.groups.late', { count: daysBetween(group.promisedOn, today) })}
        </Badge>
      )}
    </Group>
  );
}

/** One pre-order, customer or the stock: promised day, counts per stage, then its items, longest waiting first. */
export function ItemGroupCard({ group, by, today }: { group: ItemGroup; by: ItemGroupBy; today: string }) {
  const { t } = useTranslation();
  const more = group.itemCount - group.items.length;
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      style={group.late ? { borderLeft: '4px solid var(--mantine-color-red-6)' } : undefined}
      component="section"
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <GroupHeading group={group} by={by} />
          <PromisedDay group={group} today={today} />
        </Group>
        <Group gap={6}>
          <Text size="sm" fw={600} mr={4}>
            {t('production.groups.itemCount', { count: group.itemCount })}
          </Text>
          {group.stageCounts.map(({ stage, count }) => (
            <Badge
              key={stage}
              size="sm"
              variant="light"
              color={stageColors[stage]}
              tt="none"
              aria-label={t('production.groups.stageCount', { stage: t(`production.stages.${stage}`), count })}
            >
              {t(`production.stages.${stage}`)} · {count}
            </Badge>
          ))}
        </Group>
        <Divider />
        <Stack gap={6}>
          {group.items.map((item) => (
            <Group key={item.id} justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              {/* Code above the description on a phone, beside it from `sm` up. */}
              <Flex direction={{ base: 'column', sm: 'row' }} gap={{ base: 0, sm: 'md' }} align={{ base: 'flex-start', sm: 'baseline' }} miw={0}>
                <Box miw={{ sm: 150 }}>
                  <ItemCodeLink item={item} />
                </Box>
                <Text size="sm" c="dimmed" lineClamp={2}>
                  {by === 'customer' && item.preOrderNumber ? `${item.preOrderNumber} · ${item.description}` : item.description}
                </Text>
              </Flex>
              <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
                <StageBadge stage={item.stage} size="sm" />
                {/* A finished piece no longer waits: no age. */}
                {item.stage !== 'stock' && item.stage !== 'cancelled' && <AgeBadge ageHours={item.ageHours} />}
              </Group>
            </Group>
          ))}
          {more > 0 && (
            <Text size="xs" c="dimmed">
              {t('production.groups.more', { count: more })}
            </Text>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
