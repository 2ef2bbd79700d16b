/**
 * The shop's day and month (DESIGN §4, §5): a document, a report's period, a
 * till belong to the shop's calendar day in its time zone (the `shop.timeZone`
 * setting, an IANA name), whatever the zone of the server or the browser.
 * Time-zone arithmetic goes through Intl alone, so a zone with daylight
 * saving works as well as Asia/Phnom_Penh (UTC+7 all year); a day is not
 * always 24 hours, so a day's end is the next day's start, never start + 24 h.
 *
 * Days are `YYYY-MM-DD`, months `YYYY-MM`; instants are Dates.
 */

/** The setting's default: the shop is in Phnom Penh. */
export const defaultShopTimeZone = 'Asia/Phnom_Penh';

type InstantInput = Date | string | number;

/** What a zone's wall clock reads (month 1–12, hour 0–23). */
export interface WallTime {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const dayText = (w: Pick<WallTime, 'year' | 'month' | 'day'>) => `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
const dayMs = 86_400_000;

function parseDay(day: string): { year: number; month: number; day: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new RangeError(`not a day (YYYY-MM-DD): ${day}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

function parseMonth(month: string): { year: number; month: number } {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) throw new RangeError(`not a month (YYYY-MM): ${month}`);
  return { year: Number(match[1]), month: Number(match[2]) };
}

/** The calendar day `days` after `day` (before, if negative); no time zone involved. */
export function addDays(day: string, days: number): string {
  const d = parseDay(day);
  return new Date(Date.UTC(d.year, d.month - 1, d.day) + days * dayMs).toISOString().slice(0, 10);
}

/** The month `delta` months from `month`. */
export function addMonths(month: string, delta: number): string {
  const m = parseMonth(month);
  return new Date(Date.UTC(m.year, m.month - 1 + delta, 1)).toISOString().slice(0, 7);
}

export const monthOfDay = (day: string): string => day.slice(0, 7);
export const firstOfMonth = (month: string): string => `${month}-01`;
export const lastOfMonth = (month: string): string => addDays(firstOfMonth(addMonths(month, 1)), -1);

/**
 * A period as an address keeps it (`?from=&to=`, shop days, both included):
 * this month up to `today` unless told; a range the wrong way round ends
 * where it starts.
 */
export function periodOf(search: { readonly from?: string | undefined; readonly to?: string | undefined }, today: string): { from: string; to: string } {
  const from = search.from ?? firstOfMonth(monthOfDay(today));
  const to = search.to ?? today;
  return { from, to: to < from ? from : to };
}

export interface ShopTime {
  /** The IANA zone these days are counted in. */
  readonly timeZone: string;
  /** The shop day of an instant. */
  dayOf(instant: InstantInput): string;
  /** The shop day now (or at `now`). */
  today(now?: Date): string;
  /** The shop month of an instant. */
  monthOf(instant: InstantInput): string;
  /** The shop's year of an instant (document numbers restart with it). */
  yearOf(instant: InstantInput): number;
  /** The first instant of a shop day. */
  dayStart(day: string): Date;
  /** The instant after a shop day ends: the next day's start. */
  dayEnd(day: string): Date;
  /** The first instant of a shop month. */
  monthStart(month: string): Date;
  /** The instant after a shop month ends: the next month's start. */
  monthEnd(month: string): Date;
  /** The instant of a wall-clock time on a shop day: the earlier one when the clock falls back; a time the clock skips is moved on by the gap (02:30 → 03:30, as Temporal's 'compatible'). */
  at(day: string, hour: number, minute?: number): Date;
  /** The shop's wall clock at an instant: "YYYY-MM-DD HH:mm", or with ":ss". */
  dateTimeOf(instant: InstantInput, options?: { readonly seconds?: boolean }): string;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function wallFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    // Throws a RangeError for a zone the runtime does not know: better than a silent UTC.
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

function wallTime(format: Intl.DateTimeFormat, ms: number): WallTime {
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(ms)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour! % 24, minute: parts.minute!, second: parts.second! };
}

/** The wall clock of a time zone at an instant: what the shop's calendar and the Khmer dates (web/i18n/khmer-dates.ts) both read. */
export function wallClockOf(instant: Date | number, timeZone: string): WallTime {
  return wallTime(wallFormat(timeZone), instant instanceof Date ? instant.getTime() : instant);
}

const wallMs = (w: WallTime) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);

/** The shop's calendar and clock in an IANA time zone. */
export function shopTime(timeZone: string = defaultShopTimeZone): ShopTime {
  const format = wallFormat(timeZone);
  const toMs = (instant: InstantInput) => (instant instanceof Date ? instant.getTime() : typeof instant === 'number' ? instant : Date.parse(instant));
  const wall = (instant: InstantInput) => wallTime(format, toMs(instant));
  /** The zone's offset from UTC at an instant, in ms (whole seconds). */
  const offsetAt = (ms: number) => wallMs(wallTime(format, ms)) - Math.floor(ms / 1000) * 1000;

  /** The first instant whose wall clock reads `target`; in a gap, the target moved on by the gap (a midnight skipped: the day's first instant). */
  function instantOf(target: WallTime): Date {
    const asUtc = wallMs(target);
    // The offsets a day either side are those before and after any change of the clock near the target:
    // a reading repeated (the clock set back) matches under both, and the earlier instant is taken.
    const candidates = [asUtc - offsetAt(asUtc - dayMs), asUtc - offsetAt(asUtc + dayMs), asUtc - offsetAt(asUtc)];
    const matching = candidates.filter((ms) => wallMs(wallTime(format, ms)) === asUtc);
    return new Date(matching.length > 0 ? Math.min(...matching) : Math.max(...candidates));
  }

  const dayStart = (day: string) => instantOf({ ...parseDay(day), hour: 0, minute: 0, second: 0 });
  const dayOf = (instant: InstantInput) => dayText(wall(instant));
  return {
    timeZone,
    dayOf,
    today: (now = new Date()) => dayOf(now),
    monthOf: (instant) => dayOf(instant).slice(0, 7),
    yearOf: (instant) => wall(instant).year,
    dayStart,
    dayEnd: (day) => dayStart(addDays(day, 1)),
    monthStart: (month) => dayStart(firstOfMonth(month)),
    monthEnd: (month) => dayStart(firstOfMonth(addMonths(month, 1))),
    at: (day, hour, minute = 0) => instantOf({ ...parseDay(day), hour, minute, second: 0 }),
    dateTimeOf: (instant, options = {}) => {
      const w = wall(instant);
      const time = `${pad(w.hour)}:${pad(w.minute)}${options.seconds ? `:${pad(w.second)}` : ''}`;
      return `${dayText(w)} ${time}`;
    },
  };
}
