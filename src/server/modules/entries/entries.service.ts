import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { entryStep, type EntryAction, type EntryProgress } from '../../../shared/entries/entry-states';
import { closeCheck, materialProblems, pieceReturnProblems, returnLimitMg, type EntryCategoryFlags, type EntryRuleError } from '../../../shared/entries/entry-rules';
import { formatGrams } from '../../../shared/units';
import { audit, type Actor } from '../../platform/audit';
import type { Tx } from '../../platform/db/database';
import { AppError, badInput, conflict, forbidden, notFound, ruleBroken } from '../../platform/errors';
import type { MessageKey } from '../../platform/i18n/messages';
import { nextDocumentNumber } from '../../platform/numbering';
import { getSetting } from '../../platform/settings/settings.service';
import { auditBackdate, postDocument, shopTodaySql, type Movement, type PostingDay, type PostingDocument } from '../../ledger';
import { firstHolderOfKind, holderById, materialById } from '../materials';
import { productionItemsByIds } from '../production';
import { drawStonesForEntry, returnStonesOfEntry } from '../stones';
import { entries, entryCategories, entryCloseBatches, entryCloseBatchLines, entryPieces, entryPieceStones, type EntryType } from './entries.tables';

/**
 * Jewellers' work tickets (DESIGN §3.5), one transaction each. Metal moves
 * by ledger postings of the document `entry`:
 * - created: the pieces' weight (init) and the spare, source → jeweller;
 * - closed: what came back, jeweller → source (the entry waits for acceptance);
 * - sent back: that metal back to the bench, source → jeweller;
 * - accepted: the loss, jeweller → LOSS.
 * So the jeweller's holder always holds what its open entries still owe.
 */

type EntryRow = typeof entries.$inferSelect;
type PieceRow = typeof entryPieces.$inferSelect;

const entryDocument = (entryId: number): PostingDocument => ({ kind: 'entry', id: entryId });

/** A rule's key as the server words it. */
const ruleMessage: Record<EntryRuleError['key'], MessageKey> = {
  'form.needInput': 'validation.required',
  'form.needInputWeightReturn': 'entries.needInputWeightReturn',
  'form.photoRequired': 'entries.photoRequired',
  'form.needAtLeastPhoto': 'entries.needAtLeastPhoto',
  'form.cannotBeBigger': 'validation.cannotBeBiggerThan',
  'form.haveToBeBigger': 'validation.haveToBeBiggerThan',
  'entries.lossTooMuch': 'entries.lossTooMuch',
  'entries.materialMismatch': 'entries.materialMismatch',
};

/** The rules' bounds are weights in mg: the message shows them in grams ("Cannot be bigger than 10.000 g"). */
const boundText = (value: string | number) => (typeof value === 'number' ? formatGrams(value) : value);

function refuseRule(fields: Record<string, EntryRuleError>): never {
  const keys = Object.fromEntries(Object.entries(fields).map(([field, error]) => [field, ruleMessage[error.key]]));
  const params = Object.fromEntries(
    Object.values(fields).flatMap((error) => Object.entries(error.params ?? {}).map(([name, value]) => [name, boundText(value)])),
  ) as Record<string, string | number>;
  throw badInput(keys, params);
}

export interface NewEntryPiece {
  readonly description: string;
  readonly issuedMg: number;
  readonly itemId?: number | null;
  /** The piece's metal, when known: a material-strict category refuses another than the entry's. */
  readonly materialId?: number | null;
}

export interface RepairIntakeInput {
  readonly customerName: string;
  readonly customerPhone: string;
  readonly request: string;
  readonly promisedOn: string | null;
}

export interface NewEntry {
  readonly type: EntryType;
  readonly categoryId: number;
  readonly materialId: number;
  readonly jewellerHolderId: number;
  readonly sourceHolderId: number;
  readonly spareMg: number;
  readonly note?: string;
  /** A repair's customer intake: required for type `repair`, refused on the others. */
  readonly repair?: RepairIntakeInput | null;
  readonly pieces: readonly NewEntryPiece[];
}

