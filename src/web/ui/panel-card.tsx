import { Group, Paper, Stack, Text, Title, type PaperProps } from '@mantine/core';
import type { ReactNode } from 'react';

export interface PanelCardProps {
  /** A tabler icon at size 20, before the title. */
  icon: ReactNode;
  /** Already translated. */
  title: ReactNode;
  /** Already translated: one dimmed line under the title on what the panel is for. */
  hint?: ReactNode;
  /** Tighter on a phone where the panel sits in a narrow column. */
  p?: PaperProps['p'];
  children?: ReactNode;
  'data-testid'?: string;
}

/**
 * A panel of its own on a page (a queue, the transfers on their way, a
 * calculator): a bordered card headed by an icon and a title, a hint under
 * them, then what it holds. One look for every such panel.
 */
export function PanelCard({ icon, title, hint, p = 'md', children, 'data-testid': testId }: PanelCardProps) {
  return (
    <Paper p={p} radius="lg" withBorder data-testid={testId}>
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          {icon}
          <Title order={2} fz={18}>
            {title}
          </Title>
        </Group>
        {hint !== undefined && (
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
