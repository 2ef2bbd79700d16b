import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type {
  HolderRef,
  MaterialDocument,
  MaterialDocumentKind,
  MetalLine,
} from '../../../shared/contracts/materials/material';
import type { Page } from '../../../shared/contracts/common';
import { toDecimalString } from '../../../shared/units';
import type { Actor } from '../../platform/audit';
import { queryRows, type Db, type Executor, type Tx } from '../../platform/db/database';
import { postgresErrorCode } from '../../platform/db/transaction';
import { AppError, badInput, conflict, notFound, ruleBroken } from '../../platform/errors';
import type { MessageKey } from '../../platform/i18n/messages';
import { documentNumberCte } from '../../platform/numbering';
import { auditLog, staff, users } from '../../platform/platform.tables';
import { receivingGoesOverCap } from './holder-caps';
import {
  heldMg,
  documentKey,
  postDocument,
  postingRowsSql,
  postingsOfDocuments,
  reverseDocument as reverseLedgerDocument,
  shopTodaySql,
  type LedgerHolder,
  type Movement,
  type PostedDocument,
  type PostingDay,
  type PostingDocument,
} from '../../ledger';
import { holders, materialCategories, materialDocuments } from './materials.tables';
import { meltFigures } from './melt-rules';

type DocumentRow = typeof materialDocuments.$inferSelect;
type HolderRow = typeof holders.$inferSelect;

const seriesOf: Readonly<Record<MaterialDocumentKind, string>> = { transfer: 'TR', return: 'RT', melt: 'ML', reversal: 'RV', opening: 'OB' };

export interface TransferInput {
  readonly fromHolderId: number;
  readonly toHolderId: number;
  readonly lines: readonly MetalLine[];
  readonly note: string;
  /** Only for a caller allowed to override caps (the route checks `materials.overrideCap`). */
  readonly overrideCap: boolean;
  /** The slip's shop day (postingDayOf): today when left out. */
  readonly postingDay?: PostingDay | undefined;
}

export interface ReturnInput {
  readonly fromHolderId: number;
  readonly safeHolderId: number | null;
  readonly lines: readonly MetalLine[];
  readonly note: string;
  readonly overrideCap: boolean;
  readonly postingDay?: PostingDay | undefined;
}

export interface MeltInput {
  readonly holderId: number;
  readonly inputs: readonly MetalLine[];
  readonly output: MetalLine;
  readonly note: string;
  readonly postingDay?: PostingDay | undefined;
}

/** Moves metal from one holder to another under a numbered transfer slip, in the caller's transaction. */
export async function submitTransfer(tx: Tx, actor: Actor, input: TransferInput): Promise<MaterialDocument> {
  refuseRepeatedMaterials(input.lines, 'lines');
  if (input.fromHolderId === input.toHolderId) throw badInput({ toHolderId: 'materials.transferToSelf' });
  const [from, to] = await loadHoldersOrFail(tx, [input.fromHolderId, input.toHolderId]);
  for (const holder of [from!, to!]) {
    if (holder.kind === 'melt') throw ruleBroken('materials.systemHolderMoves', { code: holder.code });
  }
  return moveToHolder(tx, actor, 'transfer', from!, to!, input);
}

/** A holder gives metal back to the safe (the given one, or the first active safe). */
export async function submitReturn(tx: Tx, actor: Actor, input: ReturnInput): Promise<MaterialDocument> {
  refuseRepeatedMaterials(input.lines, 'lines');
  const safeId = input.safeHolderId ?? (await firstActiveSafeId(tx));
  if (safeId === input.fromHolderId) throw badInput({ fromHolderId: 'materials.transferToSelf' });
  const [from, safe] = await loadHoldersOrFail(tx, [input.fromHolderId, safeId]);
  if (safe!.kind !== 'safe') throw badInput({ safeHolderId: 'materials.notASafe' });
  if (!from!.physical) throw ruleBroken('materials.systemHolderMoves', { code: from!.code });
  return moveToHolder(tx, actor, 'return', from!, safe!, input);
}

/**
 * Melting and alloying at one holder (DESIGN §3.2): the inputs go to the
 * `melt` system holder, the output comes back from it, and the fine metal that
 * did not come out goes from it to `loss`, in the output material.
 */
