import { eq } from 'drizzle-orm';
import type { Actor } from '../../platform/audit';
import type { Tx } from '../../platform/db/database';
import { demoUsers } from '../../platform/demo/platform-demo';
import { findMaterialCategories } from '../materials';
import { findJewelryCategories } from '../stock';
import type { ProductionStage } from './production-stages';
import { createItem, createPreOrder, moveItem, recordItemStep, type NewPiece } from './production.service';
import { shopTimeOf } from '../../platform/shop-time';
import { productionItems } from './production.tables';

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

/** How far the production demo takes a piece; the casting demo takes the 18K waxes further. */
type DemoStage = Extract<ProductionStage, 'ordering' | 'designing' | 'printing' | 'waxing'>;

interface DemoPiece {
  readonly description: string;
  readonly material: 'AU750' | 'AU9999';
  /** A code of the stock demo's jewelry categories. */
  readonly category: 'RING' | 'NECKLACE' | 'BRACELET' | 'EARRING' | 'PENDANT' | 'BANGLE';
  readonly targetWeightMg: number;
  /** Whether the demo designer is assigned. */
  readonly designed: boolean;
  readonly reach: DemoStage;
  /** At designing: the designer has recorded design_finish. */
  readonly designFinished?: boolean;
  /** Carved by hand straight in wax: designing → waxing without the printer. */
  readonly carved?: boolean;
  /** Hours in the stage reached, so the board shows its age colours (green < 48 h ≤ orange < 168 h ≤ red). */
  readonly hoursInStage: number;
  readonly note?: string;
}

interface DemoPreOrder {
  readonly customerName: string;
  readonly customerPhone: string;
  readonly designRef: string;
  readonly note: string;
  readonly depositMinor: number;
  readonly depositCurrency: 'USD' | 'KHR';
  /** Days from today to the promised day; negative is already late. */
  readonly promisedInDays: number;
  readonly pieces: readonly DemoPiece[];
}

const demoPreOrders: readonly DemoPreOrder[] = [
  {
    customerName: 'សុខ ស្រីពៅ',
    customerPhone: '012 555 101',
    designRef: 'WED-SP-01',
    note: 'Engrave both names inside the rings',
    depositMinor: 20_000,
    depositCurrency: 'USD',
    promisedInDays: 12,
    pieces: [
      { description: 'Wedding ring (his), 18K', material: 'AU750', category: 'RING', targetWeightMg: 6_000, designed: true, reach: 'waxing', hoursInStage: 28 },
      { description: 'Wedding ring (hers), 18K', material: 'AU750', category: 'RING', targetWeightMg: 3_750, designed: true, reach: 'waxing', hoursInStage: 28 },
    ],
  },
  {
    customerName: 'ចាន់ ដារ៉ា',
    customerPhone: '017 888 202',
    designRef: 'ENG-CD-07',
    note: 'Five small diamonds; the customer brings the centre stone',
    depositMinor: 5_000,
    depositCurrency: 'USD',
    promisedInDays: -3,
    pieces: [
      { description: 'Engagement ring, 18K, five stones', material: 'AU750', category: 'RING', targetWeightMg: 4_200, designed: true, reach: 'waxing', hoursInStage: 40 },
      { description: 'Pendant, 18K, to match the ring', material: 'AU750', category: 'PENDANT', targetWeightMg: 3_500, designed: true, reach: 'waxing', hoursInStage: 40 },
    ],
  },
  {
    customerName: 'កែវ សុផល',
    customerPhone: '092 333 404',
    designRef: 'EAR-KS-03',
    note: 'Jasmine flowers, matching set',
    depositMinor: 300_000,
    depositCurrency: 'KHR',
    promisedInDays: 20,
    pieces: [
      { description: 'Earring (left), 18K, jasmine', material: 'AU750', category: 'EARRING', targetWeightMg: 2_200, designed: true, reach: 'designing', designFinished: true, hoursInStage: 80 },
      { description: 'Earring (right), 18K, jasmine', material: 'AU750', category: 'EARRING', targetWeightMg: 2_200, designed: true, reach: 'designing', hoursInStage: 80 },
      { description: 'Necklace, 18K, jasmine chain', material: 'AU750', category: 'NECKLACE', targetWeightMg: 9_500, designed: false, reach: 'ordering', hoursInStage: 20 },
    ],
  },
  {
    customerName: 'មាស បុប្ផា',
    customerPhone: '011 246 810',
    designRef: 'BRC-MB-02',
    note: 'A bracelet for her mother, a bangle for the grandson',
    depositMinor: 10_000,
    depositCurrency: 'USD',
    promisedInDays: 30,
    pieces: [
      { description: 'Bracelet, 24K, kbach pattern', material: 'AU9999', category: 'BRACELET', targetWeightMg: 15_000, designed: true, reach: 'ordering', hoursInStage: 60 },
      { description: 'Baby bangle, 24K', material: 'AU9999', category: 'BANGLE', targetWeightMg: 7_500, designed: true, reach: 'printing', hoursInStage: 30 },
    ],
  },
];

