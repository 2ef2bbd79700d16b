import { eq } from 'drizzle-orm';
import { createPurchaseBodySchema } from '../../shared/contracts/sales/old-gold';
import { createSaleBodySchema, type SaleLineInput } from '../../shared/contracts/sales/invoice';
import { recordPaymentBodySchema, type RecordPaymentBody } from '../../shared/contracts/sales/payment';
import type { TenderInput } from '../../shared/contracts/sales/invoice';
import type { Actor } from '../platform/audit';
import type { Tx } from '../platform/db/database';
import { addDays, defaultShopTimeZone, shopTime } from '../../shared/shop-time';
import { branches, staff, users } from '../platform/platform.tables';
import { createStaffMember } from '../platform/staff/staff.service';
import { createCast, createWaxPiece, cutCast, finishCast, pourCast, recordCastResult } from '../modules/casting';
import { acceptEntry, closeEntry, createEntry, recordPieceReturn, type NewEntry, findEntryCategories, entryPieceIdsOf } from '../modules/entries';
import { submitTransfer, createHolder, findHolders, findMaterialCategories, systemHolderId, publishRates } from '../modules/materials';
import { createItem, moveItem, recordItemStep } from '../modules/production';
import { createCustomer, findCustomerGroups, createSale, recordPayment, quoteSale } from '../modules/sales';
import { takeInOpeningStock, type OpeningStockPiece, findPieces, getStockDocument, acceptPieces } from '../modules/stock';
import type { DemoClock } from '../platform/demo/demo-clock';
import { buybackNotes, monthCustomers, monthStaff } from '../platform/demo/month-people';

/** How many shop days the month covers, before today. */
export const monthDays = 30;

/** The demo shop is in Phnom Penh (platform-demo sets shop.timeZone to it). */
const demoShop = shopTime(defaultShopTimeZone);
const shopDayOf = (instant: Date) => demoShop.dayOf(instant);

/** A shop-time instant `daysAgo` shop days before today, at hour:minute. */
export function shopInstant(daysAgo: number, hour: number, minute = 0): Date {
  return demoShop.at(addDays(demoShop.today(), -daysAgo), hour, minute);
}

/** The same shop every start: a small deterministic generator (mulberry32). */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}
type Random = ReturnType<typeof random>;

/** The shop's opening stock by kind: weights in mg as the trade makes them (24K in whole chi of 3.75 g). */
const stockKinds: readonly {
  readonly category: string;
  readonly material: string;
  readonly count: number;
  readonly names: readonly string[];
  readonly mg: readonly [number, number];
  readonly chi?: boolean;
  readonly stones?: number;
}[] = [
  { category: 'RING', material: 'AU750', count: 56, names: ['Solitaire ring', 'Twisted band', 'Flower ring', 'Halo ring', 'Eternity band', 'Signet ring', 'Naga ring', 'Leaf ring'], mg: [2_200, 7_800], stones: 0.5 },
  { category: 'RING', material: 'AU585', count: 14, names: ['Stacking ring', 'Promise ring', 'Open heart ring'], mg: [1_500, 3_800], stones: 0.3 },
  { category: 'EARRING', material: 'AU750', count: 36, names: ['Jasmine studs', 'Drop earrings', 'Hoop earrings', 'Lotus studs', 'Pearl drops', 'Huggie hoops'], mg: [1_400, 5_200], stones: 0.4 },
  { category: 'PENDANT', material: 'AU750', count: 26, names: ['Apsara pendant', 'Buddha pendant', 'Heart pendant', 'Zodiac pendant', 'Cross pendant'], mg: [1_200, 6_800], stones: 0.3 },
  { category: 'PENDANT', material: 'AG925', count: 12, names: ['Silver lotus pendant', 'Silver moon pendant'], mg: [2_000, 9_000] },
  { category: 'NECKLACE', material: 'AU750', count: 24, names: ['Jasmine necklace', 'Rope necklace', 'Box necklace', 'Kbach necklace'], mg: [7_500, 28_000] },
  { category: 'BRACELET', material: 'AU750', count: 22, names: ['Tennis bracelet', 'Link bracelet', 'Kbach bracelet', 'Charm bracelet'], mg: [6_000, 22_000], stones: 0.2 },
  { category: 'BANGLE', material: 'AU9999', count: 30, names: ['Plain bangle', 'Dragon bangle', 'Baby bangle', 'Carved bangle', 'Twisted bangle'], mg: [1, 8], chi: true },
  { category: 'CHAIN', material: 'AU9999', count: 34, names: ['Curb chain', 'Rope chain', 'Figaro chain', 'Snake chain', 'Ball chain'], mg: [1, 10], chi: true },
];
const lengths = ['40 cm', '45 cm', '50 cm', '55 cm'];
const purityName: Readonly<Record<string, string>> = { AU750: '18K', AU585: '14K', AU9999: '24K', AG925: 'silver 925' };