/**
 * The ticket's parties, checked: an active category, a jeweller's holder, a
 * source that holds metal (for a repair, the customer's metal may come from
 * OUTSIDE), the material, the pieces' items and the material-strict rule.
 */
async function checkedTicket(tx: Tx, input: NewEntry) {
  const category = await activeCategory(tx, input.categoryId);
  const jeweller = await holderById(tx, input.jewellerHolderId);
  if (!jeweller || !jeweller.active || jeweller.kind !== 'staff') throw badInput({ jewellerHolderId: 'entries.notAJeweller' });
  const source = await holderById(tx, input.sourceHolderId);
  const sourceHoldsMetal = source !== undefined && (source.physical || (input.type === 'repair' && source.kind === 'outside'));
  if (!source || !source.active || !sourceHoldsMetal || source.id === jeweller.id) throw badInput({ sourceHolderId: 'entries.badSource' });
  const material = await materialById(tx, input.materialId);
  if (!material || !material.active) throw notFound('material');
  if (input.type === 'repair' && !input.repair) throw badInput({ 'repair.customerName': 'validation.needToFill' });
  if (input.type !== 'repair' && input.repair) throw badInput({ repair: 'entries.repairOnly' });
  if (input.pieces.length === 0) throw badInput({ pieces: 'validation.chooseAtLeastOne' });
  const itemIds = [...new Set(input.pieces.flatMap((p) => (p.itemId ? [p.itemId] : [])))];
  const known = (await productionItemsByIds(tx, itemIds)).map((r) => r.id);
  const unknownItems = input.pieces.flatMap((p, index) => (p.itemId && !known.includes(p.itemId) ? [[`pieces.${index}.itemId`, 'notFound'] as const] : []));
  if (unknownItems.length > 0) throw badInput(Object.fromEntries(unknownItems), { what: 'item' });
  const mismatched = materialProblems(category, input.materialId, input.pieces.map((p) => p.materialId ?? input.materialId));
  if (mismatched.size > 0) refuseRule(Object.fromEntries([...mismatched].map(([index, error]) => [`pieces.${index}.materialId`, error])));
  return { category, jeweller, source, material };
}

const repairColumns = (input: NewEntry) => ({
  repairCustomerName: input.repair?.customerName ?? null,
  repairCustomerPhone: input.repair ? input.repair.customerPhone : null,
  repairRequest: input.repair ? input.repair.request : null,
  repairPromisedOn: input.repair?.promisedOn ?? null,
});

const issueMovements = (materialId: number, sourceId: number, jewellerId: number, initMg: number, spareMg: number): Movement[] => [
  { materialId, fromHolderId: sourceId, toHolderId: jewellerId, mg: initMg, reason: 'entry.issue' },
  { materialId, fromHolderId: sourceId, toHolderId: jewellerId, mg: spareMg, reason: 'entry.spare' },
];

/** Hands the pieces and the spare metal to a jeweller: the entry, its pieces and the issue postings. */
export async function createEntry(tx: Tx, actor: Actor, input: NewEntry, postingDay?: PostingDay): Promise<EntryRow> {
  const { category, jeweller, source, material } = await checkedTicket(tx, input);
  const number = await nextDocumentNumber(tx, 'EN');
  const [entry] = await tx
    .insert(entries)
    .values({
      number,
      type: input.type,
      categoryId: category.id,
      materialId: material.id,
      jewellerHolderId: jeweller.id,
      sourceHolderId: source.id,
      spareMg: input.spareMg,
      note: input.note ?? '',
      ...repairColumns(input),
      createdBy: actor.userId,
      postingDate: dayOf(postingDay),
    })
    .returning();
  await insertPieces(tx, entry!.id, input.pieces);
  const initMg = input.pieces.reduce((sum, piece) => sum + piece.issuedMg, 0);
  await post(tx, actor, entry!, issueMovements(material.id, source.id, jeweller.id, initMg, input.spareMg), postingDay);
  await audit(tx, actor, { action: 'entry.create', entity: 'entry', entityId: entry!.id, after: { number, initMg, spareMg: input.spareMg } });
  return entry!;
}

