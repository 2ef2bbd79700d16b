import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import type { BoardCard, GetBoardResponse } from '../../../../shared/contracts/production/get-board';
import { timelinePath } from './item-summary';
import { stageColors } from './stage-badge';

type BoardStage = GetBoardResponse['stages'][number];

/** Age in the stage: green under 2 days, orange under 7, red from 7 days on. */
export function ageColor(ageHours: number): string {
  if (ageHours < 48) return 'green';
  if (ageHours < 168) return 'orange';
  return 'red';
}

/** Hours under 2 days, then days; coloured by `ageColor`. */
export function AgeBadge({ ageHours }: { ageHours: number }) {
  const { t } = useTranslation();
  const text = ageHours < 48 ? t('production.board.ageHours', { count: ageHours }) : t('production.board.ageDays', { count: Math.floor(ageHours / 24) });
  return (
    <Badge color={ageColor(ageHours)} variant="filled" size="sm" tt="none" style={{ flexShrink: 0 }}>
      {text}
    </Badge>
  );
}

function WaitingCard({ item }: { item: BoardCard }) {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={timelinePath(item.id)} underline="never" c="inherit">
      <Paper withBorder radius="md" p="xs" style={{ borderLeft: `4px solid var(--mantine-color-${ageColor(item.ageHours)}-6)` }}>
        <Stack gap={2}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text ff="monospace" fw={600} size="sm" truncate>
              {item.code}
            </Text>
            <AgeBadge ageHours={item.ageHours} />
          </Group>
          <Text size="sm" lineClamp={2}>
            {item.description}
          </Text>
          <Text size="xs" c="dimmed">
            {item.preOrderNumber ?? t('production.board.forStock')}
          </Text>
        </Stack>
      </Paper>
    </Anchor>
  );
}

/** One work stage: its name and count, then the items waiting longest. */
export function BoardColumn({ column }: { column: BoardStage }) {
  const { t } = useTranslation();
  const more = column.count - column.items.length;
  return (
    <Paper
      withBorder
      radius="lg"
      p="sm"
      w={250}
      miw={250}
      bg="var(--mantine-color-gray-0)"
      style={{ borderTop: `4px solid var(--mantine-color-${stageColors[column.stage]}-5)` }}
      aria-label={t('production.board.stageCount', { stage: t(`production.stages.${column.stage}`), count: column.count })}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} fz="md">
            {t(`production.stages.${column.stage}`)}
          </Title>
          <Badge variant="light" color={stageColors[column.stage]} size="lg" circle={column.count < 10}>
            {column.count}
          </Badge>
        </Group>
        {column.items.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('production.board.empty')}
          </Text>
        )}
        {column.items.map((item) => (
          <WaitingCard key={item.id} item={item} />
        ))}
        {more > 0 && (
          <Text size="xs" c="dimmed" ta="center">
            {t('production.board.more', { count: more })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