/** The opening stock, generated once: ~250 pieces over two branches. */
function openingStock(rng: Random): OpeningStockPiece[] {
  const pieces: OpeningStockPiece[] = [];
  let n = 0;
  for (const kind of stockKinds) {
    for (let i = 0; i < kind.count; i++) {
      n += 1;
      const grossMg = kind.chi ? rng.int(kind.mg[0], kind.mg[1]) * 3_750 + rng.pick([0, 0, 0, 1_875]) : Math.round(rng.int(kind.mg[0], kind.mg[1]) / 10) * 10;
      const withStones = kind.stones !== undefined && rng.chance(kind.stones);
      const detail = kind.category === 'RING' ? `size ${rng.int(48, 60)}` : kind.category === 'NECKLACE' || kind.category === 'CHAIN' ? rng.pick(lengths) : `no. ${100 + n}`;
      pieces.push({
        description: `${rng.pick(kind.names)}, ${purityName[kind.material]}, ${detail}${withStones ? ', set with CZ' : ''}`,
        category: kind.category,
        material: kind.material,
        grossMg,
        stoneMg: withStones ? Math.round(grossMg * 0.06) : 0,
        branch: rng.chance(0.6) ? 'PP-CM' : 'PP-TK',
      });
    }
  }
  return pieces;
}

interface Ctx {
  readonly tx: Tx;
  readonly rng: Random;
  readonly owner: Actor;
  readonly manager: Actor;
  readonly cashier: Actor;
  readonly caster: Actor;
  readonly designer: Actor;
  readonly branchId: (code: string) => number;
  readonly materialId: (code: string) => number;
  readonly holderId: (code: string) => number;
  readonly sellers: Readonly<Record<string, number>>;
  readonly casterStaffId: number | null;
  readonly designerStaffId: number | null;
  readonly customers: number[];
  readonly jewellers: { holderId: number; actor: Actor | null }[];
  readonly counts: MonthCounts;
  readonly entryCategories: readonly { id: number; code: string }[];
  readonly rateLines: readonly { materialId: number; askCentsPerChi?: number; bidCentsPerChi?: number }[];
  /** The codes of the pieces in stock per branch, as the counters see them (sold ones leave it, the trees' pieces join it). */
  readonly inStock: Map<number, string[]>;
}

export interface MonthCounts {
  openingPieces: number;
  entries: number;
  casts: number;
  invoices: number;
  purchases: number;
  payments: number;
  ratePublications: number;
}

/**
 * A month of a small shop, before today, written through the services the
 * routes call (every posting, number, audit row and check is theirs) and
 * moved to its day by the demo clock: the opening (staff, customers, the
 * safe's metal, the opening stock), then each shop day's rates, benches,
 * casts and counters. The small demo then writes today on top of it.
 */
