import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ScanInput, type ScanInputProps } from './scan-input';

export interface NumberFinderProps {
  /** The number field: typed, or scanned from the document's tag or ticket; Enter opens it. */
  input: Pick<ScanInputProps, 'label' | 'placeholder' | 'value' | 'onText' | 'onEnter' | 'error'>;
  /** Already translated: over the matches ("3 matches", "Open casts"). */
  heading: string;
  /** Already translated: in place of the matches when there are none (and none is on its way). */
  empty?: string | undefined;
  /** The matches, each a `FoundNumber`. */
  children: ReactNode;
}

/**
 * A "find by number" page's card (`/cast/detail`, `/entry/detail`): the
 * number field, large and focused for the scanner, then the matches under a
 * heading. The page decides what Enter opens and what the matches are.
 */
export function NumberFinder({ input, heading, empty, children }: NumberFinderProps) {
  return (
    <Paper p="md" radius="lg" withBorder>
      <Stack gap="md">
        <ScanInput {...input} data-autofocus autoFocus size="md" maw={420} />
        <Text size="sm" fw={600}>
          {heading}
        </Text>
        {empty !== undefined && (
          <Text size="sm" c="dimmed">
            {empty}
          </Text>
        )}
        {children}
      </Stack>
    </Paper>
  );
}

export interface FoundNumberProps {
  /** Where the number opens. */
  to: string;
  number: string;
  /** Already translated: one dimmed line on whose and what it is. */
  detail: string;
  /** Its weight, as a WeightText. */
  figure: ReactNode;
  /** Its state, as a badge. */
  badge: ReactNode;
}

/** One match of a NumberFinder: its number (a link), a line on it, its weight and its state. */
export function FoundNumber({ to, number, detail, figure, badge }: FoundNumberProps) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={0}>
          <Anchor component={Link} to={to} fw={600} ff="monospace">
            {number}
          </Anchor>
          <Text size="sm" c="dimmed">
            {detail}
          </Text>
        </Stack>
        <Group gap="lg">
          {figure}
          {badge}
        </Group>
      </Group>
    </Paper>
  );
}