export async function submitMelt(tx: Tx, actor: Actor, input: MeltInput): Promise<MaterialDocument> {
  refuseRepeatedMaterials(input.inputs, 'inputs');
  const [holder] = await loadHoldersOrFail(tx, [input.holderId]);
  if (!holder!.physical) throw ruleBroken('materials.systemHolderMoves', { code: holder!.code });
  const purity = await puritiesOf(tx, [...input.inputs.map((l) => l.materialId), input.output.materialId]);
  const result = meltFigures(
    input.inputs.map((l) => ({ mg: l.mg, purity: purity(l.materialId) })),
    { mg: input.output.mg, purity: purity(input.output.materialId) },
  );
  if (!result.ok) throw ruleBroken(result.problem);
  const { figures } = result;
  const meltHolder = await systemHolderId(tx, 'melt');
  const lossHolder = await systemHolderId(tx, 'loss');

  const movements: Movement[] = [
    ...input.inputs.map((l): Movement => ({ materialId: l.materialId, fromHolderId: holder!.id, toHolderId: meltHolder, mg: l.mg, reason: 'melt.in' })),
    { materialId: input.output.materialId, fromHolderId: meltHolder, toHolderId: holder!.id, mg: input.output.mg, reason: 'melt.out' },
  ];
  if (figures.lossMg > 0) {
    movements.push({ materialId: input.output.materialId, fromHolderId: meltHolder, toHolderId: lossHolder, mg: figures.lossMg, reason: 'melt.loss' });
  }
  return submitDocument(tx, actor, { kind: 'melt', note: input.note, ...figures, postingDay: input.postingDay }, movements, [holder!]);
}

export interface OpeningLine {
  readonly holderId: number;
  readonly materialId: number;
  readonly mg: number;
}

/**
 * Opening balances (DESIGN §3.11): the metal each holder has on the go-live
 * day, one numbered opening document whose postings come from OUTSIDE (the
 * metal was the shop's before Atelier knew of it). Only physical holders take
 * an opening balance, each material once per holder. Whether the shop is
 * still before go-live is the caller's rule (the setup module's).
 */
export async function submitOpening(tx: Tx, actor: Actor, input: { readonly lines: readonly OpeningLine[]; readonly note: string }): Promise<MaterialDocument> {
  const fields: Record<string, MessageKey> = {};
  const seen = new Set<string>();
  input.lines.forEach((line, i) => {
    const key = `${line.holderId}:${line.materialId}`;
    if (seen.has(key)) fields[`lines.${i}.materialId`] = 'materials.duplicateMaterial';
    seen.add(key);
  });
  if (Object.keys(fields).length > 0) throw badInput(fields);
  const holderIds = [...new Set(input.lines.map((l) => l.holderId))];
  const rows = await tx.select().from(holders).where(inArray(holders.id, holderIds));
  input.lines.forEach((line, i) => {
    const holder = rows.find((r) => r.id === line.holderId);
    if (!holder || !holder.active || !holder.physical) fields[`lines.${i}.holderId`] = 'materials.openingHolder';
  });
  if (Object.keys(fields).length > 0) throw badInput(fields);
  const [outside] = await tx.select().from(holders).where(eq(holders.kind, 'outside')).orderBy(holders.id).limit(1);
  if (!outside) throw new Error('the system holder OUTSIDE is missing: migrate first');
  const movements = input.lines.map(
    (line): Movement => ({ materialId: line.materialId, fromHolderId: outside.id, toHolderId: line.holderId, mg: line.mg, reason: 'opening' }),
  );
  return submitDocument(tx, actor, { kind: 'opening', note: input.note }, movements, [outside, ...rows]);
}

/**
 * Cancels a document by a reversal slip whose postings move the same metal
 * back; the original stays as it was. A posting already reversed on its own
 * is left out. Reversing can overdraft (the metal was spent since): then it is refused.
 */
