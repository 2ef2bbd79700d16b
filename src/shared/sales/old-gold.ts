/**
 * Old gold bought back at the counter (DESIGN §3.8). How its purity was
 * tested: a karat meter (electronic tester), XRF (X-ray fluorescence) or the
 * touchstone and acid.
 */
export const purityMethods = ['karat_meter', 'xrf', 'acid'] as const;
export type PurityMethod = (typeof purityMethods)[number];
