/**
 * When the daily backup runs: at `hour`:00 on the shop's clock (setting
 * shop.timeZone), whatever the server machine's own zone. Pure: the
 * scheduler passes its clock's now.
 */
import { addDays, shopTime } from '../../../shared/shop-time';

export interface ShopClockReading {
  readonly year: number;
  /** 1–12. */
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

/** What a clock on the shop's wall reads at an instant (src/shared/shop-time.ts, the one home of the shop's clock). */
export function shopClockAt(instant: Date, timeZone: string): ShopClockReading {
  const [year, month, day, hour, minute, second] = shopTime(timeZone)
    .dateTimeOf(instant, { seconds: true })
    .split(/[- :]/)
    .map(Number) as [number, number, number, number, number, number];
  return { year, month, day, hour, minute, second };
}

/**
 * The instant the shop's clock reads year-month-day hour:00: shop-time's
 * `at`, so the earlier reading on a clock set back (the hour then runs once,
 * at its first reading), an hour skipped moved on by the gap.
 */
export function shopInstant(year: number, month: number, day: number, hour: number, timeZone: string): Date {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return shopTime(timeZone).at(`${pad(year, 4)}-${pad(month)}-${pad(day)}`, hour);
}

/** The first daily run strictly after `after`: today at `hour` if still to come, else tomorrow's. */
export function nextDailyRun(after: Date, hour: number, timeZone: string): Date {
  const shop = shopTime(timeZone);
  const today = shop.dayOf(after);
  const todays = shop.at(today, hour);
  return todays.getTime() > after.getTime() ? todays : shop.at(addDays(today, 1), hour);
}

/** A day passed since the last good backup (or there is none): the catch-up at start, the home card's warning. */
export const dayMs = 24 * 60 * 60 * 1000;
export function backupIsDue(lastOkAt: Date | null, now: Date): boolean {
  return lastOkAt === null || now.getTime() - lastOkAt.getTime() > dayMs;
}
