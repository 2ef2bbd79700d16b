import type { Holder } from '../../../../shared/contracts/materials/material';
import { useFindHolders } from '../../materials/api/find-holders';

/** Holders that keep metal on the shop's side: where a cancelled piece's metal goes, where a complement's metal comes from. */
const takesMetal = (holder: Holder) => holder.active && holder.physical && ['safe', 'counter', 'casting', 'staff'].includes(holder.kind);

/** The safe (`SAFE`), the usual default; else the first safe. */
export const safeOf = (holders: readonly Holder[]): Holder | undefined =>
  holders.find((h) => h.code === 'SAFE' && takesMetal(h)) ?? holders.find((h) => h.kind === 'safe' && takesMetal(h));

export function useMetalHolders(): { holders: Holder[]; safe: Holder | undefined } {
  const { data } = useFindHolders({ active: 'true' });
  const holders = (data?.items ?? []).filter(takesMetal);
  return { holders, safe: safeOf(holders) };
}
