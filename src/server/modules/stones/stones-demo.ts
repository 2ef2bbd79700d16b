import { and, eq } from 'drizzle-orm';
import type { StoneShape } from '../../../shared/contracts/stones/stone';
import type { Actor } from '../../platform/audit';
import type { Tx } from '../../platform/db/database';
import { branches, users } from '../../platform/platform.tables';
import { staffHolderIds } from '../materials';
import { preOrderIdByDesignRef, productionItemIdByDescription } from '../production';
import { createGemReport } from './gem-reports.service';
import { adjustLot, receiveLot, splitLot } from './stone-lots.service';
import { assignPreparation, prepareStones, returnPreparedStones } from './stone-preparations.service';
import { stoneLots, stoneSizeChart } from './stones.tables';

/**
 * One stone of a type, shape and size (1/100 mm) weighs so many milli-carats:
 * the usual round-brilliant diamond table, and the coloured stones the shop
 * sets (rubies and sapphires weigh about a fifth more than a diamond of the
 * same size, emeralds a fifth less, cubic zirconia two thirds more).
 */
const chart: readonly (readonly [string, StoneShape, readonly (readonly [number, number])[]])[] = [
  [
    'Diamond',
    'round',
    [[100, 5], [130, 10], [150, 15], [180, 25], [200, 30], [250, 60], [300, 100], [350, 160], [400, 250], [450, 350], [500, 500], [550, 600], [600, 750], [650, 1_000]],
  ],
  ['Ruby', 'round', [[200, 40], [300, 125], [400, 300], [500, 600]]],
  ['Ruby', 'oval', [[400, 250], [500, 620], [600, 1_000], [700, 1_500]]],
  ['Sapphire', 'round', [[200, 40], [300, 130], [400, 300], [500, 600]]],
  ['Emerald', 'emerald', [[500, 450], [600, 800], [700, 1_200]]],
  ['CZ', 'round', [[100, 8], [150, 25], [200, 55], [300, 180]]],
];

interface DemoLot {
  readonly stoneType: string;
  readonly shape: StoneShape;
  readonly sizeCmm: number;
  readonly colour: string;
  readonly quality: string;
  readonly count: number;
  readonly weightMct: number;
  readonly costCentsPerCarat: number | null;
  readonly supplier: string;
  /** Held on the setter's bench rather than in the workshop's safe. */
  readonly setterHolds?: boolean;
}

const demoLots: readonly DemoLot[] = [
  { stoneType: 'Diamond', shape: 'round', sizeCmm: 150, colour: 'G', quality: 'VS', count: 200, weightMct: 3_000, costCentsPerCarat: 90_000, supplier: 'Antwerp melee' },
  { stoneType: 'Diamond', shape: 'round', sizeCmm: 300, colour: 'G', quality: 'VS1', count: 12, weightMct: 1_210, costCentsPerCarat: 180_000, supplier: 'Antwerp melee' },
  { stoneType: 'Ruby', shape: 'oval', sizeCmm: 500, colour: 'Pigeon blood', quality: '', count: 8, weightMct: 5_000, costCentsPerCarat: 120_000, supplier: 'Pailin gems' },
  { stoneType: 'Sapphire', shape: 'round', sizeCmm: 300, colour: 'Royal blue', quality: '', count: 30, weightMct: 3_960, costCentsPerCarat: 35_000, supplier: 'Pailin gems' },
  { stoneType: 'CZ', shape: 'round', sizeCmm: 150, colour: 'White', quality: 'AAA', count: 1_000, weightMct: 25_000, costCentsPerCarat: null, supplier: 'Phsar Thmei wholesale', setterHolds: true },
];

/**
 * The size chart; five lots received at the workshop (the cubic zirconia on
 * the setter's bench), melee diamonds and two rubies split off to the
 * Central Market's counter for the gem POS, three chipped CZ written off;
 * the engagement ring's five diamonds prepared and assigned (the entries
 * demo then sets them), the matching pendant's prepared for its order, the
 * ruby ring's centre stone, the jasmine earrings' CZ with two returned; and
 * a gem report of the engagement ring.
 */