export async function seedMonthDemo(tx: Tx, clock: DemoClock, setup: () => Promise<unknown>): Promise<MonthCounts> {
  const counts: MonthCounts = { openingPieces: 0, entries: 0, casts: 0, invoices: 0, purchases: 0, payments: 0, ratePublications: 0 };
  const rng = random(20_26);
  const ctx = await clock.phase(shopInstant(monthDays + 1, 7, 30), async () => {
    await setup();
    return opening(tx, rng, counts);
  });
  const rate = { ask: 21_450, khr: 4_100 };
  const plan = planEntries(rng);
  const credit: { invoiceId: number; customerId: number; branchId: number; owed: number; payOnDay: number | null }[] = [];
  for (let daysAgo = monthDays; daysAgo >= 1; daysAgo--) {
    // Two moments a day (each phase moves every table's new timestamps, so fewer is faster): the morning, then the afternoon.
    await clock.phase(shopInstant(daysAgo, 8, 0), async () => {
      // The morning board: gold drifts a few dollars a chi a day, the riel barely.
      rate.ask = Math.max(20_800, Math.min(22_400, rate.ask + rng.int(-90, 110)));
      if (rng.chance(0.2)) rate.khr = rng.pick([4_090, 4_095, 4_100, 4_105, 4_110]);
      // The last days lead into today's board of the small demo (21,900 a chi, 4,100 riel a dollar).
      if (daysAgo <= 3) Object.assign(rate, { ask: 21_900 - daysAgo * 20, khr: 4_100 });
      await publishRates(tx, ctx.owner, {
        quotedPer: 'chi',
        baseAskCents: rate.ask,
        baseBidCents: rate.ask - 200,
        lines: [...ctx.rateLines],
        khrPerUsd: rate.khr,
        effectiveAt: shopInstant(daysAgo, 8, 0).toISOString(),
        note: '',
      });
      counts.ratePublications += 1;
      await castingDay(ctx, daysAgo);
      for (const entry of plan) if (entry.issueDay === daysAgo) await issueEntry(ctx, entry);
    });
    await clock.phase(shopInstant(daysAgo, 15, 20), async () => {
      for (const entry of plan) await benchAfternoon(ctx, entry, daysAgo);
      await counterDay(ctx, daysAgo, credit);
    });
  }
  return counts;
}

/** The opening day: people, customers, the safe's metal, the opening stock. */
async function opening(tx: Tx, rng: Random, counts: MonthCounts): Promise<Ctx> {
  const people = await tx.select({ id: users.id, username: users.username, staffId: users.staffId }).from(users);
  const actorOf = (username: string): Actor => ({ userId: people.find((p) => p.username === username)!.id, username });
  const owner = actorOf('owner');
  const branchRows = await tx.select({ id: branches.id, code: branches.code }).from(branches);
  const branchId = (code: string) => branchRows.find((b) => b.code === code)!.id;
  const materials = (await findMaterialCategories(tx, {})).items;
  const materialId = (code: string) => materials.find((m) => m.code === code)!.id;

  const sellers: Record<string, number> = { 'PP-CM': people.find((p) => p.username === 'cashier')!.staffId! };
  for (const person of monthStaff) {
    const member = await createStaffMember(tx, owner, { nameKh: person.nameKh, nameEn: person.nameEn, kind: person.kind, phone: person.phone, branchId: branchId(person.branch) });
    if (person.kind === 'jeweller') {
      await createHolder(tx, owner, { kind: 'staff', code: `H-${member.code}`, nameKh: person.nameKh, nameEn: person.nameEn, staffId: member.id, branchId: branchId(person.branch), capMg: 100_000 });
    }
    if (person.kind === 'cashier') sellers[person.branch] = member.id;
  }
  const holders = (await findHolders(tx, {})).items;
  const holderId = (code: string) => holders.find((h) => h.code === code)!.id;
  const jewellerStaff = await tx.select({ id: staff.id }).from(staff).where(eq(staff.kind, 'jeweller')).orderBy(staff.code);
  const jewellers = jewellerStaff.map((s) => {
    const login = people.find((p) => p.staffId === s.id);
    return { holderId: holders.find((h) => h.staffId === s.id && h.kind === 'staff')!.id, actor: login ? { userId: login.id, username: login.username } : null };
  });

  const groups = (await findCustomerGroups(tx)).items;
  const customers: number[] = [];
  for (const c of monthCustomers) {
    const created = await createCustomer(tx, owner, { name: c.name, phone: c.phone, address: c.address, groupId: groups.find((g) => g.code === c.group)?.id ?? null, note: '' });
    customers.push(created.id);
  }

  await submitTransfer(tx, owner, {
    fromHolderId: await systemHolderId(tx, 'OUTSIDE'),
    toHolderId: holderId('SAFE'),
    lines: [
      { materialId: materialId('AU9999'), mg: 4_500_000 },
      { materialId: materialId('AU750'), mg: 1_800_000 },
      { materialId: materialId('AU585'), mg: 120_000 },
      { materialId: materialId('AG925'), mg: 200_000 },
    ],
    note: 'The safe’s metal when the shop started on Atelier',
    overrideCap: false,
  });
  const manager = actorOf('manager');
  const stock = openingStock(rng);
  await takeInOpeningStock(tx, manager, stock, holderId('SAFE'));
  counts.openingPieces = stock.length;

  return {
    tx,
    rng,
    owner,
    manager,
    cashier: actorOf('cashier'),
    caster: actorOf('caster'),
    designer: actorOf('designer'),
    branchId,
    materialId,
    holderId,
    sellers,
    casterStaffId: people.find((p) => p.username === 'caster')!.staffId,
    designerStaffId: people.find((p) => p.username === 'designer')!.staffId,
    customers,
    jewellers,
    counts,
    entryCategories: (await findEntryCategories(tx, {})).items,
    rateLines: materials
      .filter((m) => m.active)
      .map((m) => (m.code.startsWith('AG') ? { materialId: m.id, askCentsPerChi: 400, bidCentsPerChi: 360 } : { materialId: m.id })),
    inStock: new Map(
      await Promise.all(
        ['PP-CM', 'PP-TK'].map(async (b) => [branchId(b), (await findPieces(tx, { state: 'in_stock', branchId: branchId(b), page: 1, pageSize: 1_000 })).items.map((p) => p.code).sort()] as const),
      ),
    ),
  };
}

