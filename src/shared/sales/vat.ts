import { mulDivRound, type Minor } from '../units';

/**
 * VAT at the counter (DESIGN §3.8, GDT notification 4908). The shop's prices
 * are what the customer pays, VAT included, so a tax invoice takes the VAT out
 * of its total rather than adding it:
 *
 *   VAT = total × rate / (10000 + rate), rounded once, half away from zero
 *   total excl. VAT = total − VAT
 *
 * so excl. + VAT is the total exactly, in any currency's minor units (the
 * dollar total and the riel total are split each on its own). Rates in parts
 * per ten thousand: 1000 = 10 %.
 */
export const defaultVatRateBp = 1000;
export const maxVatRateBp = 5000;

export interface VatSplit {
  readonly totalMinor: Minor;
  readonly vatMinor: Minor;
  readonly exclVatMinor: Minor;
}

export function vatIncludedIn(totalMinor: Minor, vatRateBp: number): VatSplit {
  if (!Number.isInteger(vatRateBp) || vatRateBp < 0) throw new RangeError('vatRateBp must be a whole number ≥ 0');
  const vatMinor = mulDivRound(totalMinor, vatRateBp, 10_000 + vatRateBp);
  return { totalMinor, vatMinor, exclVatMinor: totalMinor - vatMinor };
}
