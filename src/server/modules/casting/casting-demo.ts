import type { Tx } from '../../platform/db/database';
import { demoUsers } from '../../platform/demo/platform-demo';
import { findMaterialCategories } from '../materials';
import { findItems, moveItem } from '../production';
import { shopTimeOf } from '../../platform/shop-time';
import { createCast, createWaxPiece, cutCast, finishCast, pourCast, recordCastResult } from './casting.service';

/**
 * The wax of each 18K piece the production demo left at waxing, mg. A piece
 * weighs about wax × 16 (the AU750 ratio) less its share of the sprue.
 */
const waxOf: Readonly<Record<string, number>> = {
  'Plain band, 18K, 1 chi': 290,
  'Engagement ring, 18K, five stones': 330,
  'Lotus ring, 18K': 430,
  'Pendant, 18K, to match the ring': 260,
  "Signet ring, 18K, men's": 540,
  'Ruby ring, 18K': 350,
  'Wedding ring (his), 18K': 440,
  'Wedding ring (hers), 18K': 280,
  'Stud earrings, 18K, pair': 250,
};

/**
 * Yesterday's tree, finished. Wax 1,050 mg × 16 = 16,800 mg estimated; 18,500
 * issued, 1,100 back unpoured (ratio achieved 17,400 ÷ 1,050 = 16.57); clean
 * 17,240, so loss 18,500 − 1,100 − 17,240 = 160 mg (0.86 %); root 3,520 back
 * to the safe; pieces 13,720 mg.
 */
const finishedTree = {
  pieces: ['Plain band, 18K, 1 chi', 'Engagement ring, 18K, five stones', 'Lotus ring, 18K'],
  weights: { actualMg: 18_500, overMg: 1_100, resultMg: 17_630, cleanMg: 17_240, rootMg: 3_520 },
};

/** Today's tree, out of the flask and being cleaned: wax 1,150 mg, 19,800 issued, 1,200 back. */
const cleaningTree = {
  pieces: ['Pendant, 18K, to match the ring', "Signet ring, 18K, men's", 'Ruby ring, 18K'],
  weights: { actualMg: 19_800, overMg: 1_200, resultMg: 18_950 },
};

/**
 * Waxes for every 18K piece at waxing, one tree finished and one being
 * cleaned, the rest waiting on /wax. The metal comes from the first safe and
 * every gram is a posting of the casting service; the finished tree's pieces
 * then move on through the production service.
 */
export async function seedCastingDemo(tx: Tx): Promise<void> {
  const { person, actor } = await demoUsers(tx, ['manager', 'caster']);
  const caster = actor('caster');
  const manager = actor('manager');
  const au750 = (await findMaterialCategories(tx, {})).items.find((m) => m.code === 'AU750');
  if (!au750) throw new Error('the demo material AU750 is missing: seed the materials first');

  const waxing = await findItems(tx, { page: 1, pageSize: 100, stage: 'waxing', materialId: au750.id, order: 'stageSince' });
  const waxPieceOf = new Map<string, { waxPieceId: number; itemId: number }>();
  for (const item of [...waxing.items].sort((a, b) => a.id - b.id)) {
    const waxMg = waxOf[item.description];
    if (waxMg === undefined) continue;
    const piece = await createWaxPiece(tx, caster, { itemId: item.id, waxMg });
    waxPieceOf.set(item.description, { waxPieceId: piece.id, itemId: item.id });
  }
  const onTree = (descriptions: readonly string[]) =>
    descriptions.map((description) => {
      const found = waxPieceOf.get(description);
      if (!found) throw new Error(`the demo piece "${description}" is not at waxing: seed production first`);
      return found;
    });
  const shop = await shopTimeOf(tx);
  const tree = (castOn: Date, descriptions: readonly string[], note: string) =>
    createCast(tx, caster, {
      castOn: shop.dayOf(castOn),
      handlerStaffId: person('caster').staffId,
      materialId: au750.id,
      waxPieceIds: onTree(descriptions).map((p) => p.waxPieceId),
      note,
    });

  const finished = await tree(new Date(Date.now() - 24 * 3_600_000), finishedTree.pieces, 'Rings for the week');
  const w = finishedTree.weights;
  await pourCast(tx, caster, finished.id, { actualMg: w.actualMg });
  await recordCastResult(tx, caster, finished.id, { overMg: w.overMg, resultMg: w.resultMg });
  await cutCast(tx, caster, finished.id, { cleanMg: w.cleanMg, rootMg: w.rootMg });
  await finishCast(tx, caster, finished.id);
  // The plain band waits at cleaning; the pieces weighed after cleaning make up the 13,720 mg.
  const [, engagementRing, lotusRing] = onTree(finishedTree.pieces);
  const details = { photoUrl: null, note: '' };
  await moveItem(tx, manager, engagementRing!.itemId, { ...details, to: 'setting', label: 'setting', weightMg: 4_450 }, 'all');
  await moveItem(tx, manager, lotusRing!.itemId, { ...details, to: 'assembling', label: 'assembly', weightMg: 5_410 }, 'all');
  await moveItem(tx, manager, lotusRing!.itemId, { ...details, to: 'finishing', label: 'finishing', weightMg: 5_380 }, 'all');

  const cleaning = await tree(new Date(), cleaningTree.pieces, '');
  await pourCast(tx, caster, cleaning.id, { actualMg: cleaningTree.weights.actualMg });
  await recordCastResult(tx, caster, cleaning.id, { overMg: cleaningTree.weights.overMg, resultMg: cleaningTree.weights.resultMg });
}
