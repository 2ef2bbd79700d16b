import type { APIRequestContext } from 'playwright-core';
import type { EntryDetail } from '../../src/shared/contracts/entries/entry';
import { getJson, postJson } from './api';

/**
 * An entry a journey makes for itself: its metal first bought from OUTSIDE
 * into the safe (no other journey's safe balance moves), then issued to a
 * jeweller's bench. `manager` is a request context signed in as a manager or owner.
 */
export async function entryOnTheBench(
  manager: APIRequestContext,
  entry: { readonly jewellerCode: string; readonly categoryCode: string; readonly spareMg: number; readonly pieces: readonly { description: string; issuedMg: number }[] },
): Promise<EntryDetail> {
  const categories = await getJson<{ items: { id: number; code: string }[] }>(manager, '/api/entries/categories?active=true');
  const holders = await getJson<{ items: { id: number; code: string }[] }>(manager, '/api/materials/holders');
  const materials = await getJson<{ items: { id: number; code: string }[] }>(manager, '/api/materials/categories');
  const find = <T extends { code: string }>(rows: T[], code: string): T => {
    const found = rows.find((row) => row.code === code);
    if (!found) throw new Error(`no ${code}`);
    return found;
  };
  const au750 = find(materials.items, 'AU750');
  const safe = find(holders.items, 'SAFE');
  const issuedMg = entry.pieces.reduce((sum, p) => sum + p.issuedMg, 0) + entry.spareMg;
  await postJson(manager, '/api/materials/transfers', { fromHolderId: find(holders.items, 'OUTSIDE').id, toHolderId: safe.id, lines: [{ materialId: au750.id, mg: issuedMg }] });
  return postJson<EntryDetail>(manager, '/api/entries', {
    type: 'making',
    categoryId: find(categories.items, entry.categoryCode).id,
    materialId: au750.id,
    jewellerHolderId: find(holders.items, entry.jewellerCode).id,
    sourceHolderId: safe.id,
    spareMg: entry.spareMg,
    pieces: entry.pieces,
  });
}
