import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { audit, type Actor } from '../../platform/audit';
import type { Tx } from '../../platform/db/database';
import { AppError, badInput, conflict, notFound } from '../../platform/errors';
import type { MessageKey } from '../../platform/i18n/messages';
import { nextDocumentNumber } from '../../platform/numbering';
import { branches } from '../../platform/platform.tables';
import { postDocument, shopTodaySql, type Movement, type PostingDay } from '../../ledger';
import { holderById } from '../materials';
import { lockProductionItems, moveItem } from '../production';
import { counterHolderOf } from './piece-sales.service';
import { jewelryPieces, stockDocumentLines, stockDocuments } from './stock-pieces.tables';

/**
 * Stock movements (DESIGN §3.6), one transaction each, each a numbered
 * document (gapless per kind, branch and year) with ledger postings of the
 * pieces' metal (gross − stones) to and from the branch's counter holder:
 * accept (source → counter), transfer (sent: no posting; received: counter →
 * counter), cancel (counter → the safe, back to melt), complement (source →
 * counter, the metal added).
 * The pieces are locked first, so two clerks moving the same piece at the
 * same instant cannot both succeed.
 */

type PieceRow = typeof jewelryPieces.$inferSelect;
type DocumentKind = (typeof stockDocuments.$inferInsert)['kind'];

const seriesOf: Record<DocumentKind, string> = { accept: 'AC', transfer: 'TR', receive: 'RC', cancel: 'CN', complement: 'CP', import: 'IM' };
export const metalOf = (piece: Pick<PieceRow, 'grossMg' | 'stoneMg'>) => piece.grossMg - piece.stoneMg;

/** The branch and the counter holder that holds its stock's metal. */
async function branchWithCounter(tx: Tx, branchId: number, field: string) {
  const [branch] = await tx.select().from(branches).where(eq(branches.id, branchId));
  if (!branch || !branch.active) throw badInput({ [field]: 'stock.unknownBranch' });
  return { branch, counterId: await counterHolderOf(tx, branchId, field) };
}

async function metalHolder(tx: Tx, holderId: number, field: string) {
  const holder = await holderById(tx, holderId);
  if (!holder || !holder.active || !holder.physical) throw badInput({ [field]: 'stock.notAMetalHolder' });
  return holder;
}

export async function newDocument(
  tx: Tx,
  actor: Actor,
  kind: DocumentKind,
  branch: { id: number; code: string },
  extra: { toBranchId?: number | null; holderId?: number | null; transferId?: number | null; note: string },
  /** The day its postings get (docs/design.md §5): today in the shop's zone when left out. */
  postingDay?: PostingDay,
): Promise<number> {
  const number = await nextDocumentNumber(tx, `${seriesOf[kind]}-${branch.code}`);
  const [document] = await tx
    .insert(stockDocuments)
    .values({
      number,
      kind,
      branchId: branch.id,
      toBranchId: extra.toBranchId ?? null,
      holderId: extra.holderId ?? null,
      transferId: extra.transferId ?? null,
      note: extra.note,
      createdBy: actor.userId,
      postingDate: postingDay ? postingDay.date : sql`${shopTodaySql}`,
    })
    .returning({ id: stockDocuments.id });
  return document!.id;
}

/** A stock document's metal, on `postingDay` (postingDayOf: today when left out). */
export async function post(tx: Tx, actor: Actor, documentId: number, movements: readonly Movement[], postingDay?: PostingDay) {
  const moving = movements.filter((m) => m.mg > 0);
  if (moving.length > 0) await postDocument(tx, { actor, document: { kind: 'stock', id: documentId }, movements: moving, postingDay });
}

/** Movements summed per material: one posting per material and direction. */
export function perMaterial(pieces: readonly Pick<PieceRow, 'materialId' | 'grossMg' | 'stoneMg'>[], fromHolderId: number, toHolderId: number, reason: Movement['reason']): Movement[] {
  const sums = new Map<number, number>();
  for (const piece of pieces) sums.set(piece.materialId, (sums.get(piece.materialId) ?? 0) + metalOf(piece));
  return [...sums].map(([materialId, mg]) => ({ materialId, fromHolderId, toHolderId, mg, reason }));
}

export interface AcceptInput {
  readonly branchId: number;
  readonly sourceHolderId: number;
  readonly note: string;
  readonly lines: readonly { readonly itemId: number; readonly grossMg: number; readonly stoneMg: number; readonly photos: readonly string[] }[];
}