const insertPieces = (tx: Tx, entryId: number, pieces: readonly NewEntryPiece[]) =>
  tx.insert(entryPieces).values(pieces.map((piece) => ({ entryId, itemId: piece.itemId ?? null, description: piece.description, issuedMg: piece.issuedMg })));

/**
 * Rewrites the ticket while no piece has return information (spec §5, the
 * closable note). The metal follows by postings, never by editing old ones:
 * the old issue goes back to its source, the new one goes out.
 */
export async function updateEntry(tx: Tx, actor: Actor, entryId: number, input: NewEntry, postingDay?: PostingDay): Promise<EntryRow> {
  const entry = await lockedEntry(tx, entryId);
  const before = await piecesOf(tx, entry.id);
  if (before.some((p) => p.returned)) throw conflict('entries.hasReturnInformation', { number: entry.number });
  stepOrRefuse(entry, 'edit', { pieces: before.length, piecesReturned: 0 });
  if ((await stonesOf(tx, entry.id)) > 0) throw conflict('entries.hasStones', { number: entry.number });
  const { category, jeweller, source, material } = await checkedTicket(tx, input);
  const oldInitMg = initOf(before);
  const newInitMg = input.pieces.reduce((sum, piece) => sum + piece.issuedMg, 0);
  await post(tx, actor, entry, [
    { materialId: entry.materialId, fromHolderId: entry.jewellerHolderId, toHolderId: entry.sourceHolderId, mg: oldInitMg, reason: 'entry.editUndo' },
    { materialId: entry.materialId, fromHolderId: entry.jewellerHolderId, toHolderId: entry.sourceHolderId, mg: entry.spareMg, reason: 'entry.editUndo' },
    ...issueMovements(material.id, source.id, jeweller.id, newInitMg, input.spareMg),
  ], postingDay);
  await tx.delete(entryPieces).where(eq(entryPieces.entryId, entry.id));
  await insertPieces(tx, entry.id, input.pieces);
  const [updated] = await tx
    .update(entries)
    .set({
      type: input.type,
      categoryId: category.id,
      materialId: material.id,
      jewellerHolderId: jeweller.id,
      sourceHolderId: source.id,
      spareMg: input.spareMg,
      note: input.note ?? '',
      ...repairColumns(input),
      postingDate: dayOf(postingDay),
    })
    .where(eq(entries.id, entry.id))
    .returning();
  await audit(tx, actor, {
    action: 'entry.edit',
    entity: 'entry',
    entityId: entry.id,
    before: { jewellerHolderId: entry.jewellerHolderId, materialId: entry.materialId, initMg: oldInitMg, spareMg: entry.spareMg, pieces: before.map((p) => [p.description, p.issuedMg]) },
    after: { jewellerHolderId: jeweller.id, materialId: material.id, initMg: newInitMg, spareMg: input.spareMg, pieces: input.pieces.map((p) => [p.description, p.issuedMg]) },
  });
  return updated!;
}

export interface PieceReturnInput {
  readonly returnedMg: number | null;
  readonly hasStones: boolean;
  readonly assembled: boolean;
  readonly stonePhotos: readonly string[];
  readonly assemblyPhotos: readonly string[];
  readonly returnPhotos?: readonly string[];
}

/**
 * A piece's return information, held to the category's strict flags (under
 * strict return weight, no heavier than returnLimitMg) and to the shop's
 * setting `entries.returnPhotoRequired`; the entry becomes closable once
 * every piece has one.
 */
