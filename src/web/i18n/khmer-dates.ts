/**
 * Chrome ships without Khmer date data (Intl falls back to English for 'km'),
 * so the app spells Khmer dates itself, in the same shapes as ICU's 'km'.
 */
const months = ['មករា', 'កុម្ភៈ', 'មីនា', 'មេសា', 'ឧសភា', 'មិថុនា', 'កក្កដា', 'សីហា', 'កញ្ញា', 'តុលា', 'វិច្ឆិកា', 'ធ្នូ'];
const weekdays = ['អាទិត្យ', 'ច័ន្ទ', 'អង្គារ', 'ពុធ', 'ព្រហស្បតិ៍', 'សុក្រ', 'សៅរ៍'];
const englishWeekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export type KhmerDateStyle = 'date' | 'longDate' | 'time' | 'dateTime';

let supported: boolean | undefined;

export function intlSupportsKhmer(): boolean {
  supported ??= Intl.DateTimeFormat.supportedLocalesOf(['km']).length > 0;
  return supported;
}

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
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    });
    partsFormats.set(timeZone, format);
  }
  return Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
}

export function formatKhmerDate(date: Date, style: KhmerDateStyle, timeZone: string): string {
  const p = partsOf(date, timeZone);
  const day = `${Number(p.day)} ${months[Number(p.month) - 1]} ${p.year}`;
  const time = `${p.hour}:${p.minute} ${p.dayPeriod}`;
  switch (style) {
    case 'date':
      return day;
    case 'longDate':
      return `${weekdays[englishWeekdays.indexOf(p.weekday ?? '')] ?? ''} ${day}`;
    case 'time':
      return time;
    case 'dateTime':
      return `${day}, ${time}`;
  }
}