/** Finished production items (stage finishing) into a branch's stock: the pieces, the item moved on to stock, the metal to the counter. */
export async function acceptPieces(tx: Tx, actor: Actor, input: AcceptInput, postingDay?: PostingDay): Promise<number> {
  const { branch, counterId } = await branchWithCounter(tx, input.branchId, 'branchId');
  const source = await metalHolder(tx, input.sourceHolderId, 'sourceHolderId');
  const itemIds = input.lines.map((line) => line.itemId);
  const repeated = itemIds.findIndex((id, index) => itemIds.indexOf(id) !== index);
  if (repeated >= 0) throw badInput({ [`lines.${repeated}.itemId`]: 'stock.repeated' });
  const items = await lockProductionItems(tx, itemIds);
  const problems: Record<string, MessageKey> = {};
  input.lines.forEach((line, index) => {
    const item = items.find((i) => i.id === line.itemId);
    if (!item) problems[`lines.${index}.itemId`] = 'notFound';
    else if (item.stage !== 'finishing') problems[`lines.${index}.itemId`] = 'stock.notFinished';
    if (line.stoneMg >= line.grossMg) problems[`lines.${index}.stoneMg`] = 'stock.stonesOverGross';
  });
  if (Object.keys(problems).length > 0) throw badInput(problems, { what: 'item' });

  const documentId = await newDocument(tx, actor, 'accept', branch, { holderId: source.id, note: input.note }, postingDay);
  const pieces: PieceRow[] = [];
  for (const line of input.lines) {
    const item = items.find((i) => i.id === line.itemId)!;
    const [piece] = await tx
      .insert(jewelryPieces)
      .values({
        code: item.code,
        itemId: item.id,
        description: item.description,
        categoryId: item.categoryId,
        materialId: item.materialId,
        grossMg: line.grossMg,
        stoneMg: line.stoneMg,
        photos: line.photos.length > 0 ? [...line.photos] : item.photoUrl ? [item.photoUrl] : [],
        branchId: branch.id,
      })
      .returning();
    pieces.push(piece!);
    await moveItem(tx, actor, item.id, { to: 'stock', label: 'finish', weightMg: line.grossMg, photoUrl: null, note: '' }, 'all');
  }
  await tx.insert(stockDocumentLines).values(pieces.map((p) => ({ documentId, pieceId: p.id, grossMg: p.grossMg, stoneMg: p.stoneMg })));
  await post(tx, actor, documentId, perMaterial(pieces, source.id, counterId, 'stock.accept'), postingDay);
  await audit(tx, actor, { action: 'stock.accept', entity: 'stockDocument', entityId: documentId, after: { branch: branch.code, codes: pieces.map((p) => p.code) } });
  return documentId;
}

/**
 * The pieces named by codes, locked, each in stock at the branch and not
 * frozen; every refusal is named by its line (`codes.{i}`).
 */
async function movablePieces(tx: Tx, codes: readonly string[], branchId: number): Promise<PieceRow[]> {
  const repeated = codes.findIndex((code, index) => codes.indexOf(code) !== index);
  if (repeated >= 0) throw badInput({ [`codes.${repeated}`]: 'stock.repeated' });
  const rows = await tx.select().from(jewelryPieces).where(inArray(jewelryPieces.code, [...codes])).orderBy(asc(jewelryPieces.id)).for('update');
  const problems: Record<string, MessageKey> = {};
  codes.forEach((code, index) => {
    const piece = rows.find((p) => p.code === code);
    const problem: MessageKey | null = !piece
      ? 'stock.unknownCode'
      : piece.state === 'in_transit'
        ? 'stock.inTransit'
        : piece.state !== 'in_stock'
        ? 'stock.notInStock'
        : piece.branchId !== branchId
          ? 'stock.otherBranch'
          : piece.frozen
            ? 'stock.frozen'
            : null;
    if (problem) problems[`codes.${index}`] = problem;
  });
  if (Object.keys(problems).length > 0) throw badInput(problems);
  return codes.map((code) => rows.find((p) => p.code === code)!);
}

export interface TransferInput {
  readonly fromBranchId: number;
  readonly toBranchId: number;
  readonly codes: readonly string[];
  readonly note: string;
}

/**
 * Pieces sent to another branch: the document (numbered in the sending
 * branch's series), the pieces in transit on it. Nothing is posted yet.
 *
 * Why the metal moves on receipt, not on sending (no in-transit holder): the
 * sending branch answers for a piece until the other branch signs for it.
 * So its metal stays on the sending counter's holder while the piece
 * travels, and each receipt posts exactly the received pieces' metal counter
 * → counter. At every step a counter's balance is the metal of its branch's
 * pieces in stock plus those it sent that are not yet received, and a piece
 * lost on the way is still on the books of the branch that sent it.
 */