export async function recordPieceReturn(tx: Tx, actor: Actor, entryId: number, pieceId: number, input: PieceReturnInput): Promise<EntryRow> {
  const entry = await lockedEntry(tx, entryId);
  const category = await categoryOf(tx, entry.categoryId);
  const pieces = await piecesOf(tx, entry.id);
  const piece = pieces.find((p) => p.id === pieceId);
  if (!piece) throw notFound('piece');
  const returnPhotos = [...(input.returnPhotos ?? [])];
  const othersReturnedMg = pieces.reduce((sum, p) => sum + (p.id !== pieceId && p.returned ? (p.returnedMg ?? 0) : 0), 0);
  const problems = pieceReturnProblems(
    category,
    { ...input, stonePhotos: input.stonePhotos.length, assemblyPhotos: input.assemblyPhotos.length, returnPhotos: returnPhotos.length },
    {
      returnPhotoRequired: await getSetting(tx, 'entries.returnPhotoRequired'),
      maxReturnedMg: returnLimitMg({ initMg: initOf(pieces), spareMg: entry.spareMg }, piece.issuedMg, othersReturnedMg),
    },
  );
  if (Object.keys(problems).length > 0) refuseRule(problems as Record<string, EntryRuleError>);
  const returnedAfter = pieces.filter((p) => p.returned || p.id === pieceId).length;
  const state = stepOrRefuse(entry, 'record_return', { pieces: pieces.length, piecesReturned: returnedAfter });
  await tx
    .update(entryPieces)
    .set({ returned: true, ...input, stonePhotos: [...input.stonePhotos], assemblyPhotos: [...input.assemblyPhotos], returnPhotos, returnedAt: new Date() })
    .where(eq(entryPieces.id, pieceId));
  const [updated] = await tx.update(entries).set({ state }).where(eq(entries.id, entry.id)).returning();
  await audit(tx, actor, { action: 'entry.return', entity: 'entry', entityId: entry.id, after: { pieceId, ...input, state } });
  return updated!;
}

/**
 * Closes the entry with what came back: refused when more came back than was
 * issued or the loss is over the allowance ("loss too much"), unless someone
 * allowed to (the owner) accepts it with a reason.
 */
export async function closeEntry(
  tx: Tx,
  actor: Actor,
  entryId: number,
  input: { readonly returnedMg: number; readonly overAllowanceReason?: string | undefined },
  mayAcceptOverLoss: boolean,
  postingDay?: PostingDay,
): Promise<EntryRow> {
  const entry = await lockedEntry(tx, entryId);
  const pieces = await piecesOf(tx, entry.id);
  const state = stepOrRefuse(entry, 'close', { pieces: pieces.length, piecesReturned: pieces.filter((p) => p.returned).length });
  const category = await categoryOf(tx, entry.categoryId);
  const weights = { initMg: initOf(pieces), spareMg: entry.spareMg, returnedMg: input.returnedMg };
  if (input.overAllowanceReason !== undefined && !mayAcceptOverLoss) throw forbidden();
  const check = closeCheck(category, weights, input.overAllowanceReason === undefined ? undefined : { reason: input.overAllowanceReason });
  if (!check.ok) {
    if (check.field === 'entry') throw ruleBroken('entries.lossTooMuch', { number: entry.number, allowed: category.allowedLossPermille });
    refuseRule({ [check.field === 'reason' ? 'overAllowanceReason' : 'returnedMg']: check.error });
  }
  await post(tx, actor, entry, [
    { materialId: entry.materialId, fromHolderId: entry.jewellerHolderId, toHolderId: entry.sourceHolderId, mg: input.returnedMg, reason: 'entry.return' },
  ], postingDay);
  const [updated] = await tx
    .update(entries)
    .set({ state, returnedMg: input.returnedMg, closedAt: new Date(), postingDate: dayOf(postingDay), overAllowanceReason: check.ok && check.overAllowance ? input.overAllowanceReason!.trim() : null })
    .where(eq(entries.id, entry.id))
    .returning();
  await audit(tx, actor, { action: 'entry.close', entity: 'entry', entityId: entry.id, after: { returnedMg: input.returnedMg, lossMg: check.ok ? check.lossMg : null } });
  return updated!;
}

