import type { PostingReason } from '../../shared/materials/posting-reasons';
import type { MessageKey } from '../platform/i18n/messages';

/** One movement of metal: `mg` of a material leaves one holder and reaches another. */
export interface Movement {
  readonly materialId: number;
  readonly fromHolderId: number;
  readonly toHolderId: number;
  readonly mg: number;
  /** One of the closed set (shared/materials/posting-reasons.ts). */
  readonly reason: PostingReason;
  /** Set on a reversal: the posting it cancels (each posting is reversed at most once). */
  readonly reversesPostingId?: number | null;
}

/** A change to one running balance: positive receives, negative spends. */
export interface BalanceChange {
  readonly holderId: number;
  readonly materialId: number;
  readonly deltaMg: number;
}

/** Why a movement is refused, or null when it is acceptable (checks that need no database). */
export function movementProblem(movement: Movement): MessageKey | null {
  if (!Number.isSafeInteger(movement.mg) || movement.mg <= 0) return 'materials.positiveWeight';
  if (movement.fromHolderId === movement.toHolderId) return 'materials.transferToSelf';
  return null;
}

/**
 * Nets the movements of one document into balance changes, one per
 * (holder, material), sorted by (holder, material) so every transaction locks
 * balance rows in the same order and two documents cannot deadlock.
 * Zero nets are kept out: they change nothing.
 */
export function balanceChanges(movements: readonly Movement[]): BalanceChange[] {
  const byKey = new Map<string, BalanceChange>();
  const add = (holderId: number, materialId: number, deltaMg: number) => {
    const key = `${holderId}:${materialId}`;
    const current = byKey.get(key)?.deltaMg ?? 0;
    byKey.set(key, { holderId, materialId, deltaMg: current + deltaMg });
  };
  for (const m of movements) {
    add(m.fromHolderId, m.materialId, -m.mg);
    add(m.toHolderId, m.materialId, m.mg);
  }
  return [...byKey.values()]
    .filter((c) => c.deltaMg !== 0)
    .sort((a, b) => a.holderId - b.holderId || a.materialId - b.materialId);
}

/**
 * The posting that undoes another: the same metal, moving back, for the
 * reason `reversal` (the person's words stay on the reversing slip or void).
 */
export function reversalOf(posting: Omit<Movement, 'reason'> & { readonly id: number }): Movement {
  return {
    materialId: posting.materialId,
    fromHolderId: posting.toHolderId,
    toHolderId: posting.fromHolderId,
    mg: posting.mg,
    reason: 'reversal',
    reversesPostingId: posting.id,
  };
}
