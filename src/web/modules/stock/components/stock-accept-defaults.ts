import type { Holder } from '../../../../shared/contracts/materials/material';

/** Holders whose metal finished pieces may be in: the casting room, a bench, the safe, a counter (not customers, suppliers or system holders). */
export const acceptSourceKinds: readonly Holder['kind'][] = ['casting', 'staff', 'safe', 'counter'];

/** The casting room's holder: where finished pieces' metal usually is. */
export const castingHolderCode = 'CASTING';

/**
 * The branch finished pieces go to unless the user picks another: the user's
 * own branch, else the workshop's (the casting room's branch), else the first.
 */
export function defaultAcceptBranchId(
  userBranchId: number | null | undefined,
  holders: readonly Pick<Holder, 'code' | 'branchId'>[],
  branchIds: readonly number[],
): number | null {
  if (userBranchId != null && branchIds.includes(userBranchId)) return userBranchId;
  const workshop = holders.find((h) => h.code === castingHolderCode)?.branchId;
  if (workshop != null && branchIds.includes(workshop)) return workshop;
  return branchIds[0] ?? null;
}

export function defaultSourceHolderId(holders: readonly Pick<Holder, 'id' | 'code'>[]): number | null {
  return holders.find((h) => h.code === castingHolderCode)?.id ?? null;
}