/** Waiting to accept → returned: the work goes back to the jeweller, and the metal that came back with it. */
export async function sendBackEntry(tx: Tx, actor: Actor, entryId: number, note: string, postingDay?: PostingDay): Promise<EntryRow> {
  const entry = await lockedEntry(tx, entryId);
  const state = stepOrRefuse(entry, 'send_back', await progressOf(tx, entry.id));
  await post(tx, actor, entry, [
    { materialId: entry.materialId, fromHolderId: entry.sourceHolderId, toHolderId: entry.jewellerHolderId, mg: entry.returnedMg ?? 0, reason: 'entry.sendBack' },
  ], postingDay);
  const [updated] = await tx.update(entries).set({ state, returnedMg: null, closedAt: null, overAllowanceReason: null, closeBatchId: null, postingDate: dayOf(postingDay) }).where(eq(entries.id, entry.id)).returning();
  await audit(tx, actor, { action: 'entry.sendBack', entity: 'entry', entityId: entry.id, after: { note } });
  return updated!;
}

/** Waiting to accept → accepted: the loss (init + spare − returned) goes from the jeweller to LOSS. */
export async function acceptEntry(tx: Tx, actor: Actor, entryId: number, postingDay?: PostingDay): Promise<EntryRow> {
  const entry = await lockedEntry(tx, entryId);
  const pieces = await piecesOf(tx, entry.id);
  const state = stepOrRefuse(entry, 'accept', { pieces: pieces.length, piecesReturned: pieces.length });
  const lossMg = initOf(pieces) + entry.spareMg - (entry.returnedMg ?? 0);
  const loss = await firstHolderOfKind(tx, 'loss');
  if (!loss) throw new Error('the system holder LOSS is missing: migrate first');
  await post(tx, actor, entry, [{ materialId: entry.materialId, fromHolderId: entry.jewellerHolderId, toHolderId: loss.id, mg: lossMg, reason: 'entry.loss' }], postingDay);
  const [updated] = await tx.update(entries).set({ state, acceptedAt: new Date(), postingDate: dayOf(postingDay) }).where(eq(entries.id, entry.id)).returning();
  await audit(tx, actor, { action: 'entry.accept', entity: 'entry', entityId: entry.id, after: { lossMg } });
  return updated!;
}

/** An accepted repair: the customer collected their piece. */
export async function pickUpRepair(tx: Tx, actor: Actor, entryId: number): Promise<EntryRow> {
  const entry = await lockedEntry(tx, entryId);
  if (entry.type !== 'repair') throw conflict('entries.notARepair', { number: entry.number });
  if (entry.state !== 'accepted' || entry.pickedUpAt !== null) throw conflict('entries.wrongStep', { number: entry.number, state: entry.state, action: 'pickup' });
  const [updated] = await tx.update(entries).set({ pickedUpAt: new Date() }).where(eq(entries.id, entry.id)).returning();
  await audit(tx, actor, { action: 'entry.pickup', entity: 'entry', entityId: entry.id, after: { customer: entry.repairCustomerName } });
  return updated!;
}

export interface CloseBatchInput {
  readonly jewellerHolderId: number;
  readonly note: string;
  readonly entries: readonly { readonly entryId: number; readonly returnedMg: number; readonly overAllowanceReason?: string | undefined }[];
}

/**
 * Closes a jeweller's tray of entries at once on a close sheet (`EC-…`): each
 * entry is closed as on its own (same rules, same postings, all on the
 * sheet's posting day, which the sheet keeps as its own); one refusal
 * refuses the sheet, its field errors named by the line (`entries.{index}.…`).
 */
