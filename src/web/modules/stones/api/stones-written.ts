import type { QueryClient } from '@tanstack/react-query';
import { stonesQueryKey } from './stones-query-keys';

/**
 * After any stone movement: lots, their balances, preparations and reports
 * all read the same movements, so every stones query is stale; an entry's
 * stones and a sale's invoice may name the lot too.
 */
export function afterStoneMovement(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: stonesQueryKey }),
    queryClient.invalidateQueries({ queryKey: ['entries'] }),
  ]);
}
