import { Center, Stack, ThemeIcon, Title, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** The common frame of full-page messages: not found, errors, placeholders. */
export function CenteredMessage({
  icon,
  color = 'navy',
  title,
  children,
  actions,
}: {
  icon: ReactNode;
  color?: string;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Center mih="min(60dvh, 480px)" p="lg">
      <Stack align="center" gap="md" maw={520} ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" color={color}>
          {icon}
        </ThemeIcon>
        <Title order={2} fw={700}>
          {title}
        </Title>
        {children && (
          <Text c="dimmed" component="div">
            {children}
          </Text>
        )}
        {actions}
      </Stack>
    </Center>
  );
}
