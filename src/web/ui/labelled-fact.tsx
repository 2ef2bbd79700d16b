import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One fact of a record's header (a cast item, an entry): its small grey label over its value, a text, a badge or a weight. */
export function LabelledFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} component="div">
        {children}
      </Text>
    </Stack>
  );
}
