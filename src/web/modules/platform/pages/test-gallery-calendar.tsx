import { ScrollArea } from '@mantine/core';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { CalendarDayView } from '../../../shell/calendar-day-view';
import { calendarDayView } from '../../../shell/theme';
import { TestGallerySection } from './test-gallery-section';

/** Spec §9's calendar constants on a sample day: two casts and a delivery. */
export function TestCalendarDemo() {
  const { t } = useTranslation();
  const { day, events } = useMemo(() => {
    const now = new Date();
    const at = (hourUtc: number, minute = 0) =>
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hourUtc, minute));
    // 01:00 UTC is 08:00 in Phnom Penh.
    return {
      day: at(5),
      events: [
        { key: 'cast-1', start: at(1), end: at(2, 30), title: t('gallery.calendar.castMorning'), color: 'navy' },
        { key: 'cast-2', start: at(6), end: at(7), title: t('gallery.calendar.castAfternoon'), color: 'teal' },
        { key: 'pickup', start: at(9, 30), end: at(10), title: t('gallery.calendar.pickup'), color: 'orange' },
      ],
    };
  }, [t]);
  const viewport = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Open on the working day (from 07:00) rather than at midnight.
    viewport.current?.scrollTo({ top: 7 * calendarDayView.intervalHeightPx });
  }, []);
  return (
    <TestGallerySection title={t('gallery.sections.calendar')}>
      <ScrollArea h={360} viewportRef={viewport}>
        <CalendarDayView day={day} events={events} />
      </ScrollArea>
    </TestGallerySection>
  );
}
