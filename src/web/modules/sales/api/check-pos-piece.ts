import type { PosPiece } from '../../../../shared/contracts/sales/pos-piece';
import { api } from '../../../shell/http';

/**
 * A scanned code checked at a branch's counter before it joins the cart: saleable, or why not in the
 * user's language. Silent: the POS says it on the scan field, with a sound.
 */
export function checkPosPiece(branchId: number, code: string, signal?: AbortSignal): Promise<PosPiece> {
  return api.get<PosPiece>('/api/sales/pos/piece', { query: { branchId, code }, silent: true, ...(signal ? { signal } : {}) });
}
