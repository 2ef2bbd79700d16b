import { eq } from 'drizzle-orm';
import type { Actor } from '../../platform/audit';
import type { Tx } from '../../platform/db/database';
import { users } from '../../platform/platform.tables';
import { holderIdByCode, materialByCode, staffHolderIds } from '../materials';
import { productionItemIdByDescription } from '../production';
import type { NewEntryCategory } from './entry-categories.service';
import { demoLotOf } from '../stones';
import { entries, entryCategories, entryPieces } from './entries.tables';
import {
  acceptEntry,
  addEntryStone,
  closeEntriesTogether,
  closeEntry,
  createEntry,
  pickUpRepair,
  recordPieceReturn,
  type NewEntry,
  type NewEntryStone,
} from './entries.service';

const flagsOff = { strictStonePhoto: false, strictAssemblyPhoto: false, strictReturnWeight: false, materialStrict: false };

/**
 * The shop's kinds of bench work and the loss each may cause, in ‰ of the
 * metal issued: chains lose the most (many joints soldered), polishing the least.
 */
const demoCategories: readonly NewEntryCategory[] = [
  { ...flagsOff, code: 'RING-MAKING', nameKh: 'ធ្វើចិញ្ចៀន', nameEn: 'Ring making', allowedLossPermille: 8, strictReturnWeight: true, materialStrict: true },
  { ...flagsOff, code: 'CHAIN-MAKING', nameKh: 'ធ្វើខ្សែច្រវាក់', nameEn: 'Chain making', allowedLossPermille: 12, materialStrict: true },
  { ...flagsOff, code: 'SETTING', nameKh: 'ដាំត្បូង', nameEn: 'Stone setting', allowedLossPermille: 5, strictStonePhoto: true },
  { ...flagsOff, code: 'ASSEMBLY', nameKh: 'ផ្គុំគ្រឿង', nameEn: 'Assembly', allowedLossPermille: 6, strictAssemblyPhoto: true },
  { ...flagsOff, code: 'REPAIR', nameKh: 'ជួសជុល', nameEn: 'Repair', allowedLossPermille: 10, strictReturnWeight: true },
  { ...flagsOff, code: 'POLISHING', nameKh: 'ខាត់ភ្លឺ', nameEn: 'Polishing', allowedLossPermille: 3 },
];

/** Entry categories with their allowed loss and strict flags. */
export async function seedEntriesDemo(tx: Tx): Promise<void> {
  await tx.insert(entryCategories).values([...demoCategories]);
}

/** One demo ticket: who, what, and how far it got. */
interface DemoTicket {
  readonly daysAgo: number;
  readonly type: NewEntry['type'];
  readonly category: string;
  readonly jeweller: string;
  readonly source: 'SAFE' | 'CASTING' | 'OUTSIDE';
  readonly spareMg: number;
  readonly pieces: readonly { readonly description: string; readonly issuedMg: number; readonly item?: string }[];
  readonly repair?: NewEntry['repair'];
  readonly note?: string;
  /** Returned weight of each piece (strict categories need one), or null to leave the piece on the bench. */
  readonly returns?: readonly (number | null)[];
  readonly close?: { readonly returnedMg: number; readonly reason?: string };
  readonly accept?: boolean;
  readonly pickedUp?: boolean;
  readonly stones?: readonly Omit<NewEntryStone, 'pieceId'>[];
}

/**
 * A fortnight at the benches, every gram through the entries service:
 * jeweller1 (Heng Vichet) making rings, two of them closed together on a
 * close sheet; jeweller2 (Kim Sovann) on chains, one over its allowance and
 * accepted by the owner with a reason, and a customer's repair ready to
 * collect; the setter setting the five stones of the engagement ring cast
 * yesterday, taken from the casting room.
 */
const demoTickets: readonly DemoTicket[] = [
  {
    daysAgo: 12,
    type: 'making',
    category: 'RING-MAKING',
    jeweller: 'jeweller1',
    source: 'SAFE',
    spareMg: 400,
    pieces: [{ description: 'Plain band, 18K, size 52', issuedMg: 3_750 }, { description: 'Plain band, 18K, size 56', issuedMg: 4_120 }],
    returns: [3_720, 4_090],
    close: { returnedMg: 8_210 },
    accept: true,
  },
  {
    daysAgo: 9,
    type: 'making',
    category: 'CHAIN-MAKING',
    jeweller: 'jeweller2',
    source: 'SAFE',
    spareMg: 600,
    pieces: [{ description: 'Curb chain, 18K, 45 cm', issuedMg: 15_000 }],
    returns: [null],
    // 15.600 g issued, 15.330 g back: 270 mg, over the 12 ‰ (187 mg).
    close: { returnedMg: 15_330, reason: 'Fine links: the new draw plate took more than usual' },
    accept: true,
  },
  {
    daysAgo: 6,
    type: 'repair',
    category: 'REPAIR',
    jeweller: 'jeweller2',
    source: 'OUTSIDE',
    spareMg: 200,
    pieces: [{ description: 'Customer’s bracelet, broken clasp', issuedMg: 11_250 }],
    repair: { customerName: 'Chan Sophea', customerPhone: '012 345 678', request: 'New clasp, polish', promisedOn: null },
    returns: [11_400],
    close: { returnedMg: 11_400 },
    accept: true,
  },
  {
    daysAgo: 4,
    type: 'making',
    category: 'RING-MAKING',
    jeweller: 'jeweller1',
    source: 'SAFE',
    spareMg: 300,
    pieces: [{ description: 'Wedding band, 18K, his', issuedMg: 5_600 }],
    returns: [5_580],
  },
  {
    daysAgo: 3,
    type: 'making',
    category: 'RING-MAKING',
    jeweller: 'jeweller1',
    source: 'SAFE',
    spareMg: 250,
    pieces: [{ description: 'Wedding band, 18K, hers', issuedMg: 3_900 }],
    returns: [3_870],
  },
  {
    daysAgo: 1,
    type: 'setting',
    category: 'SETTING',
    jeweller: 'setter',
    source: 'CASTING',
    spareMg: 0,
    pieces: [{ description: 'Engagement ring, 18K, five stones', issuedMg: 4_450, item: 'Engagement ring, 18K, five stones' }],
    stones: [
      { stoneType: 'Diamond', shape: 'round', sizeCmm: 300, count: 1, weightMct: 100 },
      { stoneType: 'Diamond', shape: 'round', sizeCmm: 150, count: 4, weightMct: 60 },
    ],
  },
  {
    daysAgo: 0,
    type: 'polishing',
    category: 'POLISHING',
    jeweller: 'jeweller2',
    source: 'CASTING',
    spareMg: 0,
    pieces: [{ description: 'Lotus ring, 18K', issuedMg: 5_380, item: 'Lotus ring, 18K' }],
  },
  {
    daysAgo: 0,
    type: 'making',
    category: 'CHAIN-MAKING',
    jeweller: 'jeweller1',
    source: 'SAFE',
    spareMg: 500,
    pieces: [{ description: 'Rope chain, 18K, 50 cm', issuedMg: 18_750 }],
    note: 'For the shop window',
  },
];