/** One bench entry of the month: issued one day, returned piece by piece, closed, accepted. */
interface PlannedEntry {
  readonly jeweller: number;
  readonly type: NewEntry['type'];
  readonly category: string;
  readonly material: 'AU750' | 'AU9999';
  readonly source: 'SAFE' | 'OUTSIDE';
  readonly issueDay: number;
  readonly pieces: readonly { description: string; issuedMg: number; returnDay: number }[];
  readonly spareMg: number;
  /** Loss as a share of the allowance (over 1: the owner accepts it with a reason). */
  readonly lossShare: number;
  /** Days ago it is closed; null: still at the bench. */
  readonly closeDay: number | null;
  /** Days ago it is accepted; null: waiting for the manager. */
  readonly acceptDay: number | null;
  readonly repair?: NewEntry['repair'];
  id?: number;
  pieceIds?: number[];
}

const benchWork: readonly { category: string; type: NewEntry['type']; material: 'AU750' | 'AU9999'; names: readonly string[]; mg: readonly [number, number] }[] = [
  { category: 'RING-MAKING', type: 'making', material: 'AU750', names: ['Wedding band, 18K', 'Solitaire ring, 18K', 'Flower ring, 18K', 'Men’s ring, 18K'], mg: [3_000, 7_500] },
  { category: 'CHAIN-MAKING', type: 'making', material: 'AU9999', names: ['Curb chain, 24K, 50 cm', 'Rope chain, 24K, 45 cm', 'Snake chain, 24K, 45 cm'], mg: [7_500, 22_500] },
  { category: 'POLISHING', type: 'polishing', material: 'AU750', names: ['Necklace for the window, 18K', 'Bracelet, 18K, to polish', 'Earrings, 18K, pair'], mg: [2_500, 15_000] },
  { category: 'CHAIN-MAKING', type: 'making', material: 'AU750', names: ['Box chain, 18K, 45 cm', 'Figaro chain, 18K, 50 cm'], mg: [6_000, 16_000] },
];

/**
 * About five entries per jeweller over the month: the older ones accepted
 * (one over its allowance, accepted by the owner with a reason), a few closed
 * and waiting for the manager, and one at the bench per jeweller, issued in
 * the last days, some pieces already back.
 */
