import type { APIRequestContext } from 'playwright-core';
import { getJson, postJson } from './api';
import type { FindPiecesResponse, JewelryPiece } from '../../src/shared/contracts/stock/jewelry-piece';

/**
 * What a journey makes for itself through the API, as the shop would. The
 * journeys share one server in a run and several sell demo pieces, so a
 * journey that needs a piece in stock makes its own rather than hoping a
 * demo piece is still unsold.
 */

export interface NewPiece {
  readonly branchId: number;
  readonly materialCode: string;
  readonly grossMg: number;
  readonly description: string;
}

/**
 * A piece in stock at a branch, unfrozen: its metal bought from OUTSIDE into the safe (so no other
 * journey's safe balance is touched), a production item made and finished, taken into the branch.
 * `owner` is a request context signed in as the owner.
 */
export async function pieceInStock(owner: APIRequestContext, piece: NewPiece): Promise<JewelryPiece> {
  const materials = await getJson<{ items: { id: number; code: string }[] }>(owner, '/api/materials/categories');
  const material = materials.items.find((m) => m.code === piece.materialCode);
  if (!material) throw new Error(`no material ${piece.materialCode}`);
  const holders = await getJson<{ items: { id: number; code: string }[] }>(owner, '/api/materials/holders');
  const holder = (code: string) => {
    const found = holders.items.find((h) => h.code === code);
    if (!found) throw new Error(`no holder ${code}`);
    return found;
  };
  await postJson(owner, '/api/materials/transfers', {
    fromHolderId: holder('OUTSIDE').id,
    toHolderId: holder('SAFE').id,
    lines: [{ materialId: material.id, mg: piece.grossMg }],
  });
  const item = await postJson<{ id: number }>(owner, '/api/production/items', { description: piece.description, materialId: material.id });
  for (const to of ['designing', 'waxing', 'casting', 'cleaning', 'finishing']) await postJson(owner, `/api/production/items/${item.id}/moves`, { to });
  await postJson(owner, '/api/stock/accept', { branchId: piece.branchId, sourceHolderId: holder('SAFE').id, note: 'journey', lines: [{ itemId: item.id, grossMg: piece.grossMg }] });
  const found = await getJson<FindPiecesResponse>(owner, `/api/stock/pieces?branchId=${piece.branchId}&search=${encodeURIComponent(piece.description)}&pageSize=20`);
  const made = found.items.find((p) => p.description === piece.description);
  if (!made) throw new Error(`${piece.description} did not reach the branch`);
  if (made.frozen) await postJson(owner, `/api/stock/pieces/${made.id}/freeze`, { frozen: false, note: 'journey' });
  return { ...made, frozen: false };
}
