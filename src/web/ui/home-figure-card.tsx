import { Group, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import classes from './home-figure-card.module.css';

export interface HomeFigureCardProps {
  /** Where the work behind the figure is done, with its filter (`/entry/list?state=waiting_accept`). */
  href: string;
  title: string;
  icon: Icon;
  /** `alert`: something waits on the reader (over an allowance, near a cap, late). */
  tone?: 'calm' | 'alert';
  testId: string;
  children: ReactNode;
  /** A line under the figure: what it counts, or the next step. */
  hint?: ReactNode;
}

/**
 * One figure of a role's home, the whole card a link to where its work is
 * done: a plain anchor (open in a new tab works), followed inside the app.
 */
export function HomeFigureCard({ href, title, icon: CardIcon, tone = 'calm', testId, children, hint }: HomeFigureCardProps) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate({ href });
  };
  return (
    <a href={href} onClick={follow} className={classes.card} data-tone={tone} data-testid={`home-figure-${testId}`}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Text fw={650} fz="sm" lh={1.5} className={classes.title}>
          {title}
        </Text>
        <ThemeIcon size={34} radius="md" variant="light" color={tone === 'alert' ? 'red' : 'navy'}>
          <CardIcon size={20} stroke={1.6} />
        </ThemeIcon>
      </Group>
      <div className={classes.figure}>{children}</div>
      {hint && (
        <Text fz="xs" c="dimmed" lh={1.6}>
          {hint}
        </Text>
      )}
    </a>
  );
}

/** A card's big number. */
export function HomeFigureNumber({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Text fz={30} fw={700} lh={1.2} className={classes.number} data-testid={testId}>
      {children}
    </Text>
  );
}
