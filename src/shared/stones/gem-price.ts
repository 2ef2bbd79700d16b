import { mulDivRound, type MilliCarat, type Minor } from '../units';

export type StonePriceMode = 'per_carat' | 'per_stone';

export interface StoneLinePrice {
  /** Before the line's discount. */
  readonly priceCents: Minor;
  /** After it: what the line adds to the invoice. */
  readonly amountCents: Minor;
}

/**
 * A stone line's price, USD cents: per carat, weight × price a carat / 1000
 * (weights are milli-carats); per stone, count × price a stone. Rounded once,
 * half away from zero, to the cent; the discount is taken after (a discount
 * over the price is the caller's refusal, see `discountOverPrice`).
 */
export function stoneLinePrice(mode: StonePriceMode, count: number, weightMct: MilliCarat, unitPriceCents: Minor, discountCents: Minor = 0): StoneLinePrice {
  const priceCents = mode === 'per_carat' ? mulDivRound(weightMct, unitPriceCents, 1000) : mulDivRound(count, unitPriceCents, 1);
  return { priceCents, amountCents: priceCents - discountCents };
}

/** A discount larger than the line's price is refused (a line never goes below zero). */
export const discountOverPrice = (price: StoneLinePrice): boolean => price.amountCents < 0;
