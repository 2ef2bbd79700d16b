import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface PageTitleProps {
  /** Already translated. */
  title: string;
  /** A line under the title, dimmed: what the page is for. */
  subtitle?: ReactNode;
  /** At the right, on the title's baseline: "Add …" and the like. */
  children?: ReactNode;
}

/** A page's heading: its title, what it is for, and its main actions. */
export function PageTitle({ title, subtitle, children }: PageTitleProps) {
  const heading = (
    <Stack gap={2}>
      <Title order={1} fz={26}>
        {title}
      </Title>
      {subtitle !== undefined && <Text c="dimmed">{subtitle}</Text>}
    </Stack>
  );
  if (children === undefined) return heading;
  return (
    <Group justify="space-between" align="flex-end">
      {heading}
      {children}
    </Group>
  );
}
