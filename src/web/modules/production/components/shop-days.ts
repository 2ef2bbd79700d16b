import { formatDate } from '../../../i18n/format';

const dayMs = 86_400_000;

/** Whole days from one shop day (YYYY-MM-DD) to another. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);

/** A shop day shown as a date: noon UTC is the same day in Phnom Penh. */
export const formatShopDay = (day: string) => formatDate(`${day}T12:00:00Z`);
