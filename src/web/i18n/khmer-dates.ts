/**
 * Khmer dates and times, spelled by the app itself: Chrome ships without
 * Khmer date data (Intl falls back to English for 'km'), and ICU's own 'km'
 * prints the time with a Latin AM/PM. Every Khmer date on a screen or a sheet
 * (receipts, invoices, the statement by day, rates, slips) comes from here
 * through i18n/format.ts: the month and weekday in Khmer, the time on the
 * 24-hour clock after ម៉ោង ("hour"), the digits as the rest of the app prints them.
 *
 *   date      25 វិច្ឆិកា 2026
 *   longDate  ពុធ 25 វិច្ឆិកា 2026
 *   time      15:05
 *   dateTime  25 វិច្ឆិកា 2026 ម៉ោង 15:05
 */
const months = ['មករា', 'កុម្ភៈ', 'មីនា', 'មេសា', 'ឧសភា', 'មិថុនា', 'កក្កដា', 'សីហា', 'កញ្ញា', 'តុលា', 'វិច្ឆិកា', 'ធ្នូ'];
const weekdays = ['អាទិត្យ', 'ច័ន្ទ', 'អង្គារ', 'ពុធ', 'ព្រហស្បតិ៍', 'សុក្រ', 'សៅរ៍'];
const englishWeekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export type KhmerDateStyle = 'date' | 'longDate' | 'time' | 'dateTime' | 'month';

const partsFormats = new Map<string, Intl.DateTimeFormat>();

function partsOf(date: Date, timeZone: string): Record<string, string> {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    partsFormats.set(timeZone, format);
  }
  return Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
}

export function formatKhmerDate(date: Date, style: KhmerDateStyle, timeZone: string): string {
  const p = partsOf(date, timeZone);
  const month = `${months[Number(p.month) - 1]} ${p.year}`;
  const day = `${Number(p.day)} ${month}`;
  const time = `${p.hour}:${p.minute}`;
  switch (style) {
    case 'date':
      return day;
    case 'longDate':
      return `${weekdays[englishWeekdays.indexOf(p.weekday ?? '')] ?? ''} ${day}`;
    case 'time':
      return time;
    case 'dateTime':
      return `${day} ម៉ោង ${time}`;
    case 'month':
      return month;
  }
}
