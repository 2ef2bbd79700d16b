/** `/sample_invoice?id=`: one quotation, printable; one written in the stones section stays there (`/sample_invoice_stone?id=`). */
export const sampleInvoiceTarget = (id: number, stones = false) => ({ to: stones ? '/sample_invoice_stone' : '/sample_invoice', search: { id: String(id) } }) as const;

/** `/pos?sample=`: the counter, loaded with a quotation's lines to sell them; a quotation of stones only opens it on stones (`/gem_pos?sample=`). */
export const sellSampleTarget = (id: number, stones = false) =>
  stones ? ({ to: '/gem_pos', search: { sample: String(id) } } as const) : ({ to: '/pos', search: { sample: String(id) } } as const);

/** A quotation's validity ends after its day: from the next day on it has expired (YYYY-MM-DD compare as text). */
export const sampleExpired = (validUntil: string, today: string) => validUntil < today;

/** The shop day `days` after `day` (YYYY-MM-DD), by the calendar: a quotation is valid a week by default. */
export function shopDayPlus(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, date! + days)).toISOString().slice(0, 10);
}
