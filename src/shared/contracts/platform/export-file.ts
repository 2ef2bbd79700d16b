import { z } from 'zod';

/**
 * A list or a report as a file (issue 19 §7): GET <list>/export?format=csv|xlsx
 * &locale=kh|en plus the list's own filters (no page, no page size). CSV is
 * UTF-8 with a byte order mark (Excel then shows Khmer), CRLF, every text cell
 * formula-safe; weights in grams with 3 decimals and money in its currency's
 * decimals, exact from the integers. XLSX has the same figures as typed
 * numbers. Headers in `locale`, by default the request's Accept-Language.
 */
export const exportFormats = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof exportFormats)[number];

export const exportShape = {
  format: z.enum(exportFormats),
  locale: z.enum(['kh', 'en']).optional(),
};

/** The most rows one export writes; a list with more is refused (422 export.tooManyRows) and asks for narrower filters. */
export const exportRowCap = 50_000;

export const xlsxMediaType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const csvMediaType = 'text/csv; charset=utf-8';

/** A list's export URL for a download link: the list's filters, without its paging. */
export function exportUrl(path: string, format: ExportFormat, filters: Readonly<Record<string, string | number | boolean | undefined | null>>, locale?: 'kh' | 'en'): string {
  const params = new URLSearchParams();
  params.set('format', format);
  if (locale) params.set('locale', locale);
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && value !== '' && key !== 'page' && key !== 'pageSize' && key !== 'format' && key !== 'locale') params.set(key, String(value));
  }
  return `${path}?${params.toString()}`;
}