export async function reverseDocument(tx: Tx, actor: Actor, documentId: number, reason: string, postingDay?: PostingDay): Promise<MaterialDocument> {
  const [original] = await tx.select().from(materialDocuments).where(eq(materialDocuments.id, documentId));
  if (!original) throw notFound('document');
  if (original.kind === 'reversal') throw ruleBroken('materials.documentIsReversal', { number: original.number });
  const [already] = await tx
    .select({ id: materialDocuments.id })
    .from(materialDocuments)
    .where(eq(materialDocuments.reversesDocumentId, documentId));
  if (already) throw conflict('materials.documentAlreadyReversed', { number: original.number });

  try {
    return await submitDocument(
      tx,
      actor,
      { kind: 'reversal', note: reason, reversesDocumentId: original.id, reversesDocumentNumber: original.number, postingDay },
      (reversal) => reverseLedgerDocument(tx, { actor, original: { kind: original.kind, id: original.id }, reversal, reason, audit: 'document', postingDay }),
    );
  } catch (error) {
    // Two reversals racing: the unique reversal links let only one through.
    if (postgresErrorCode(error) === '23505' || (error instanceof AppError && error.code === 'materials.alreadyReversed')) {
      throw conflict('materials.documentAlreadyReversed', { number: original.number });
    }
    throw error;
  }
}

export async function getDocument(executor: Executor, id: number): Promise<MaterialDocument> {
  const [row] = await executor.select().from(materialDocuments).where(eq(materialDocuments.id, id));
  if (!row) throw notFound('document');
  const [view] = await documentViews(executor, [row]);
  return view!;
}

const movesAnyOf = (holderIds: readonly number[]) => sql`EXISTS (SELECT 1 FROM ${postingRowsSql} p
      WHERE p.document_type = ${materialDocuments.kind} AND p.document_id = ${materialDocuments.id}::text
        AND (p.from_holder_id IN (${sql.join(holderIds.map((id) => sql`${id}`), sql`, `)})
          OR p.to_holder_id IN (${sql.join(holderIds.map((id) => sql`${id}`), sql`, `)})))`;

/** Whether a document moves metal of one of these holders (a scoped reader's documents). */
export async function documentMovesHolders(executor: Executor, id: number, holderIds: readonly number[]): Promise<boolean> {
  if (holderIds.length === 0) return false;
  const [row] = await executor
    .select({ id: materialDocuments.id })
    .from(materialDocuments)
    .where(and(eq(materialDocuments.id, id), movesAnyOf(holderIds)));
  return row !== undefined;
}

export interface DocumentFilter {
  readonly kind?: MaterialDocumentKind | undefined;
  readonly holderId?: number | undefined;
  /** A scoped reader: only documents that move these holders' metal. */
  readonly amongHolderIds?: readonly number[] | undefined;
  readonly page: number;
  readonly pageSize: number;
}

