import type { Permission } from '../../../shared/roles';

/**
 * A lot's cost per carat is a purchase price: the owner's and the manager's
 * (`stones.costs`, DESIGN §1). Everyone else reads the lot with its cost
 * null, as a lot received without one; selling prices are not costs and stay.
 */
export function lotForReader<T extends { costCentsPerCarat: number | null }>(permissions: readonly Permission[], lot: T): T {
  return permissions.includes('stones.costs') ? lot : { ...lot, costCentsPerCarat: null };
}

/** Receiving a lot with a cost sets a purchase price: refused without `stones.costs`. */
export const setsCostWithoutRight = (permissions: readonly Permission[], costCentsPerCarat: number | null): boolean =>
  costCentsPerCarat !== null && !permissions.includes('stones.costs');