const demoStockPieces: readonly DemoPiece[] = [
  { description: 'Lotus ring, 18K', material: 'AU750', category: 'RING', targetWeightMg: 5_600, designed: true, reach: 'waxing', hoursInStage: 30 },
  { description: 'Plain band, 18K, 1 chi', material: 'AU750', category: 'RING', targetWeightMg: 3_750, designed: true, reach: 'waxing', hoursInStage: 30 },
  { description: "Signet ring, 18K, men's", material: 'AU750', category: 'RING', targetWeightMg: 7_500, designed: true, reach: 'waxing', carved: true, hoursInStage: 30 },
  { description: 'Ruby ring, 18K', material: 'AU750', category: 'RING', targetWeightMg: 4_800, designed: true, reach: 'waxing', hoursInStage: 30 },
  { description: 'Stud earrings, 18K, pair', material: 'AU750', category: 'EARRING', targetWeightMg: 3_200, designed: true, reach: 'waxing', hoursInStage: 52 },
  { description: 'Apsara pendant, 24K', material: 'AU9999', category: 'PENDANT', targetWeightMg: 6_000, designed: true, reach: 'designing', hoursInStage: 110, note: 'second sketch, smaller crown' },
  // Waiting for the printer for over a week: the board shows it red and /follow-up/unfinished lists it as stuck.
  { description: 'Naga ring, 18K', material: 'AU750', category: 'RING', targetWeightMg: 5_200, designed: true, reach: 'printing', hoursInStage: 9 * 24 },
];

const noDetails = { weightMg: null, photoUrl: null, note: '' } as const;

/**
 * Pre-orders from four customers (one already past its promised day) and
 * stock pieces, walked through the design stages by the demo designer and to
 * waxing by the manager: all through the production service, so every step
 * is an event on the item's timeline.
 */
export async function seedProductionDemo(tx: Tx): Promise<void> {
  const { person, actor } = await demoUsers(tx, ['manager', 'designer']);
  const manager = actor('manager');
  const designer = actor('designer');
  const designerStaffId = person('designer').staffId;
  const materials = (await findMaterialCategories(tx, {})).items;
  const materialId = (code: string) => {
    const found = materials.find((m) => m.code === code);
    if (!found) throw new Error(`the demo material ${code} is missing: seed the materials first`);
    return found.id;
  };
  const categories = (await findJewelryCategories(tx, {})).items;
  const categoryId = (code: string) => {
    const found = categories.find((c) => c.code === code);
    if (!found) throw new Error(`the demo jewelry category ${code} is missing: seed the stock first`);
    return found.id;
  };
  const newPiece = (piece: DemoPiece): Omit<NewPiece, 'designRef' | 'photoUrl'> => ({
    description: piece.description,
    materialId: materialId(piece.material),
    categoryId: categoryId(piece.category),
    designerStaffId: piece.designed ? designerStaffId : null,
    targetWeightMg: piece.targetWeightMg,
  });

  const placed: { id: number; piece: DemoPiece }[] = [];
  const now = Date.now();
  const shop = await shopTimeOf(tx);
  for (const order of demoPreOrders) {
    const { pieces, promisedInDays, ...fields } = order;
    const { body } = await createPreOrder(tx, manager, {
      ...fields,
      promisedOn: shop.dayOf(now + promisedInDays * dayMs),
      photos: [],
      items: pieces.map(newPiece),
    });
    body.items.forEach((item, i) => placed.push({ id: item.id, piece: pieces[i]! }));
  }
  for (const piece of demoStockPieces) {
    const item = await createItem(tx, manager, newPiece(piece));
    placed.push({ id: item.id, piece });
  }

  for (const { id, piece } of placed) {
    await walkDesign(tx, { manager, designer }, id, piece);
    await tx
      .update(productionItems)
      .set({ stageSince: new Date(now - piece.hoursInStage * hourMs) })
      .where(eq(productionItems.id, id));
  }
}

/** ordering → designing → (printing) → waxing, each step by whoever does it in the workshop. */
async function walkDesign(tx: Tx, by: { manager: Actor; designer: Actor }, id: number, piece: DemoPiece): Promise<void> {
  if (piece.reach === 'ordering') return;
  const designer = piece.designed ? by.designer : by.manager;
  const scope = piece.designed ? 'design' : 'all';
  await moveItem(tx, designer, id, { ...noDetails, to: 'designing', label: 'design_progress', note: piece.note ?? '' }, scope);
  if (piece.reach === 'designing' && !piece.designFinished) return;
  await recordItemStep(tx, designer, id, { ...noDetails, label: 'design_finish' }, scope);
  if (piece.reach === 'designing') return;
  if (piece.carved) {
    await moveItem(tx, by.manager, id, { ...noDetails, to: 'waxing', label: 'WAX_PREPARING', note: 'carved by hand' }, 'all');
    return;
  }
  await moveItem(tx, designer, id, { ...noDetails, to: 'printing', label: 'print' }, scope);
  if (piece.reach === 'printing') return;
  await moveItem(tx, by.manager, id, { ...noDetails, to: 'waxing', label: 'WAX_PREPARING' }, 'all');
}