export async function closeEntriesTogether(tx: Tx, actor: Actor, input: CloseBatchInput, mayAcceptOverLoss: boolean, postingDay?: PostingDay): Promise<number> {
  const ids = input.entries.map((line) => line.entryId);
  const repeated = ids.findIndex((id, index) => ids.indexOf(id) !== index);
  if (repeated >= 0) throw badInput({ [`entries.${repeated}.entryId`]: 'entries.repeatedInBatch' });
  const owners = await tx.select({ id: entries.id, jeweller: entries.jewellerHolderId }).from(entries).where(inArray(entries.id, ids));
  const jewellerOfEntry = new Map(owners.map((row) => [row.id, row.jeweller]));
  const strangers = ids.flatMap((id, index) =>
    jewellerOfEntry.get(id) === input.jewellerHolderId ? [] : [[`entries.${index}.entryId`, jewellerOfEntry.has(id) ? 'entries.notThisJeweller' : 'notFound'] as const],
  );
  if (strangers.length > 0) throw badInput(Object.fromEntries(strangers), { what: 'entry' });
  const number = await nextDocumentNumber(tx, 'EC');
  const [batch] = await tx
    .insert(entryCloseBatches)
    .values({ number, jewellerHolderId: input.jewellerHolderId, note: input.note, createdBy: actor.userId, postingDate: dayOf(postingDay) })
    .returning();
  for (const [index, line] of input.entries.entries()) {
    try {
      const closed = await closeEntry(tx, actor, line.entryId, line, mayAcceptOverLoss, postingDay);
      const issuedMg = initOf(await piecesOf(tx, closed.id)) + closed.spareMg;
      await tx.insert(entryCloseBatchLines).values({ batchId: batch!.id, entryId: closed.id, issuedMg, returnedMg: line.returnedMg });
    } catch (error) {
      if (error instanceof AppError && error.fields) {
        throw new AppError(error.status, error.code, error.params, Object.fromEntries(Object.entries(error.fields).map(([field, key]) => [`entries.${index}.${field}`, key])));
      }
      throw error;
    }
  }
  await tx.update(entries).set({ closeBatchId: batch!.id }).where(inArray(entries.id, ids));
  await audit(tx, actor, { action: 'entry.closeBatch', entity: 'entryCloseBatch', entityId: batch!.id, after: { number, entries: ids, postingDate: batch!.postingDate } });
  await auditBackdate(tx, actor, 'entryCloseBatch', batch!.id, postingDay);
  return batch!.id;
}

export interface NewEntryStone {
  readonly pieceId: number;
  readonly stoneType: string;
  readonly shape: (typeof entryPieceStones.$inferInsert)['shape'];
  readonly sizeCmm: number;
  readonly count: number;
  readonly weightMct: number;
  /** The stone lot they are drawn from (the stones module moves them). */
  readonly lotId?: number | undefined;
}

/**
 * Stones set in one of the entry's pieces; recorded until the entry is accepted.
 * Drawn from a lot, they leave it on `postingDay` (today when left out), audited when back-dated.
 */
export async function addEntryStone(tx: Tx, actor: Actor, entryId: number, input: NewEntryStone, postingDay?: PostingDay): Promise<number> {
  const entry = await lockedEntry(tx, entryId);
  if (entry.state === 'accepted') throw conflict('entries.wrongStep', { number: entry.number, state: entry.state, action: 'stones' });
  const [piece] = await tx
    .select({ id: entryPieces.id, itemId: entryPieces.itemId })
    .from(entryPieces)
    .where(and(eq(entryPieces.id, input.pieceId), eq(entryPieces.entryId, entry.id)));
  if (!piece) throw badInput({ pieceId: 'validation.needPick' });
  const [stone] = await tx
    .insert(entryPieceStones)
    .values({ entryId: entry.id, ...input, lotId: input.lotId ?? null, createdBy: actor.userId })
    .returning({ id: entryPieceStones.id });
  if (input.lotId !== undefined) {
    await drawStonesForEntry(tx, actor, { ...input, lotId: input.lotId, entry, entryStoneId: stone!.id, itemId: piece.itemId, postingDay });
  }
  await audit(tx, actor, { action: 'entry.stone', entity: 'entry', entityId: entry.id, after: { ...input } });
  if (input.lotId !== undefined) await auditBackdate(tx, actor, 'entry', entry.id, postingDay);
  return stone!.id;
}

/**
 * A stone line entered by mistake, before the entry is accepted. Drawn from a
 * lot, its stones go back on `postingDay` (today when left out), audited when back-dated.
 */
