import { desc, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../platform/audit';
import type { Tx } from '../../platform/db/database';
import { branches, users } from '../../platform/platform.tables';
import { holderIdByCode, materialRefsAll } from '../materials';
import { createItem, seedItemsAtStage } from '../production';
import { acceptPieces, freezePiece, receiveTransfer, transferPieces } from './stock-pieces.service';
import { jewelryPieces } from './stock-pieces.tables';
import { jewelryCategories } from './stock.tables';

/** A piece of the opening stock: made before Atelier was installed, so its production history is not in it. */
interface OpeningPiece {
  readonly description: string;
  readonly category: string;
  readonly material: 'AU750' | 'AU9999';
  readonly grossMg: number;
  readonly stoneMg?: number;
  readonly branch: 'PP-CM' | 'PP-TK';
}

const openingStock: readonly OpeningPiece[] = [
  { description: 'Plain band, 18K, size 54', category: 'RING', material: 'AU750', grossMg: 3_750, branch: 'PP-CM' },
  { description: 'Ruby ring, 18K, oval', category: 'RING', material: 'AU750', grossMg: 4_920, stoneMg: 380, branch: 'PP-CM' },
  { description: 'Jasmine necklace, 18K, 45 cm', category: 'NECKLACE', material: 'AU750', grossMg: 11_250, branch: 'PP-CM' },
  { description: 'Stud earrings, 18K, pearl', category: 'EARRING', material: 'AU750', grossMg: 2_640, stoneMg: 900, branch: 'PP-CM' },
  { description: 'Baby bangle, 24K', category: 'BANGLE', material: 'AU9999', grossMg: 7_500, branch: 'PP-CM' },
  { description: 'Kbach bracelet, 24K', category: 'BRACELET', material: 'AU9999', grossMg: 18_750, branch: 'PP-CM' },
  { description: 'Curb chain, 24K, 50 cm', category: 'CHAIN', material: 'AU9999', grossMg: 15_000, branch: 'PP-TK' },
  { description: 'Apsara pendant, 24K', category: 'PENDANT', material: 'AU9999', grossMg: 5_620, branch: 'PP-TK' },
  { description: 'Wedding bands, 18K, pair', category: 'RING', material: 'AU750', grossMg: 9_380, branch: 'PP-TK' },
  // Two finished pieces the manager has not accepted yet: /jewelry/stock/pending.
  { description: 'Lotus earrings, 18K', category: 'EARRING', material: 'AU750', grossMg: 3_100, branch: 'PP-CM' },
  { description: 'Dragon bangle, 24K', category: 'BANGLE', material: 'AU9999', grossMg: 22_500, branch: 'PP-CM' },
];
const pendingCount = 2;

/**
 * The shops' opening stock, through the services: items made (production),
 * put at finishing (their earlier stages are not in Atelier), accepted into
 * their branch from the safe (stock, with the metal postings); then a ring
 * frozen for a customer and a pendant transferred between the branches.
 */
export async function seedStockPiecesDemo(tx: Tx): Promise<void> {
  const [manager] = await tx.select({ id: users.id }).from(users).where(eq(users.username, 'manager'));
  const actor: Actor = { userId: manager!.id, username: 'manager' };
  const branchRows = await tx.select().from(branches).where(inArray(branches.code, ['PP-CM', 'PP-TK']));
  const branchId = (code: string) => branchRows.find((b) => b.code === code)!.id;
  const materials = await materialRefsAll(tx);
  const categories = await tx.select().from(jewelryCategories);
  const safeId = await holderIdByCode(tx, 'SAFE');

  const made: { piece: OpeningPiece; itemId: number }[] = [];
  for (const piece of openingStock) {
    const item = await createItem(tx, actor, {
      description: piece.description,
      materialId: materials.find((m) => m.code === piece.material)!.id,
      categoryId: categories.find((c) => c.code === piece.category)?.id ?? null,
      designerStaffId: null,
      targetWeightMg: piece.grossMg,
    });
    made.push({ piece, itemId: item.id });
  }
  await seedItemsAtStage(tx, made.map((m) => m.itemId), 'finishing', new Date(Date.now() - 26 * 3_600_000));

  for (const branch of ['PP-CM', 'PP-TK'] as const) {
    const lines = made
      .slice(0, made.length - pendingCount)
      .filter((m) => m.piece.branch === branch)
      .map((m) => ({ itemId: m.itemId, grossMg: m.piece.grossMg, stoneMg: m.piece.stoneMg ?? 0, photos: [] }));
    await acceptPieces(tx, actor, { branchId: branchId(branch), sourceHolderId: safeId!, note: 'Opening stock', lines });
  }
  // The latest piece of that description: the small demo's own, even over a month demo's namesake.
  const pieceOf = async (description: string) =>
    (await tx.select().from(jewelryPieces).where(eq(jewelryPieces.description, description)).orderBy(desc(jewelryPieces.id)).limit(1))[0]!;
  await freezePiece(tx, actor, (await pieceOf('Ruby ring, 18K, oval')).id, true, 'Held for Mrs Chan Sophea until Saturday');
  const pendant = (await pieceOf('Apsara pendant, 24K')).code;
  const transferId = await transferPieces(tx, actor, { fromBranchId: branchId('PP-TK'), toBranchId: branchId('PP-CM'), codes: [pendant], note: 'Asked for at the Central Market' });
  await receiveTransfer(tx, actor, transferId, { codes: [pendant], note: '' });
}

/** A piece of a shop's stock when it starts on Atelier (the month demo's opening). */
export interface OpeningStockPiece {
  readonly description: string;
  readonly category: string;
  readonly material: string;
  readonly grossMg: number;
  readonly stoneMg: number;
  readonly branch: string;
}

/**
 * A shop's stock when it starts on Atelier, as seedStockPiecesDemo takes its
 * few pieces in: each an item of production put at finishing (its making is
 * not in Atelier), then accepted into its branch from the safe, one document
 * per branch, with the metal postings.
 */
export async function takeInOpeningStock(tx: Tx, actor: Actor, pieces: readonly OpeningStockPiece[], sourceHolderId: number): Promise<void> {
  const materials = await materialRefsAll(tx);
  const categories = await tx.select().from(jewelryCategories);
  const branchRows = await tx.select().from(branches);
  const made: { piece: OpeningStockPiece; itemId: number }[] = [];
  for (const piece of pieces) {
    const item = await createItem(tx, actor, {
      description: piece.description,
      materialId: materials.find((m) => m.code === piece.material)!.id,
      categoryId: categories.find((c) => c.code === piece.category)?.id ?? null,
      designerStaffId: null,
      targetWeightMg: piece.grossMg,
    });
    made.push({ piece, itemId: item.id });
  }
  await seedItemsAtStage(tx, made.map((m) => m.itemId), 'finishing');
  for (const branch of new Set(pieces.map((p) => p.branch))) {
    const lines = made.filter((m) => m.piece.branch === branch).map((m) => ({ itemId: m.itemId, grossMg: m.piece.grossMg, stoneMg: m.piece.stoneMg, photos: [] }));
    await acceptPieces(tx, actor, { branchId: branchRows.find((b) => b.code === branch)!.id, sourceHolderId, note: 'Stock when the shop started on Atelier', lines });
  }
}
