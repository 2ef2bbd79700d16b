import { asc, eq, inArray } from 'drizzle-orm';
import type { MyEntriesSummary } from '../../../shared/contracts/entries/my-entries-summary';
import { allowedLossMg, entryLossMg, lossCentiPermille, type PieceWeighing } from '../../../shared/entries/entry-loss';
import type { Executor } from '../../platform/db/database';
import { shopTimeOf } from '../../platform/shop-time';
import { getAccounts } from '../materials';
import { entries, entryCategories, entryPieces } from './entries.tables';
import { holdersById, holdersOfStaff, runningOf } from './entry-views';
import { monthOfDay } from '../../../shared/shop-time';

/**
 * A jeweller's own figures for their home page: the metal their bench holds
 * now (the materials ledger's balances), their entries not yet accepted with
 * the loss so far, and the month's closed entries against their allowance.
 */
export async function myEntriesSummary(executor: Executor, staffId: number | null, askedMonth?: string): Promise<MyEntriesSummary> {
  const month = askedMonth ?? (await shopTimeOf(executor)).monthOf(new Date());
  const benchIds = await holdersOfStaff(executor, staffId);
  const empty: MyEntriesSummary = {
    month,
    benches: [],
    held: [],
    openEntries: [],
    monthLoss: { entries: 0, issuedMg: 0, lossMg: 0, allowedLossMg: 0, lossCentiPermille: null, overAllowance: false },
  };
  if (benchIds.length === 0) return empty;
  const benches = [...(await holdersById(executor, benchIds)).values()].sort((a, b) => a.id - b.id);
  const accounts = await getAccounts(executor, { visible: { all: false, ids: benchIds } });
  const heldByMaterial = new Map<number, number>();
  for (const holder of accounts.holders) for (const b of holder.balances) heldByMaterial.set(b.materialId, (heldByMaterial.get(b.materialId) ?? 0) + b.mg);
  const held = accounts.materials
    .filter((m) => (heldByMaterial.get(m.id) ?? 0) !== 0)
    .map((m) => ({ materialId: m.id, code: m.code, nameKh: m.nameKh, nameEn: m.nameEn, mg: heldByMaterial.get(m.id)! }));

  const rows = await executor
    .select({ entry: entries, allowed: entryCategories.allowedLossPermille })
    .from(entries)
    .innerJoin(entryCategories, eq(entryCategories.id, entries.categoryId))
    .where(inArray(entries.jewellerHolderId, benchIds));
  const open = rows.filter((r) => r.entry.state !== 'accepted');
  // Closed in the month by its shop day (posting_date, docs/design.md §5): a back-dated close counts in its day's month.
  const closedInMonth = rows.filter((r) => r.entry.returnedMg !== null && r.entry.closedAt !== null && monthOfDay(r.entry.postingDate) === month);
  const ids = [...new Set([...open, ...closedInMonth].map((r) => r.entry.id))];
  const pieces = ids.length === 0 ? [] : await executor.select().from(entryPieces).where(inArray(entryPieces.entryId, ids)).orderBy(asc(entryPieces.id));
  const piecesOf = new Map<number, PieceWeighing[]>();
  for (const p of pieces) piecesOf.set(p.entryId, [...(piecesOf.get(p.entryId) ?? []), p]);
  const initOf = (entryId: number) => (piecesOf.get(entryId) ?? []).reduce((sum, p) => sum + p.issuedMg, 0);

  const openEntries = open
    .sort((a, b) => b.entry.createdAt.getTime() - a.entry.createdAt.getTime() || b.entry.id - a.entry.id)
    .map(({ entry, allowed }) => ({
      id: entry.id,
      number: entry.number,
      type: entry.type,
      state: entry.state,
      materialId: entry.materialId,
      pieceCount: piecesOf.get(entry.id)?.length ?? 0,
      issuedMg: initOf(entry.id) + entry.spareMg,
      allowedLossPermille: allowed,
      running: runningOf(entry.spareMg, piecesOf.get(entry.id) ?? [], allowed),
      createdAt: entry.createdAt.toISOString(),
    }));

  let issuedMg = 0;
  let lossMg = 0;
  let allowance = 0;
  for (const { entry, allowed } of closedInMonth) {
    const weights = { initMg: initOf(entry.id), spareMg: entry.spareMg, returnedMg: entry.returnedMg! };
    const issued = weights.initMg + weights.spareMg;
    issuedMg += issued;
    lossMg += entryLossMg(weights);
    allowance += allowedLossMg(issued, allowed);
  }
  return {
    month,
    benches,
    held,
    openEntries,
    monthLoss: {
      entries: closedInMonth.length,
      issuedMg,
      lossMg,
      allowedLossMg: allowance,
      lossCentiPermille: lossCentiPermille({ initMg: issuedMg, spareMg: 0, returnedMg: issuedMg - lossMg }),
      overAllowance: lossMg > allowance,
    },
  };
}