export async function removeEntryStone(tx: Tx, actor: Actor, entryId: number, stoneId: number, postingDay?: PostingDay): Promise<void> {
  const entry = await lockedEntry(tx, entryId);
  if (entry.state === 'accepted') throw conflict('entries.wrongStep', { number: entry.number, state: entry.state, action: 'stones' });
  const [removed] = await tx.delete(entryPieceStones).where(and(eq(entryPieceStones.id, stoneId), eq(entryPieceStones.entryId, entry.id))).returning();
  if (!removed) throw notFound('stone');
  if (removed.lotId !== null) await returnStonesOfEntry(tx, actor, entry.id, removed.id, postingDay);
  await audit(tx, actor, { action: 'entry.stoneRemoved', entity: 'entry', entityId: entry.id, before: { ...removed } });
  if (removed.lotId !== null) await auditBackdate(tx, actor, 'entry', entry.id, postingDay);
}

// ---------- helpers ----------

async function stonesOf(tx: Tx, entryId: number): Promise<number> {
  const rows = await tx.select({ id: entryPieceStones.id }).from(entryPieceStones).where(eq(entryPieceStones.entryId, entryId)).limit(1);
  return rows.length;
}


const initOf = (pieces: readonly PieceRow[]) => pieces.reduce((sum, piece) => sum + piece.issuedMg, 0);

/**
 * The day an entry's step puts it on (its posting_date): the step's posting
 * day, today in the shop's zone when none was given (docs/design.md §5). Every
 * step that posts sets it, so the entry is on the day of its latest posting
 * (accepted: the day its loss is posted), where the reports count it.
 */
const dayOf = (postingDay: PostingDay | undefined) => (postingDay ? postingDay.date : sql`${shopTodaySql}`);

/** The entry's metal, on `postingDay` (postingDayOf: today when left out). */
async function post(tx: Tx, actor: Actor, entry: EntryRow, movements: readonly Movement[], postingDay?: PostingDay): Promise<void> {
  const moving = movements.filter((m) => m.mg > 0);
  if (moving.length > 0) await postDocument(tx, { actor, document: entryDocument(entry.id), movements: moving, postingDay });
  // Nothing to post; a back-dated step is still audited (postingDayOf has checked its month).
  else await auditBackdate(tx, actor, 'entry', entry.id, postingDay);
}

async function lockedEntry(tx: Tx, entryId: number): Promise<EntryRow> {
  const [entry] = await tx.select().from(entries).where(eq(entries.id, entryId)).for('update');
  if (!entry) throw notFound('entry');
  return entry;
}

const piecesOf = (tx: Tx, entryId: number) => tx.select().from(entryPieces).where(eq(entryPieces.entryId, entryId)).orderBy(asc(entryPieces.id));

async function progressOf(tx: Tx, entryId: number): Promise<EntryProgress> {
  const pieces = await piecesOf(tx, entryId);
  return { pieces: pieces.length, piecesReturned: pieces.filter((p) => p.returned).length };
}

async function categoryOf(tx: Tx, categoryId: number): Promise<EntryCategoryFlags> {
  const [category] = await tx.select().from(entryCategories).where(eq(entryCategories.id, categoryId));
  if (!category) throw notFound('entryCategory');
  return category;
}

async function activeCategory(tx: Tx, categoryId: number) {
  const [category] = await tx.select().from(entryCategories).where(and(eq(entryCategories.id, categoryId), eq(entryCategories.active, true)));
  if (!category) throw badInput({ categoryId: 'entries.unknownCategory' });
  return category;
}

/** The state the action leads to, or a 409 that says why not. */
function stepOrRefuse(entry: EntryRow, action: EntryAction, progress: EntryProgress) {
  const step = entryStep(entry.state, action, progress);
  if (step.ok) return step.state;
  // Accepting or sending back an entry that was never closed says so in words (spec §4: accept follows the close).
  const notClosed = (action === 'accept' || action === 'send_back') && ['in_progress', 'closable', 'returned'].includes(entry.state);
  const code = notClosed
    ? 'entries.notClosed'
    : step.reason === 'hasReturnInformation'
      ? 'entries.hasReturnInformation'
      : step.reason === 'notAllReturned'
        ? 'entries.notAllReturned'
        : 'entries.wrongStep';
  throw conflict(code, { number: entry.number, state: entry.state, action });
}