function planEntries(rng: Random): PlannedEntry[] {
  const plan: PlannedEntry[] = [];
  const jewellerCount = 6;
  const perJeweller = 5;
  for (let round = 0; round < perJeweller; round++) {
    for (let j = 0; j < jewellerCount; j++) {
      // The first jeweller's bench work of today is the small demo's (and 25 chi for the week, near his cap).
      if (j === 0 && round === perJeweller - 1) continue;
      const issueDay = round === perJeweller - 1 ? rng.int(1, 4) : monthDays - round * 6 - rng.int(0, 4);
      const open = round === perJeweller - 1;
      const repair = j === 1 && round === 1;
      const work = repair ? { ...benchWork[2]!, category: 'REPAIR', type: 'repair' as const } : benchWork[(j + round) % benchWork.length]!;
      const count = rng.int(1, 3);
      // At the bench: a piece or two of several back already, the last one still being made.
      const pieces = Array.from({ length: count }, (_, i) => {
        const issuedMg = Math.round(rng.int(work.mg[0], work.mg[1]) / 10) * 10;
        const returnDay = open ? (i < count - 1 ? Math.max(1, issueDay - rng.int(0, 2)) : -1) : issueDay - rng.int(1, 3);
        return { description: repair ? 'Customer’s necklace, broken clasp' : rng.pick(work.names), issuedMg, returnDay };
      });
      const lastReturn = Math.min(...pieces.map((p) => p.returnDay));
      const waiting = round === perJeweller - 2 && j % 2 === 0;
      plan.push({
        jeweller: j,
        type: work.type,
        category: work.category,
        material: work.material,
        source: repair ? 'OUTSIDE' : 'SAFE',
        issueDay,
        pieces,
        spareMg: rng.int(2, 6) * 100,
        lossShare: round === 1 && j === 3 ? 1.35 : rng.int(35, 90) / 100,
        closeDay: open ? null : Math.max(1, lastReturn),
        acceptDay: open || waiting ? null : Math.max(1, lastReturn - rng.int(0, 1)),
        repair: repair ? { customerName: 'អ្នកនាង ពៅ ស្រីល័ក្ខ (Pov Sreyleak)', customerPhone: '096 777 3201', request: 'New clasp, solder two links, polish', promisedOn: null } : null,
      });
    }
  }
  return plan;
}

async function issueEntry(ctx: Ctx, entry: PlannedEntry): Promise<void> {
  const categories = ctx.entryCategories;
  const created = await createEntry(ctx.tx, ctx.manager, {
    type: entry.type,
    categoryId: categories.find((c) => c.code === entry.category)!.id,
    materialId: ctx.materialId(entry.repair ? 'AU750' : entry.material),
    jewellerHolderId: ctx.jewellers[entry.jeweller]!.holderId,
    sourceHolderId: entry.source === 'OUTSIDE' ? await systemHolderId(ctx.tx, 'OUTSIDE') : ctx.holderId('SAFE'),
    spareMg: entry.spareMg,
    note: '',
    repair: entry.repair ?? null,
    pieces: entry.pieces.map((p) => ({ description: p.description, issuedMg: p.issuedMg })),
  });
  entry.id = created.id;
  entry.pieceIds = await entryPieceIdsOf(ctx.tx, created.id);
  ctx.counts.entries += 1;
}

