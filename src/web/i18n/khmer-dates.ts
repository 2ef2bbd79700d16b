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
import { wallClockOf } from '../../shared/shop-time';

const months = ['មករា', 'កុម្ភៈ', 'មីនា', 'មេសា', 'ឧសភា', 'មិថុនា', 'កក្កដា', 'សីហា', 'កញ្ញា', 'តុលា', 'វិច្ឆិកា', 'ធ្នូ'];
const weekdays = ['អាទិត្យ', 'ច័ន្ទ', 'អង្គារ', 'ពុធ', 'ព្រហស្បតិ៍', 'សុក្រ', 'សៅរ៍'];

export type KhmerDateStyle = 'date' | 'longDate' | 'time' | 'dateTime' | 'month';

export function formatKhmerDate(date: Date, style: KhmerDateStyle, timeZone: string): string {
  const w = wallClockOf(date, timeZone);
  const month = `${months[w.month - 1]} ${w.year}`;
  const day = `${w.day} ${month}`;
  const time = `${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`;
  switch (style) {
    case 'date':
      return day;
    case 'longDate':
      return `${weekdays[new Date(Date.UTC(w.year, w.month - 1, w.day)).getUTCDay()]} ${day}`;
    case 'time':
      return time;
    case 'dateTime':
      return `${day} ម៉ោង ${time}`;
    case 'month':
      return month;
  }
}
