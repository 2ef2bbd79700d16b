import { nearCapPermille, type CapState } from '../../../shared/contracts/materials/material';

/** A holder's cap state for the metal it holds (all materials together, mg). */
export function capStateOf(heldMg: number, capMg: number | null): CapState {
  if (capMg === null) return 'none';
  if (heldMg > capMg) return 'over';
  // heldMg / capMg ≥ 900 ‰, in integers.
  if (heldMg * 1000 >= capMg * nearCapPermille) return 'near';
  return 'ok';
}

/** True when receiving `incomingMg` takes a holder over its cap. */
export function receivingGoesOverCap(heldMg: number, incomingMg: number, capMg: number | null): boolean {
  return capMg !== null && heldMg + incomingMg > capMg;
}