export async function transferPieces(tx: Tx, actor: Actor, input: TransferInput): Promise<number> {
  if (input.fromBranchId === input.toBranchId) throw badInput({ toBranchId: 'stock.sameBranch' });
  const from = await branchWithCounter(tx, input.fromBranchId, 'fromBranchId');
  const to = await branchWithCounter(tx, input.toBranchId, 'toBranchId');
  const pieces = await movablePieces(tx, input.codes, from.branch.id);
  const documentId = await newDocument(tx, actor, 'transfer', from.branch, { toBranchId: to.branch.id, note: input.note });
  await tx.update(jewelryPieces).set({ state: 'in_transit', transitDocumentId: documentId }).where(inArray(jewelryPieces.id, pieces.map((p) => p.id)));
  await tx.insert(stockDocumentLines).values(pieces.map((p) => ({ documentId, pieceId: p.id, grossMg: p.grossMg, stoneMg: p.stoneMg })));
  await audit(tx, actor, { action: 'stock.transfer', entity: 'stockDocument', entityId: documentId, after: { from: from.branch.code, to: to.branch.code, codes: input.codes } });
  return documentId;
}

export interface ReceiveInput {
  readonly codes: readonly string[];
  readonly note: string;
}

/**
 * Pieces of a transfer that arrived at the other branch: a receipt document
 * (numbered in the receiving branch's series), the pieces in stock there, and
 * their metal from the sending counter to the receiving one (see
 * transferPieces). The others stay in transit. A transfer received in full is
 * a 409; a piece already received a 409 on its line; a piece that was not
 * sent on it a 422 on its line; each refusal changes nothing.
 */
export async function receiveTransfer(tx: Tx, actor: Actor, transferId: number, input: ReceiveInput, postingDay?: PostingDay): Promise<number> {
  const [transfer] = await tx.select().from(stockDocuments).where(and(eq(stockDocuments.id, transferId), eq(stockDocuments.kind, 'transfer'))).for('update');
  if (!transfer || transfer.toBranchId === null) throw notFound('stockDocument');
  const lines = await tx
    .select({ piece: jewelryPieces })
    .from(stockDocumentLines)
    .innerJoin(jewelryPieces, eq(jewelryPieces.id, stockDocumentLines.pieceId))
    .where(eq(stockDocumentLines.documentId, transferId))
    .orderBy(asc(jewelryPieces.id))
    .for('update', { of: jewelryPieces });
  const onTheWay = (piece: PieceRow) => piece.state === 'in_transit' && piece.transitDocumentId === transferId;
  if (!lines.some(({ piece }) => onTheWay(piece))) throw conflict('stock.transferReceived', { number: transfer.number });

  const repeated = input.codes.findIndex((code, index) => input.codes.indexOf(code) !== index);
  if (repeated >= 0) throw badInput({ [`codes.${repeated}`]: 'stock.repeated' });
  const notSent: Record<string, MessageKey> = {};
  const received: Record<string, MessageKey> = {};
  input.codes.forEach((code, index) => {
    const line = lines.find(({ piece }) => piece.code === code);
    if (!line) notSent[`codes.${index}`] = 'stock.notOnTransfer';
    else if (!onTheWay(line.piece)) received[`codes.${index}`] = 'stock.alreadyReceived';
  });
  if (Object.keys(notSent).length > 0) throw new AppError(422, 'stock.notOnTransferCode', { number: transfer.number }, { ...notSent, ...received });
  if (Object.keys(received).length > 0) throw new AppError(409, 'stock.alreadyReceivedCode', { number: transfer.number }, received);

  const pieces = input.codes.map((code) => lines.find(({ piece }) => piece.code === code)!.piece);
  const from = await branchWithCounter(tx, transfer.branchId, 'fromBranchId');
  const to = await branchWithCounter(tx, transfer.toBranchId, 'toBranchId');
  const documentId = await newDocument(tx, actor, 'receive', to.branch, { transferId, note: input.note }, postingDay);
  await tx
    .update(jewelryPieces)
    .set({ state: 'in_stock', branchId: to.branch.id, transitDocumentId: null })
    .where(inArray(jewelryPieces.id, pieces.map((p) => p.id)));
  await tx.insert(stockDocumentLines).values(pieces.map((p) => ({ documentId, pieceId: p.id, grossMg: p.grossMg, stoneMg: p.stoneMg })));
  await post(tx, actor, documentId, perMaterial(pieces, from.counterId, to.counterId, 'stock.receive'), postingDay);
  await audit(tx, actor, {
    action: 'stock.receive',
    entity: 'stockDocument',
    entityId: documentId,
    after: { transfer: transfer.number, from: from.branch.code, to: to.branch.code, codes: input.codes },
  });
  return documentId;
}