/** The afternoon at the benches: pieces back, entries closed at their loss, accepted by the manager (or the owner over the allowance). */
async function benchAfternoon(ctx: Ctx, entry: PlannedEntry, daysAgo: number): Promise<void> {
  if (entry.id === undefined) return;
  const allowedPermille = { 'RING-MAKING': 8, 'CHAIN-MAKING': 12, POLISHING: 3, REPAIR: 10 }[entry.category] ?? 5;
  const initMg = entry.pieces.reduce((s, p) => s + p.issuedMg, 0);
  const lossMg = Math.max(10, Math.floor((((initMg + entry.spareMg) * allowedPermille) / 1_000) * entry.lossShare));
  const jeweller = ctx.jewellers[entry.jeweller]!.actor ?? ctx.manager;
  for (const [i, piece] of entry.pieces.entries()) {
    if (piece.returnDay !== daysAgo) continue;
    // Each piece comes back a little lighter: its share of the entry's loss.
    const returnedMg = piece.issuedMg - Math.floor((lossMg * piece.issuedMg) / initMg / 2);
    await recordPieceReturn(ctx.tx, jeweller, entry.id, entry.pieceIds![i]!, { returnedMg, hasStones: false, assembled: false, stonePhotos: [], assemblyPhotos: [] });
  }
  const over = entry.lossShare > 1;
  if (entry.closeDay === daysAgo) {
    await closeEntry(
      ctx.tx,
      over ? ctx.owner : ctx.manager,
      entry.id,
      { returnedMg: initMg + entry.spareMg - lossMg, overAllowanceReason: over ? 'Very fine links: the jeweller re-soldered a third of the chain' : undefined },
      over,
    );
  }
  if (entry.acceptDay === daysAgo) await acceptEntry(ctx.tx, over ? ctx.owner : ctx.manager, entry.id);
}

/** The workshop's trees: designed and printed four days before, cast in the morning, cut the next day, the pieces in stock two days later. */
const castDays = [25, 19, 13, 7, 1];
const treeNames = ['Lotus ring, 18K', 'Halo ring, 18K', 'Heart pendant, 18K', 'Drop earrings, 18K, pair', 'Twisted band, 18K', 'Naga pendant, 18K'];
const trees = new Map<number, { castId: number; items: { id: number; mg: number }[] }>();

async function castingDay(ctx: Ctx, daysAgo: number): Promise<void> {
  const { tx, rng } = ctx;
  const au750 = ctx.materialId('AU750');
  for (const castDay of castDays) {
    if (daysAgo === castDay + 4) {
      const items: { id: number; mg: number }[] = [];
      for (const [i, name] of treeNames.entries()) {
        const mg = Math.round(rng.int(2_400, 6_800) / 10) * 10;
        const item = await createItem(tx, ctx.manager, {
          description: `${name} · tree ${castDays.indexOf(castDay) + 1}`,
          materialId: au750,
          categoryId: null,
          designerStaffId: ctx.designerStaffId,
          targetWeightMg: mg,
        });
        const none = { weightMg: null, photoUrl: null, note: '' };
        await moveItem(tx, ctx.designer, item.id, { ...none, to: 'designing', label: 'design_progress' }, 'design');
        await recordItemStep(tx, ctx.designer, item.id, { ...none, label: 'design_finish' }, 'design');
        if (i % 3 === 2) {
          await moveItem(tx, ctx.manager, item.id, { ...none, to: 'waxing', label: 'WAX_PREPARING', note: 'carved by hand' }, 'all');
        } else {
          await moveItem(tx, ctx.designer, item.id, { ...none, to: 'printing', label: 'print' }, 'design');
          await moveItem(tx, ctx.manager, item.id, { ...none, to: 'waxing', label: 'WAX_PREPARING' }, 'all');
        }
        items.push({ id: item.id, mg });
      }
      trees.set(castDay, { castId: 0, items });
    }
    const tree = trees.get(castDay);
    if (!tree) continue;
    // Pieces weigh what their wax times the alloy's ratio gives, less the sprue: the tree's metal is the pieces, the root, the flask's over, a little loss.
    const piecesMg = tree.items.reduce((s, i) => s + i.mg, 0);
    const rootMg = Math.round(piecesMg * 0.26);
    const cleanMg = piecesMg + rootMg;
    const lossMg = Math.round(cleanMg * (rng.int(70, 110) / 10_000));
    const overMg = Math.round(cleanMg * 0.07);
    if (daysAgo === castDay) {
      const waxIds: number[] = [];
      for (const item of tree.items) waxIds.push((await createWaxPiece(tx, ctx.caster, { itemId: item.id, waxMg: Math.round((item.mg * 1.3) / 16) })).id);
      const cast = await createCast(tx, ctx.caster, { castOn: shopDayOf(shopInstant(daysAgo, 9)), handlerStaffId: ctx.casterStaffId, materialId: au750, waxPieceIds: waxIds, note: '' });
      tree.castId = cast.id;
      ctx.counts.casts += 1;
      await pourCast(tx, ctx.caster, cast.id, { actualMg: cleanMg + lossMg + overMg });
      await recordCastResult(tx, ctx.caster, cast.id, { overMg, resultMg: cleanMg + Math.round(cleanMg * 0.02) });
    }
    if (daysAgo === castDay - 1) {
      await cutCast(tx, ctx.caster, tree.castId, { cleanMg, rootMg });
      await finishCast(tx, ctx.caster, tree.castId);
    }
    if (daysAgo === castDay - 2) {
      const none = { photoUrl: null, note: '' };
      for (const item of tree.items) await moveItem(tx, ctx.manager, item.id, { ...none, to: 'finishing', label: 'finishing', weightMg: item.mg }, 'all');
      await takeInFinished(ctx, tree.items, castDays.indexOf(castDay) % 2 === 0 ? 'PP-CM' : 'PP-TK');
    }
  }
}