export async function findDocuments(db: Db, filter: DocumentFilter): Promise<Page<MaterialDocument>> {
  const conditions = [];
  if (filter.kind) conditions.push(eq(materialDocuments.kind, filter.kind));
  if (filter.holderId !== undefined) {
    conditions.push(sql`EXISTS (SELECT 1 FROM ${postingRowsSql} p
      WHERE p.document_type = ${materialDocuments.kind} AND p.document_id = ${materialDocuments.id}::text
        AND (p.from_holder_id = ${filter.holderId} OR p.to_holder_id = ${filter.holderId}))`);
  }
  if (filter.amongHolderIds !== undefined) {
    if (filter.amongHolderIds.length === 0) return { items: [], total: 0, page: filter.page, pageSize: filter.pageSize };
    conditions.push(movesAnyOf(filter.amongHolderIds));
  }
  const where = and(...conditions);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(materialDocuments).where(where);
  const rows = await db
    .select()
    .from(materialDocuments)
    .where(where)
    .orderBy(desc(materialDocuments.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  return { items: await documentViews(db, rows), total: Number(count?.n ?? 0), page: filter.page, pageSize: filter.pageSize };
}

async function moveToHolder(
  tx: Tx,
  actor: Actor,
  kind: 'transfer' | 'return',
  from: HolderRow,
  to: HolderRow,
  input: { readonly lines: readonly MetalLine[]; readonly note: string; readonly overrideCap: boolean; readonly postingDay?: PostingDay | undefined },
): Promise<MaterialDocument> {
  const capOverridden = await checkCap(tx, to, input.lines, input.overrideCap);
  const movements = input.lines.map((line) => ({
    materialId: line.materialId,
    fromHolderId: from.id,
    toHolderId: to.id,
    mg: line.mg,
    reason: kind,
  }));
  return submitDocument(tx, actor, { kind, note: input.note, capOverridden, postingDay: input.postingDay }, movements, [from, to]);
}

/**
 * Holding caps (DESIGN §3.2): the receiver's row is locked so two transfers
 * cannot both slip under the cap; returns whether an owner's override was used.
 */
async function checkCap(tx: Tx, receiver: HolderRow, lines: readonly MetalLine[], override: boolean): Promise<boolean> {
  if (receiver.capMg === null) return false;
  await tx.select({ id: holders.id }).from(holders).where(eq(holders.id, receiver.id)).for('update');
  const held = await heldMg(tx, receiver.id);
  const incomingMg = lines.reduce((sum, l) => sum + l.mg, 0);
  if (!receivingGoesOverCap(held, incomingMg, receiver.capMg)) return false;
  if (!override) throw ruleBroken('materials.overCap', {
      holder: receiver.code,
      cap: toDecimalString(receiver.capMg, 3),
      held: toDecimalString(held + incomingMg, 3),
    });
  return true;
}

type DocumentDraft = Pick<typeof materialDocuments.$inferInsert, 'kind' | 'note' | 'capOverridden' | 'reversesDocumentId' | 'fineInMg' | 'fineOutMg' | 'fineLossMg' | 'lossMg'> & {
  /** The number of the document a reversal cancels. */
  readonly reversesDocumentNumber?: string;
  /** The slip's shop day: today when left out. */
  readonly postingDay?: PostingDay | undefined;
};

/** How a slip writes its postings, once it knows its id: new movements, or the undoing of another slip. */
type WriteSlipPostings = readonly Movement[] | ((document: PostingDocument) => Promise<PostedDocument>);

/**
 * Writes a document's postings, then numbers it. The number's counter row is
 * locked from its increment to the commit (numbers have no gaps), so every
 * other step comes first: the lock is held for two inserts and the commit.
 */
async function submitDocument(
  tx: Tx,
  actor: Actor,
  draft: DocumentDraft,
  postingsToWrite: WriteSlipPostings,
  knownHolders: readonly LedgerHolder[] = [],
): Promise<MaterialDocument> {
  const [next] = await queryRows<{ id: number }>(tx, sql`SELECT nextval(pg_get_serial_sequence('material_documents', 'id'))::int AS id`);
  const id = Number(next!.id);
  const document: PostingDocument = { kind: draft.kind, id };
  // The slip's own audit row (below) lists its postings: the ledger writes none of its own.
  const written =
    typeof postingsToWrite === 'function'
      ? await postingsToWrite(document)
      : await postDocument(tx, { actor, document, movements: postingsToWrite, known: { holders: knownHolders }, audit: 'document', postingDay: draft.postingDay });
  const createdBy = await creatorOf(tx, actor);
  const { reversesDocumentNumber } = draft;
  const postingsForAudit = written.postings.map((p) => ({
    id: p.id,
    materialId: p.materialId,
    from: written.holderById.get(p.fromHolderId)?.code,
    to: written.holderById.get(p.toHolderId)?.code,
    mg: p.mg,
    reason: p.reason,
    reversesPostingId: p.reversesPostingId,
  }));
  // One statement: number, document and its audit row; the counter stays locked only for it and the commit.
  const [inserted] = await queryRows<DocumentRowSql>(
    tx,
    sql`WITH ${documentNumberCte(seriesOf[draft.kind])},
        d AS (
          INSERT INTO ${materialDocuments} (id, number, kind, note, reverses_document_id, cap_overridden,
                                             fine_in_mg, fine_out_mg, fine_loss_mg, loss_mg, created_by, posting_date)
          SELECT ${id}, numbered.number, ${draft.kind}, ${draft.note ?? ''}, ${draft.reversesDocumentId ?? null},
                 ${draft.capOverridden ?? false}, ${draft.fineInMg ?? null}, ${draft.fineOutMg ?? null},
                 ${draft.fineLossMg ?? null}, ${draft.lossMg ?? null}, ${actor.userId},
                 ${draft.postingDay === undefined ? shopTodaySql : sql`${draft.postingDay.date}::date`}
            FROM numbered
          RETURNING *, posting_date::text AS posting_day),
        a AS (
          INSERT INTO ${auditLog} (user_id, ip, action, entity, entity_id, after)
          SELECT ${actor.userId}, ${actor.ip ?? null}, ${`materials.${draft.kind}`}, 'materialDocument', d.id::text,
                 jsonb_build_object('number', d.number, 'note', d.note, 'postings', ${JSON.stringify(postingsForAudit)}::jsonb)
            FROM d)
        SELECT * FROM d`,
  );
  return newDocumentView(documentRowOf(inserted!), reversesDocumentNumber ?? null, createdBy, written);
}

interface DocumentRowSql {
  id: number;
  number: string;
  kind: DocumentRow['kind'];
  note: string;
  reverses_document_id: number | null;
  cap_overridden: boolean;
  fine_in_mg: number | string | null;
  fine_out_mg: number | string | null;
  fine_loss_mg: number | string | null;
  loss_mg: number | string | null;
  created_by: number | null;
  created_at: Date | string;
  posting_day: string;
}

function documentRowOf(r: DocumentRowSql): DocumentRow {
  const n = (v: number | string | null) => (v === null ? null : Number(v));
  return {
    id: Number(r.id),
    number: r.number,
    kind: r.kind,
    note: r.note,
    reversesDocumentId: n(r.reverses_document_id),
    capOverridden: r.cap_overridden,
    fineInMg: n(r.fine_in_mg),
    fineOutMg: n(r.fine_out_mg),
    fineLossMg: n(r.fine_loss_mg),
    lossMg: n(r.loss_mg),
    createdBy: n(r.created_by),
    createdAt: new Date(r.created_at),
    postingDate: r.posting_day,
  };
}

async function creatorOf(tx: Tx, actor: Actor): Promise<MaterialDocument['createdBy']> {
  if (actor.userId === null) return null;
  if (actor.username !== undefined) return { id: actor.userId, username: actor.username };
  const [user] = await tx.select({ id: users.id, username: users.username }).from(users).where(eq(users.id, actor.userId));
  return user ?? null;
}

/** The slip of a document just written, from what writing it loaded (no query). */
function newDocumentView(
  row: DocumentRow,
  reversesDocumentNumber: string | null,
  createdBy: MaterialDocument['createdBy'],
  written: PostedDocument,
): MaterialDocument {
  const ref = (id: number): HolderRef => {
    const h = written.holderById.get(id)!;
    return { id: h.id, kind: h.kind, code: h.code, nameKh: h.nameKh, nameEn: h.nameEn };
  };
  return {
    ...documentFields(row, reversesDocumentNumber, null, createdBy),
    postings: written.postings.map((p) => ({
      id: p.id,
      materialId: p.materialId,
      materialCode: written.materialById.get(p.materialId)!.code,
      purity: written.materialById.get(p.materialId)!.purity,
      from: ref(p.fromHolderId),
      to: ref(p.toHolderId),
      mg: p.mg,
      reason: p.reason,
      reversesPostingId: p.reversesPostingId,
      reversedByPostingId: null,
    })),
  };
}

function documentFields(
  row: DocumentRow,
  reversesDocumentNumber: string | null,
  reversedBy: { id: number; number: string } | null,
  createdBy: MaterialDocument['createdBy'],
): Omit<MaterialDocument, 'postings'> {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    note: row.note,
    reversesDocumentId: row.reversesDocumentId,
    reversesDocumentNumber,
    reversedByDocumentId: reversedBy?.id ?? null,
    reversedByDocumentNumber: reversedBy?.number ?? null,
    capOverridden: row.capOverridden,
    melt:
      row.kind === 'melt'
        ? { fineInMg: row.fineInMg ?? 0, fineOutMg: row.fineOutMg ?? 0, fineLossMg: row.fineLossMg ?? 0, lossMg: row.lossMg ?? 0 }
        : null,
    createdBy,
    createdAt: row.createdAt.toISOString(),
    postingDate: row.postingDate,
  };
}

function refuseRepeatedMaterials(lines: readonly MetalLine[], field: string): void {
  const seen = new Set<number>();
  const fields: Record<string, MessageKey> = {};
  lines.forEach((line, i) => {
    if (seen.has(line.materialId)) fields[`${field}.${i}.materialId`] = 'materials.duplicateMaterial';
    seen.add(line.materialId);
  });
  if (Object.keys(fields).length > 0) throw badInput(fields);
}

async function loadHoldersOrFail(tx: Tx, ids: readonly number[]): Promise<HolderRow[]> {
  const rows = await tx.select().from(holders).where(inArray(holders.id, [...ids]));
  return ids.map((id) => {
    const row = rows.find((r) => r.id === id);
    if (!row) throw notFound('holder');
    if (!row.active) throw ruleBroken('materials.inactive', { what: 'holder', code: row.code });
    return row;
  });
}

async function firstActiveSafeId(tx: Tx): Promise<number> {
  const [safe] = await tx
    .select({ id: holders.id })
    .from(holders)
    .where(and(eq(holders.kind, 'safe'), eq(holders.active, true)))
    .orderBy(holders.id)
    .limit(1);
  if (!safe) throw ruleBroken('materials.noSafe');
  return safe.id;
}

async function systemHolderId(tx: Tx, kind: 'melt' | 'loss'): Promise<number> {
  const [row] = await tx.select({ id: holders.id }).from(holders).where(eq(holders.kind, kind)).orderBy(holders.id).limit(1);
  if (!row) throw new Error(`the system holder ${kind} is missing: migrate first`);
  return row.id;
}

async function puritiesOf(tx: Tx, materialIds: readonly number[]): Promise<(materialId: number) => number> {
  const rows = await tx
    .select({ id: materialCategories.id, purity: materialCategories.purity })
    .from(materialCategories)
    .where(inArray(materialCategories.id, [...new Set(materialIds)]));
  const byId = new Map(rows.map((r) => [r.id, r.purity]));
  return (materialId) => {
    const purity = byId.get(materialId);
    if (purity === undefined) throw notFound('material');
    return purity;
  };
}

/** Documents with their postings, holders and links to reversals, in two queries per page. */
async function documentViews(executor: Executor, rows: readonly DocumentRow[]): Promise<MaterialDocument[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const postingsByDocument = await postingsOfDocuments(
    executor,
    rows.map((row) => ({ kind: row.kind, id: row.id })),
  );
  const links = await queryRows<{ id: number; number: string; reverses_document_id: number | null }>(
    executor,
    sql`SELECT id, number, reverses_document_id FROM material_documents
         WHERE reverses_document_id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})
            OR id IN (${sql.join(
              rows.map((r) => sql`${r.reversesDocumentId ?? 0}`),
              sql`, `,
            )})`,
  );
  const creators = await executor
    .select({
      id: users.id,
      username: users.username,
      nameKh: sql<string>`coalesce(nullif(${staff.nameKh}, ''), ${users.displayName})`,
      nameEn: sql<string>`coalesce(nullif(${staff.nameEn}, ''), ${users.displayName})`,
    })
    .from(users)
    .leftJoin(staff, eq(staff.id, users.staffId))
    .where(inArray(users.id, [...new Set(rows.map((r) => r.createdBy ?? 0))]));

  return rows.map((row) => {
    const reversedBy = links.find((l) => Number(l.reverses_document_id) === row.id);
    const reverses = row.reversesDocumentId === null ? undefined : links.find((l) => Number(l.id) === row.reversesDocumentId);
    const creator = creators.find((u) => u.id === row.createdBy);
    return {
      ...documentFields(
        row,
        reverses?.number ?? null,
        reversedBy ? { id: Number(reversedBy.id), number: reversedBy.number } : null,
        creator ? { id: creator.id, username: creator.username } : null,
      ),
      by: creator ? { id: creator.id, nameKh: creator.nameKh, nameEn: creator.nameEn } : null,
      postings: postingsByDocument.get(documentKey({ kind: row.kind, id: row.id })) ?? [],
    };
  });
}

