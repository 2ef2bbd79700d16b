import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function TestGallerySection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={4}>{title}</Title>
        {children}
      </Stack>
    </Paper>
  );
}
