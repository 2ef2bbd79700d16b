import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { CastDetail, WaxPiece } from '../../../shared/contracts/casting/cast';
import type { CreateCastBody } from '../../../shared/contracts/casting/create-cast';
import { audit, type Actor } from '../../platform/audit';
import type { Tx } from '../../platform/db/database';
import { badInput, conflict, notFound, ruleBroken } from '../../platform/errors';
import type { MessageKey } from '../../platform/i18n/messages';
import { nextDocumentNumber } from '../../platform/numbering';
import { staff } from '../../platform/platform.tables';
import { auditBackdate, postDocument, shopTodaySql, type Movement, type PostingDay, type PostingDocument } from '../../ledger';
import { firstHolderOfKind, holderById, materialById, type HolderRef } from '../materials';
import { lockProductionItems, moveItems, productionItemRefs } from '../production';
import { castBalances, castFigures, castWeightProblems, type CastWeightInputs } from '../../../shared/casting/cast-weights';
import { casts, waxPieces, type CastStatus } from './casting.tables';
import { getCast, getWaxPiece } from './cast-views';
import { once } from '../../platform/once';

export { findCasts, findWaxPieces, getCast, getCastSummary, getWaxEstimates } from './cast-views';

type CastRow = typeof casts.$inferSelect;
type HolderRow = HolderRef;
/** Production's items, as that module offers them to read. */
const itemRef = once(() => productionItemRefs('item_ref'));

/** The document the postings of a cast belong to. */
const castDocument = (castId: number): PostingDocument => ({ kind: 'cast', id: castId });

/** Each step of the flow, the status it needs and the one it leaves (DESIGN §3.4). */
const castSteps = {
  pour: { from: 'WAX_PREPARING', to: 'casting' },
  result: { from: 'casting', to: 'cleaning' },
  cut: { from: 'cleaning', to: 'cut' },
  finish: { from: 'cut', to: 'finished' },
} as const satisfies Record<string, { from: CastStatus; to: CastStatus }>;
type CastStep = keyof typeof castSteps;

/** A wax piece made for an item at the waxing stage; an item has at most one piece waiting. */
export async function createWaxPiece(tx: Tx, actor: Actor, input: { readonly itemId: number; readonly waxMg: number }): Promise<WaxPiece> {
  const [item] = await lockProductionItems(tx, [input.itemId]);
  if (!item) throw notFound('item');
  if (item.stage !== 'waxing') throw conflict('casting.itemNotWaxing', { code: item.code, stage: item.stage });
  const [waiting] = await tx
    .select({ id: waxPieces.id })
    .from(waxPieces)
    .where(and(eq(waxPieces.itemId, item.id), isNull(waxPieces.castId)));
  if (waiting) throw conflict('casting.itemHasWax', { code: item.code });
  const [piece] = await tx
    .insert(waxPieces)
    .values({ itemId: item.id, waxMg: input.waxMg, createdBy: actor.userId })
    .returning({ id: waxPieces.id });
  await audit(tx, actor, { action: 'casting.wax', entity: 'waxPiece', entityId: piece!.id, after: { itemCode: item.code, waxMg: input.waxMg } });
  return getWaxPiece(tx, piece!.id);
}

/**
 * Puts waiting wax pieces on a new tree of one material. The wax ratio is
 * the material's at this moment; the number is taken last (no gaps).
 */