async function takeInFinished(ctx: Ctx, items: readonly { id: number; mg: number }[], branch: string): Promise<void> {
  const documentId = await acceptPieces(ctx.tx, ctx.manager, {
    branchId: ctx.branchId(branch),
    sourceHolderId: ctx.holderId('CASTING'),
    note: 'From the week’s tree',
    lines: items.map((i) => ({ itemId: i.id, grossMg: i.mg, stoneMg: 0, photos: [] })),
  });
  const taken = await getStockDocument(ctx.tx, documentId);
  ctx.inStock.get(ctx.branchId(branch))!.push(...taken.lines.map((l) => l.code));
}

/** A day at both counters: a few sales, a buy-back now and then, customers paying what they owe. */
async function counterDay(
  ctx: Ctx,
  daysAgo: number,
  credit: { invoiceId: number; customerId: number; branchId: number; owed: number; payOnDay: number | null }[],
): Promise<void> {
  const { tx, rng } = ctx;
  const at = shopInstant(daysAgo, 15, 20);
  for (const branch of ['PP-CM', 'PP-TK']) {
    const branchId = ctx.branchId(branch);
    const inStock = ctx.inStock.get(branchId)!;
    const sales = branch === 'PP-CM' ? rng.int(0, 2) : rng.int(0, 1) + (rng.chance(0.3) ? 1 : 0);
    for (let s = 0; s < sales && inStock.length > 2; s++) {
      const first = inStock.splice(rng.int(0, inStock.length - 1), 1)[0]!;
      const lines: SaleLineInput[] = [{ kind: 'piece', code: first }];
      if (rng.chance(0.2)) lines.push({ kind: 'piece', code: inStock.splice(rng.int(0, inStock.length - 1), 1)[0]! });
      const tradeIn = rng.chance(0.15);
      if (tradeIn) lines.push({ kind: 'old_gold', materialId: ctx.materialId('AU750'), weightMg: rng.int(15, 50) * 100, description: rng.pick(buybackNotes) });
      const walkIn = rng.chance(0.35);
      const customerId = walkIn ? null : rng.pick(ctx.customers);
      const quote = await quoteSale(tx, { branchId, lines, discountCents: 0, customerId }, { mayMoveRatesBothWays: false, locale: 'en' });
      const total = quote.totalCents;
      if (total <= 0) continue;
      const style = walkIn ? rng.pick(['usd', 'khr', 'khqr', 'mixed'] as const) : rng.pick(['usd', 'khr', 'khqr', 'mixed', 'part', 'part', 'credit'] as const);
      const tenders = tendersFor(style, total, quote.khrPerUsd, rng);
      const paid = style === 'part' ? tenders.reduce((sum, t) => sum + (t.currency === 'USD' ? t.amountMinor : 0), 0) : style === 'credit' ? 0 : total;
      const dueDate = paid < total ? shopDayOf(new Date(at.getTime() + rng.pick([7, 10, 14]) * 86_400_000)) : null;
      const outcome = await createSale(
        tx,
        ctx.cashier,
        createSaleBodySchema.parse({ branchId, customerId, sellerStaffId: ctx.sellers[branch] ?? null, dueDate, lines, tenders, note: '' }),
        at,
      );
      ctx.counts.invoices += 1;
      if (paid < total && customerId !== null) {
        // Most pay the rest within their term; some pay part; a few let it run past the due date.
        const payOnDay = rng.chance(0.7) ? daysAgo - rng.int(3, 12) : null;
        credit.push({ invoiceId: outcome.invoiceId, customerId, branchId, owed: total - paid, payOnDay: payOnDay !== null && payOnDay >= 1 ? payOnDay : null });
      }
    }
    if (rng.chance(0.15)) {
      await createSale(
        tx,
        ctx.cashier,
        {
          ...createPurchaseBodySchema.parse({
            branchId,
            lines: [{ kind: 'old_gold', materialId: ctx.materialId(rng.chance(0.5) ? 'AU750' : 'AU9999'), weightMg: rng.int(20, 120) * 100, description: rng.pick(buybackNotes) }],
          }),
          kind: 'purchase',
          discountCents: 0,
          sellerStaffId: null,
          dueDate: null,
          tenders: [],
          sampleInvoiceId: null,
        },
        at,
      );
      ctx.counts.purchases += 1;
    }
  }
  for (const owed of credit) {
    if (owed.payOnDay !== daysAgo) continue;
    const whole = rng.chance(0.6);
    const amountCents = whole ? owed.owed : Math.max(100, Math.round(owed.owed / 2 / 100) * 100);
    const body: RecordPaymentBody = {
      branchId: owed.branchId,
      customerId: owed.customerId,
      type: 'payment',
      allocations: [{ invoiceId: owed.invoiceId, amountCents }],
      tenders: [rng.chance(0.5) ? { method: 'khqr', currency: 'USD', amountMinor: amountCents, reference: `KHQR ${rng.int(100_000, 999_999)}` } : { method: 'cash', currency: 'USD', amountMinor: amountCents }],
      note: whole ? 'Balance paid' : 'Instalment',
    };
    await recordPayment(tx, ctx.cashier, recordPaymentBodySchema.parse(body), at);
    ctx.counts.payments += 1;
    owed.owed -= amountCents;
    owed.payOnDay = owed.owed > 0 && daysAgo > 4 ? daysAgo - 3 : null;
  }
}