export async function seedStonesDemo(tx: Tx): Promise<void> {
  await tx.insert(stoneSizeChart).values(chart.flatMap(([stoneType, shape, rows]) => rows.map(([sizeCmm, mctPerStone]) => ({ stoneType, shape, sizeCmm, mctPerStone }))));

  const people = await tx.select({ id: users.id, username: users.username, staffId: users.staffId }).from(users);
  const actorOf = (username: string): Actor => ({ userId: people.find((p) => p.username === username)!.id, username });
  const manager = actorOf('manager');
  const setter = actorOf('setter');
  const branchRows = await tx.select({ id: branches.id, code: branches.code }).from(branches);
  const branchId = (code: string) => branchRows.find((b) => b.code === code)!.id;
  const setterStaff = people.find((p) => p.username === 'setter')!.staffId!;
  const [benchId] = await staffHolderIds(tx, setterStaff);

  const lots: number[] = [];
  for (const lot of demoLots) {
    const { setterHolds, ...fields } = lot;
    lots.push(await receiveLot(tx, manager, { ...fields, branchId: branchId('WS'), holderId: setterHolds ? (benchId ?? null) : null, note: '' }));
  }
  const [melee, diamonds3mm, rubies, , cz] = lots as [number, number, number, number, number];
  await splitLot(tx, manager, melee, { count: 50, weightMct: 752, branchId: branchId('PP-CM'), holderId: null, note: 'Loose melee for the counter' });
  await splitLot(tx, manager, rubies, { count: 2, weightMct: 1_240, branchId: branchId('PP-CM'), holderId: null, note: 'Two rubies for the window' });
  await adjustLot(tx, manager, cz, { count: -3, weightMct: -75, reason: 'Three chipped when sorted' });

  const item = async (description: string) => (await productionItemIdByDescription(tx, description))!;
  const order = async (designRef: string) => (await preOrderIdByDesignRef(tx, designRef))!;
  const engagementRing = await item('Engagement ring, 18K, five stones');
  const forRing = { itemId: engagementRing, preOrderId: null, note: '' };
  const centre = await prepareStones(tx, setter, { ...forRing, lotId: diamonds3mm, count: 1, weightMct: 100 });
  const sides = await prepareStones(tx, setter, { ...forRing, lotId: melee, count: 4, weightMct: 60 });
  await assignPreparation(tx, setter, centre, '');
  await assignPreparation(tx, setter, sides, 'Four around the centre stone');
  await prepareStones(tx, setter, { itemId: null, preOrderId: await order('ENG-CD-07'), lotId: melee, count: 3, weightMct: 45, note: 'For the matching pendant' });
  await prepareStones(tx, setter, { itemId: await item('Ruby ring, 18K'), preOrderId: null, lotId: rubies, count: 1, weightMct: 615, note: 'Centre stone' });
  const jasmine = await prepareStones(tx, setter, { itemId: null, preOrderId: await order('EAR-KS-03'), lotId: cz, count: 12, weightMct: 300, note: 'Jasmine hearts, six a side' });
  await returnPreparedStones(tx, setter, jasmine, { count: 2, weightMct: 50, note: 'Two spare' });
  await createGemReport(tx, manager, { branchId: branchId('WS'), itemId: engagementRing, preOrderId: null, note: '' });
}

/** The demo lot of a kind of stone at the workshop (for the entries demo's setting ticket). */
export async function demoLotOf(tx: Tx, stoneType: string, shape: StoneShape, sizeCmm: number): Promise<number> {
  const [lot] = await tx
    .select({ id: stoneLots.id })
    .from(stoneLots)
    .innerJoin(branches, eq(branches.id, stoneLots.branchId))
    .where(and(eq(stoneLots.stoneType, stoneType), eq(stoneLots.shape, shape), eq(stoneLots.sizeCmm, sizeCmm), eq(branches.code, 'WS')))
    .orderBy(stoneLots.id)
    .limit(1);
  if (!lot) throw new Error(`no demo lot of ${stoneType} ${shape} ${sizeCmm}: seed the stones first`);
  return lot.id;
}
