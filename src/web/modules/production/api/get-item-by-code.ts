import { useMutation } from '@tanstack/react-query';
import type { ProductionItem } from '../../../../shared/contracts/production/production-item';
import { api } from '../../../shell/http';

/**
 * A typed or scanned code (any case). A mutation, not a query: each Enter is
 * a fresh look-up, even of the same code. Silent: the page says "not found".
 */
export function getItemByCode(code: string): Promise<ProductionItem> {
  return api.get<ProductionItem>(`/api/production/items/by-code/${encodeURIComponent(code.trim())}`, { silent: true });
}

export function useGetItemByCode() {
  return useMutation({ mutationFn: getItemByCode });
}
