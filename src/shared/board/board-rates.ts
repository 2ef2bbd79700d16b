import { CHI_PER_DAMLEUNG } from '../materials/rate-derivation';

/**
 * The board's figures from a rate in force, USD cents (DESIGN §2): rates are
 * stored per chi, and 1 damleung = 10 chi exactly, so the per-damleung figure
 * is the per-chi one times ten, never rounded.
 */
export interface RateInForce {
  readonly askCentsPerChi: number;
  readonly bidCentsPerChi: number;
}

export function perDamleung(rate: RateInForce): { askCentsPerDamleung: number; bidCentsPerDamleung: number } {
  return { askCentsPerDamleung: rate.askCentsPerChi * CHI_PER_DAMLEUNG, bidCentsPerDamleung: rate.bidCentsPerChi * CHI_PER_DAMLEUNG };
}