/** How a customer pays: dollars, riel to the note, KHQR to the cent, a mix, a deposit, or nothing yet. */
function tendersFor(style: 'usd' | 'khr' | 'khqr' | 'mixed' | 'part' | 'credit', total: number, khrPerUsd: number, rng: Random): TenderInput[] {
  const khqrRef = () => `KHQR ${rng.int(100_000, 999_999)}`;
  switch (style) {
    case 'usd':
      return [{ method: 'cash', currency: 'USD', amountMinor: Math.ceil(total / 1_000) * 1_000 }];
    case 'khr':
      return [{ method: 'cash', currency: 'KHR', amountMinor: Math.ceil((total * khrPerUsd) / 100 / 10_000) * 10_000 }];
    case 'khqr':
      return [{ method: 'khqr', currency: 'USD', amountMinor: total, reference: khqrRef() }];
    case 'mixed': {
      const cash = Math.floor(total / 2 / 5_000) * 5_000;
      return cash > 0 ? [{ method: 'cash', currency: 'USD', amountMinor: cash }, { method: 'khqr', currency: 'USD', amountMinor: total - cash, reference: khqrRef() }] : [{ method: 'khqr', currency: 'USD', amountMinor: total, reference: khqrRef() }];
    }
    case 'part':
      return [{ method: 'cash', currency: 'USD', amountMinor: Math.max(1_000, Math.floor((total * rng.int(30, 60)) / 100 / 1_000) * 1_000) }];
    case 'credit':
      return [];
  }
}

/** The month's counts, for the load's log line. */
export function describeMonth(counts: MonthCounts): string {
  return `${counts.openingPieces} pieces taken in, ${counts.entries} entries, ${counts.casts} casts, ${counts.invoices} invoices, ${counts.purchases} buy-backs, ${counts.payments} later payments, ${counts.ratePublications} rate boards`;
}