export interface CancelInput {
  readonly branchId: number;
  readonly toHolderId: number;
  readonly codes: readonly string[];
  readonly note: string;
}

/** Pieces back to melt: cancelled (kept, never deleted), their metal from the counter to the holder that melts it (the safe). */
export async function cancelPieces(tx: Tx, actor: Actor, input: CancelInput, postingDay?: PostingDay): Promise<number> {
  const { branch, counterId } = await branchWithCounter(tx, input.branchId, 'branchId');
  const holder = await metalHolder(tx, input.toHolderId, 'toHolderId');
  const pieces = await movablePieces(tx, input.codes, branch.id);
  const documentId = await newDocument(tx, actor, 'cancel', branch, { holderId: holder.id, note: input.note }, postingDay);
  await tx.update(jewelryPieces).set({ state: 'cancelled' }).where(inArray(jewelryPieces.id, pieces.map((p) => p.id)));
  await tx.insert(stockDocumentLines).values(pieces.map((p) => ({ documentId, pieceId: p.id, grossMg: p.grossMg, stoneMg: p.stoneMg })));
  await post(tx, actor, documentId, perMaterial(pieces, counterId, holder.id, 'stock.cancel'), postingDay);
  await audit(tx, actor, { action: 'stock.cancel', entity: 'stockDocument', entityId: documentId, after: { branch: branch.code, codes: input.codes, note: input.note } });
  return documentId;
}

export interface ComplementInput {
  readonly code: string;
  readonly addedMetalMg: number;
  readonly addedStoneMg: number;
  readonly sourceHolderId: number | null;
  readonly photos: readonly string[];
  readonly note: string;
}

/** Parts or stones added to an in-stock piece: its weights grow, the metal added comes from the source to the counter. */
export async function complementPiece(tx: Tx, actor: Actor, input: ComplementInput, postingDay?: PostingDay): Promise<number> {
  if (input.addedMetalMg === 0 && input.addedStoneMg === 0) throw badInput({ addedMetalMg: 'stock.nothingAdded' });
  const [piece] = await tx.select().from(jewelryPieces).where(eq(jewelryPieces.code, input.code)).for('update');
  if (!piece) throw badInput({ code: 'stock.unknownCode' });
  if (piece.state !== 'in_stock') throw badInput({ code: piece.state === 'in_transit' ? 'stock.inTransit' : 'stock.notInStock' });
  if (input.addedMetalMg > 0 && input.sourceHolderId === null) throw badInput({ sourceHolderId: 'validation.needPick' });
  const source = input.addedMetalMg > 0 ? await metalHolder(tx, input.sourceHolderId!, 'sourceHolderId') : null;
  const { branch, counterId } = await branchWithCounter(tx, piece.branchId, 'code');
  const documentId = await newDocument(tx, actor, 'complement', branch, { holderId: source?.id ?? null, note: input.note }, postingDay);
  const [updated] = await tx
    .update(jewelryPieces)
    .set({ grossMg: piece.grossMg + input.addedMetalMg + input.addedStoneMg, stoneMg: piece.stoneMg + input.addedStoneMg, photos: [...piece.photos, ...input.photos] })
    .where(eq(jewelryPieces.id, piece.id))
    .returning();
  await tx.insert(stockDocumentLines).values({
    documentId,
    pieceId: piece.id,
    grossMg: updated!.grossMg,
    stoneMg: updated!.stoneMg,
    addedMetalMg: input.addedMetalMg,
    addedStoneMg: input.addedStoneMg,
  });
  if (source) await post(tx, actor, documentId, [{ materialId: piece.materialId, fromHolderId: source.id, toHolderId: counterId, mg: input.addedMetalMg, reason: 'stock.complement' }], postingDay);
  await audit(tx, actor, { action: 'stock.complement', entity: 'stockDocument', entityId: documentId, after: { ...input } });
  return documentId;
}

/** A hold: a frozen piece cannot be sold, transferred or cancelled until unfrozen. */
export async function freezePiece(tx: Tx, actor: Actor, pieceId: number, frozen: boolean, note: string): Promise<void> {
  const [piece] = await tx.select().from(jewelryPieces).where(eq(jewelryPieces.id, pieceId)).for('update');
  if (!piece) throw notFound('piece');
  if (piece.state !== 'in_stock') throw conflict('stock.notInStockCode', { code: piece.code });
  await tx.update(jewelryPieces).set({ frozen }).where(eq(jewelryPieces.id, pieceId));
  await audit(tx, actor, { action: frozen ? 'stock.freeze' : 'stock.unfreeze', entity: 'jewelryPiece', entityId: pieceId, after: { code: piece.code, note } });
}