export async function createCast(tx: Tx, actor: Actor, input: CreateCastBody): Promise<CastDetail> {
  const pieceIds = input.waxPieceIds;
  const duplicates: Record<string, MessageKey> = {};
  pieceIds.forEach((id, i) => {
    if (pieceIds.indexOf(id) !== i) duplicates[`waxPieceIds.${i}`] = 'casting.duplicateWaxPiece';
  });
  if (Object.keys(duplicates).length > 0) throw badInput(duplicates);

  const material = await materialById(tx, input.materialId);
  if (!material) throw notFound('material');
  if (!material.active) throw ruleBroken('materials.inactive', { what: 'material', code: material.code });

  const pieces = await tx
    .select({ id: waxPieces.id, waxMg: waxPieces.waxMg, castId: waxPieces.castId, itemCode: itemRef().code, stage: itemRef().stage, materialId: itemRef().materialId })
    .from(waxPieces)
    .innerJoin(itemRef(), eq(itemRef().id, waxPieces.itemId))
    .where(inArray(waxPieces.id, [...pieceIds]))
    .orderBy(waxPieces.id)
    .for('update', { of: waxPieces });
  const fields: Record<string, MessageKey> = {};
  pieceIds.forEach((id, i) => {
    const piece = pieces.find((p) => p.id === id);
    if (!piece) fields[`waxPieceIds.${i}`] = 'casting.unknownWaxPiece';
    else if (piece.materialId !== material.id) fields[`waxPieceIds.${i}`] = 'casting.waxOfOtherMaterial';
  });
  if (Object.keys(fields).length > 0) throw badInput(fields);
  const taken = pieces.find((p) => p.castId !== null);
  if (taken) throw conflict('casting.waxAlreadyOnCast', { id: taken.id, code: taken.itemCode });
  const notWaxing = pieces.find((p) => p.stage !== 'waxing');
  if (notWaxing) throw conflict('casting.itemNotWaxing', { code: notWaxing.itemCode, stage: notWaxing.stage });

  const source = await castingParty(tx, 'safe', input.sourceHolderId ?? null);
  const room = await castingParty(tx, 'casting', input.castingHolderId ?? null);
  if (input.handlerStaffId != null) {
    const [handler] = await tx.select({ id: staff.id }).from(staff).where(eq(staff.id, input.handlerStaffId));
    if (!handler) throw notFound('staff');
  }

  const waxMg = pieces.reduce((sum, p) => sum + p.waxMg, 0);
  const number = await nextDocumentNumber(tx, 'CA');
  const [cast] = await tx
    .insert(casts)
    .values({
      number,
      castOn: input.castOn,
      handlerStaffId: input.handlerStaffId ?? null,
      materialId: material.id,
      sourceHolderId: source.id,
      castingHolderId: room.id,
      waxRatioMilli: material.waxRatioMilli,
      waxMg,
      note: input.note ?? '',
      createdBy: actor.userId,
      // Today in the shop's zone until a step posts its metal (each step sets it: recordStep).
      postingDate: sql`${shopTodaySql}`,
    })
    .returning();
  await tx.update(waxPieces).set({ castId: cast!.id }).where(inArray(waxPieces.id, [...pieceIds]));
  await audit(tx, actor, {
    action: 'casting.create',
    entity: 'cast',
    entityId: cast!.id,
    after: { number, materialCode: material.code, waxMg, waxPieceIds: [...pieceIds].sort((a, b) => a - b), source: source.code, room: room.code },
  });
  return getCast(tx, cast!.id);
}

/**
 * WAX_PREPARING → casting: the metal issued goes from the source holder to the casting room; the items go to casting.
 * Each step that moves metal posts on `postingDay` (postingDayOf: today when left out).
 */
export async function pourCast(tx: Tx, actor: Actor, castId: number, input: { readonly actualMg: number }, postingDay?: PostingDay): Promise<CastDetail> {
  const cast = await castAtStep(tx, castId, 'pour');
  refuseImpossibleWeights({ ...cast, ...input });
  await postDocument(tx, {
    actor,
    document: castDocument(cast.id),
    movements: [{ materialId: cast.materialId, fromHolderId: cast.sourceHolderId, toHolderId: cast.castingHolderId, mg: input.actualMg, reason: 'cast.actual' }],
    postingDay,
  });
  await moveItems(tx, actor, await itemIdsOf(tx, cast.id), { to: 'casting', castId: cast.id, note: cast.number });
  return recordStep(tx, actor, cast, 'pour', postingDay, { actualMg: input.actualMg });
}

/** casting → cleaning: the tree is out of the flask; the metal not poured goes back to the source. */
export async function recordCastResult(
  tx: Tx,
  actor: Actor,
  castId: number,
  input: { readonly overMg: number; readonly resultMg: number },
  postingDay?: PostingDay,
): Promise<CastDetail> {
  const cast = await castAtStep(tx, castId, 'result');
  refuseImpossibleWeights({ ...cast, ...input });
  await postBack(tx, actor, cast, cast.sourceHolderId, input.overMg, 'cast.over', postingDay);
  return recordStep(tx, actor, cast, 'result', postingDay, input);
}

/**
 * cleaning → cut: the clean tree is weighed and the root cut off goes back to
 * the source. Weights that cannot stand together (a negative loss among them)
 * are refused with field errors before anything is written.
 */
export async function cutCast(tx: Tx, actor: Actor, castId: number, input: { readonly cleanMg: number; readonly rootMg: number }, postingDay?: PostingDay): Promise<CastDetail> {
  const cast = await castAtStep(tx, castId, 'cut');
  refuseImpossibleWeights({ ...cast, ...input });
  await postBack(tx, actor, cast, cast.sourceHolderId, input.rootMg, 'cast.root', postingDay);
  return recordStep(tx, actor, cast, 'cut', postingDay, input);
}

/**
 * cut → finished, only when the metal balances (INV): the loss goes to
 * `loss`; the pieces' metal (clean − root) stays at the casting room for the
 * jewellers' entries, and the items move on to cleaning.
 */
