/**
 * When the daily backup runs: at `hour`:00 on the shop's clock (setting
 * shop.timeZone), whatever the server machine's own zone. Pure: the
 * scheduler passes its clock's now.
 */

export interface ShopClockReading {
  readonly year: number;
  /** 1–12. */
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

const readers = new Map<string, Intl.DateTimeFormat>();

/** What a clock on the shop's wall reads at an instant. */
export function shopClockAt(instant: Date, timeZone: string): ShopClockReading {
  let reader = readers.get(timeZone);
  if (!reader) {
    reader = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    readers.set(timeZone, reader);
  }
  const parts = reader.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute'), second: part('second') };
}

/** The zone's offset from UTC at an instant, in ms (Phnom Penh: +7 h all year). */
function offsetAt(instant: number, timeZone: string): number {
  const r = shopClockAt(new Date(instant), timeZone);
  return Date.UTC(r.year, r.month - 1, r.day, r.hour, r.minute, r.second) - Math.floor(instant / 1000) * 1000;
}

/** The instant the shop's clock reads year-month-day hour:00 (the later reading on a clock set back). */
export function shopInstant(year: number, month: number, day: number, hour: number, timeZone: string): Date {
  const asIfUtc = Date.UTC(year, month - 1, day, hour);
  const first = asIfUtc - offsetAt(asIfUtc, timeZone);
  const second = asIfUtc - offsetAt(first, timeZone);
  return new Date(second);
}

/** The first daily run strictly after `after`: today at `hour` if still to come, else tomorrow's. */
export function nextDailyRun(after: Date, hour: number, timeZone: string): Date {
  const today = shopClockAt(after, timeZone);
  const todays = shopInstant(today.year, today.month, today.day, hour, timeZone);
  if (todays.getTime() > after.getTime()) return todays;
  // Date.UTC rolls day 32 into the next month and Dec 32 into January.
  const tomorrow = new Date(Date.UTC(today.year, today.month - 1, today.day + 1));
  return shopInstant(tomorrow.getUTCFullYear(), tomorrow.getUTCMonth() + 1, tomorrow.getUTCDate(), hour, timeZone);
}

/** A day passed since the last good backup (or there is none): the catch-up at start, the home card's warning. */
export const dayMs = 24 * 60 * 60 * 1000;
export function backupIsDue(lastOkAt: Date | null, now: Date): boolean {
  return lastOkAt === null || now.getTime() - lastOkAt.getTime() > dayMs;
}
