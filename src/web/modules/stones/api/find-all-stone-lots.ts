import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FindStoneLotsQuery, FindStoneLotsResponse, StoneLot } from '../../../../shared/contracts/stones/stone-lots';
import { api } from '../../../shell/http';
import { lotsQueryKey } from './stones-query-keys';

const pageSize = 200;
/** A shop holds a few hundred lots; past this the inventory says it is cut short rather than ask forever. */
const maxPages = 25;

export interface AllStoneLots {
  items: StoneLot[];
  totals: FindStoneLotsResponse['totals'];
  /** The stone types of every lot, for the filter. */
  stoneTypes: string[];
  /** More lots than were read (the inventory is cut short). */
  truncated: boolean;
}

/**
 * Every lot the filter keeps, page after page (GET /api/stones/lots pages at
 * 200): the stone inventory groups them by type, shape and size here, the
 * API having no grouped answer.
 */
export async function findAllStoneLots(query: Omit<FindStoneLotsQuery, 'page' | 'pageSize'>, signal?: AbortSignal): Promise<AllStoneLots> {
  const items: StoneLot[] = [];
  let first: FindStoneLotsResponse | null = null;
  for (let page = 1; page <= maxPages; page += 1) {
    const answer = await api.get<FindStoneLotsResponse>('/api/stones/lots', { query: { ...query, page, pageSize }, signal });
    first ??= answer;
    items.push(...answer.items);
    if (items.length >= answer.total || answer.items.length === 0) break;
  }
  return { items, totals: first!.totals, stoneTypes: first!.stoneTypes, truncated: items.length < first!.total };
}

export const findAllStoneLotsQueryOptions = (query: Omit<FindStoneLotsQuery, 'page' | 'pageSize'>) =>
  queryOptions({
    queryKey: [...lotsQueryKey, 'all', query],
    queryFn: ({ signal }) => findAllStoneLots(query, signal),
  });

export function useFindAllStoneLots(query: Omit<FindStoneLotsQuery, 'page' | 'pageSize'>) {
  return useQuery(findAllStoneLotsQueryOptions(query));
}