export async function finishCast(tx: Tx, actor: Actor, castId: number, input: { readonly note?: string } = {}, postingDay?: PostingDay): Promise<CastDetail> {
  const cast = await castAtStep(tx, castId, 'finish');
  if (!castBalances(cast)) throw ruleBroken('casting.notBalanced', { number: cast.number });
  const { lossMg, piecesMg } = castFigures(cast);
  const loss = await firstHolderOfKind(tx, 'loss');
  if (!loss) throw new Error('the system holder LOSS is missing: migrate first');
  await postBack(tx, actor, cast, loss.id, lossMg ?? 0, 'cast.loss', postingDay);
  await moveItems(tx, actor, await itemIdsOf(tx, cast.id), { to: 'cleaning', castId: cast.id, note: input.note || cast.number });
  return recordStep(tx, actor, cast, 'finish', postingDay, { finishedAt: new Date() }, { lossMg, piecesMg });
}

/** The cast, locked for this step; a step out of order is a 409 that says where the cast is. */
async function castAtStep(tx: Tx, castId: number, step: CastStep): Promise<CastRow> {
  const [cast] = await tx.select().from(casts).where(eq(casts.id, castId)).for('update');
  if (!cast) throw notFound('cast');
  const needed = castSteps[step].from;
  if (cast.status !== needed) throw conflict('casting.wrongStep', { number: cast.number, status: cast.status, needed });
  return cast;
}

function refuseImpossibleWeights(weights: CastWeightInputs): void {
  const problems = castWeightProblems(weights);
  if (Object.keys(problems).length > 0) throw badInput(problems);
}

/** Metal from the casting room to a holder, when there is any to move. */
async function postBack(tx: Tx, actor: Actor, cast: CastRow, toHolderId: number, mg: number, reason: Movement['reason'], postingDay: PostingDay | undefined): Promise<void> {
  if (mg <= 0) {
    // Nothing to post; a back-dated step is still audited (postingDayOf has checked its month).
    await auditBackdate(tx, actor, 'cast', cast.id, postingDay);
    return;
  }
  const movement: Movement = { materialId: cast.materialId, fromHolderId: cast.castingHolderId, toHolderId, mg, reason };
  await postDocument(tx, { actor, document: castDocument(cast.id), movements: [movement], postingDay });
}

async function recordStep(
  tx: Tx,
  actor: Actor,
  cast: CastRow,
  step: CastStep,
  postingDay: PostingDay | undefined,
  changes: Partial<Pick<CastRow, 'actualMg' | 'overMg' | 'resultMg' | 'cleanMg' | 'rootMg' | 'finishedAt'>>,
  figures: object = {},
): Promise<CastDetail> {
  const status = castSteps[step].to;
  // The cast is on the day of its latest step, as that step's postings (finished: the day its loss is posted).
  const postingDate = postingDay ? postingDay.date : sql`${shopTodaySql}`;
  await tx
    .update(casts)
    .set({ ...changes, status, postingDate })
    .where(eq(casts.id, cast.id));
  const { finishedAt: _, ...weights } = changes;
  await audit(tx, actor, {
    action: `casting.${step}`,
    entity: 'cast',
    entityId: cast.id,
    before: { status: cast.status },
    after: { number: cast.number, status, ...weights, ...figures },
  });
  return getCast(tx, cast.id);
}

async function itemIdsOf(tx: Tx, castId: number): Promise<number[]> {
  const rows = await tx.select({ itemId: waxPieces.itemId }).from(waxPieces).where(eq(waxPieces.castId, castId)).orderBy(asc(waxPieces.itemId));
  return rows.map((r) => r.itemId);
}

/**
 * The safe the metal comes from, or the casting room that holds it: the one
 * asked for, or the first active of its kind.
 */
async function castingParty(tx: Tx, kind: 'safe' | 'casting', askedId: number | null): Promise<HolderRow> {
  const field = kind === 'safe' ? 'sourceHolderId' : 'castingHolderId';
  const holder = askedId === null ? await firstHolderOfKind(tx, kind, { active: true }) : await holderById(tx, askedId);
  if (!holder) {
    if (askedId !== null) throw notFound('holder');
    throw ruleBroken(kind === 'safe' ? 'materials.noSafe' : 'casting.noCastingRoom');
  }
  if (holder.kind !== kind) throw badInput({ [field]: kind === 'safe' ? 'casting.sourceNotASafe' : 'casting.notACastingRoom' });
  if (!holder.active) throw ruleBroken('materials.inactive', { what: 'holder', code: holder.code });
  return holder;
}