/** The demo tickets (after the casting demo: two of them take the cast pieces), and jeweller1's two rings closed together on a sheet. */
export async function seedEntriesWorkDemo(tx: Tx): Promise<void> {
  const people = await tx.select({ id: users.id, username: users.username, staffId: users.staffId }).from(users);
  const actorOf = (username: string): Actor => {
    const found = people.find((p) => p.username === username);
    if (!found) throw new Error(`the demo user ${username} is missing: seed the platform first`);
    return { userId: found.id, username };
  };
  const benchOf = async (username: string) => {
    const staffId = people.find((p) => p.username === username)?.staffId ?? null;
    const [benchId] = staffId === null ? [] : await staffHolderIds(tx, staffId);
    if (benchId === undefined) throw new Error(`${username} has no bench holder: seed the materials first`);
    return benchId;
  };
  const holderId = async (code: string) => (await holderIdByCode(tx, code))!;
  const au750 = await materialByCode(tx, 'AU750');
  const categories = await tx.select({ id: entryCategories.id, code: entryCategories.code }).from(entryCategories);
  const manager = actorOf('manager');
  const owner = actorOf('owner');
  const sheetLines: { entryId: number; returnedMg: number }[] = [];

  for (const ticket of demoTickets) {
    const items = await Promise.all(
      ticket.pieces.map(async (piece) =>
        piece.item ? ((await productionItemIdByDescription(tx, piece.item)) ?? null) : null,
      ),
    );
    const entry = await createEntry(tx, manager, {
      type: ticket.type,
      categoryId: categories.find((c) => c.code === ticket.category)!.id,
      materialId: au750!.id,
      jewellerHolderId: await benchOf(ticket.jeweller),
      sourceHolderId: await holderId(ticket.source),
      spareMg: ticket.spareMg,
      note: ticket.note ?? '',
      repair: ticket.repair ?? null,
      pieces: ticket.pieces.map((piece, index) => ({ description: piece.description, issuedMg: piece.issuedMg, itemId: items[index] })),
    });
    const jeweller = actorOf(ticket.jeweller);
    const pieces = await tx.select({ id: entryPieces.id }).from(entryPieces).where(eq(entryPieces.entryId, entry.id)).orderBy(entryPieces.id);
    // The setter draws the stones from the workshop's lots: what was prepared for the item.
    for (const stone of ticket.stones ?? []) {
      const lotId = await demoLotOf(tx, stone.stoneType, stone.shape, stone.sizeCmm);
      await addEntryStone(tx, jeweller, entry.id, { ...stone, pieceId: pieces[0]!.id, lotId });
    }
    for (const [index, returnedMg] of (ticket.returns ?? []).entries()) {
      await recordPieceReturn(tx, jeweller, entry.id, pieces[index]!.id, { returnedMg, hasStones: false, assembled: false, stonePhotos: [], assemblyPhotos: [] });
    }
    if (ticket.close) await closeEntry(tx, ticket.close.reason ? owner : manager, entry.id, { returnedMg: ticket.close.returnedMg, overAllowanceReason: ticket.close.reason }, true);
    if (ticket.accept) await acceptEntry(tx, owner, entry.id);
    if (ticket.pickedUp) await pickUpRepair(tx, manager, entry.id);
    // The wedding bands came back this week: closed together below.
    if (ticket.returns && !ticket.close && ticket.jeweller === 'jeweller1') sheetLines.push({ entryId: entry.id, returnedMg: ticket.pieces.reduce((s, p) => s + p.issuedMg, ticket.spareMg) - 30 });
    const createdAt = new Date(Date.now() - ticket.daysAgo * 24 * 3_600_000);
    await tx.update(entries).set({ createdAt }).where(eq(entries.id, entry.id));
  }
  await closeEntriesTogether(tx, manager, { jewellerHolderId: await benchOf('jeweller1'), note: 'Wedding bands', entries: sheetLines }, false);
}

/** The pieces of an entry in the order they were issued (for the month demo's returns). */
export async function entryPieceIdsOf(tx: Tx, entryId: number): Promise<number[]> {
  return (await tx.select({ id: entryPieces.id }).from(entryPieces).where(eq(entryPieces.entryId, entryId)).orderBy(entryPieces.id)).map((p) => p.id);
}
