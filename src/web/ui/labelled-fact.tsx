import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One fact of a record's header or card (a cast item, an entry): its small grey label over its
 * value, a text, a badge or a weight. It may shrink below its content's width (a phone's grid).
 */
export function LabelledFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0} miw={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} component="div">
        {children}
      </Text>
    </Stack>
  );
}
