import { Box, Text } from '@mantine/core';
import { currentShopTime, formatTime, shopDayOf } from '../i18n/format';
import classes from './calendar-day-view.module.css';
import { calendarDayView } from './theme';

export interface DayViewEvent {
  key: string;
  start: Date;
  end: Date;
  title: string;
  /** A Mantine colour name, e.g. 'navy' or 'teal'. */
  color?: string;
}

const { intervalCount, intervalMinutes, divisions, intervalHeightPx } = calendarDayView;
const pxPerMinute = intervalHeightPx / intervalMinutes;

/** Minutes on the shop's wall clock since its midnight. */
function shopMinutesOf(date: Date): number {
  const [hours, minutes] = currentShopTime().dateTimeOf(date).slice(11).split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

/** Spec §9's calendar: a day of 24 one-hour intervals, each split in 2, 48 px tall. */
export function CalendarDayView({ day, events }: { day: Date; events: readonly DayViewEvent[] }) {
  const today = shopDayOf(day);
  const visible = events.filter((event) => shopDayOf(event.start) === today);
  return (
    <Box className={classes.grid} h={intervalCount * intervalHeightPx} data-testid="calendar-day-view">
      {Array.from({ length: intervalCount }, (_, index) => (
        <div key={index} className={classes.interval} style={{ height: intervalHeightPx }}>
          <span className={classes.label}>{String((index * intervalMinutes) / 60).padStart(2, '0')}:00</span>
          <div>
            {Array.from({ length: divisions }, (_, division) => (
              <div key={division} className={classes.division} style={{ height: intervalHeightPx / divisions }} />
            ))}
          </div>
        </div>
      ))}
      {visible.map((event) => {
        const top = shopMinutesOf(event.start) * pxPerMinute;
        const minutes = Math.max(15, (event.end.getTime() - event.start.getTime()) / 60_000);
        const color = event.color ?? 'navy';
        return (
          <div
            key={event.key}
            className={classes.event}
            style={{
              top,
              height: Math.min(minutes * pxPerMinute, intervalCount * intervalHeightPx - top),
              color: `var(--mantine-color-${color}-7)`,
              background: `var(--mantine-color-${color}-0)`,
            }}
          >
            <Text fz="xs" fw={600} c="inherit" truncate>
              {event.title}
            </Text>
            <Text fz={10} c="dimmed">
              {formatTime(event.start)} – {formatTime(event.end)}
            </Text>
          </div>
        );
      })}
    </Box>
  );
}
