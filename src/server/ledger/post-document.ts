import { sql } from 'drizzle-orm';
import type { LedgerDocumentKind } from '../../shared/ledger/document-kinds';
import type { AuditAction } from '../../shared/platform/audit-actions';
import type { Actor } from '../platform/audit';
import { queryRows, type Tx } from '../platform/db/database';
import { postgresErrorCode } from '../platform/db/transaction';
import { AppError, badInput, conflict, notFound, ruleBroken } from '../platform/errors';
import type { MessageKey } from '../platform/i18n/messages';
import { auditLog } from '../platform/platform.tables';
import { holderRefs, materialRefs, type HolderRef, type MaterialRef } from '../modules/materials';
import { balanceChanges, movementProblem, type Movement } from './ledger-rules';
import { postings } from './ledger.tables';
import { moveBalances } from './move-balances';
import { auditBackdate, refuseClosedDay, type PostingDay } from './periods.service';
import { shopTodaySql } from './shop-day';

/** The document a posting belongs to: a transfer slip, a cast, an entry, an invoice… */
export interface PostingDocument {
  readonly kind: LedgerDocumentKind;
  readonly id: string | number;
}

export type Posting = typeof postings.$inferSelect;

/** A holder as the ledger needs it. */
export type LedgerHolder = Pick<HolderRef, 'id' | 'kind' | 'code' | 'nameKh' | 'nameEn' | 'physical' | 'active'>;
/** A material as the ledger needs it. */
export type LedgerMaterial = Pick<MaterialRef, 'id' | 'code' | 'purity' | 'active'>;

/** Holders and materials a caller already loaded (and checked active): the ledger does not ask for them again. */
export interface KnownParties {
  readonly holders?: readonly LedgerHolder[];
  readonly materials?: readonly LedgerMaterial[];
}

/**
 * Who writes the audit row of a posting: `postings` (the ledger, one row
 * listing them, written by the same statement as the postings), or `document`
 * (the caller, who audits the whole document it is writing and lists them there).
 */
export type PostingAudit = 'postings' | 'document';

/**
 * When the running balances move: `now`, or `later`, when the caller calls
 * `moveBalances`, as late in its transaction as it can: a document every sale
 * posts (to the counter, to OUTSIDE) then holds those rows' locks for as short
 * a time as possible. Until then the balances lag the postings, inside the
 * caller's transaction only.
 */
export type BalanceTiming = 'now' | 'later';

export interface PostDocumentOptions {
  readonly actor: Actor;
  readonly document: PostingDocument;
  readonly movements: readonly Movement[];
  /** The holders and materials the caller already loaded and checked (saves a query). */
  readonly known?: KnownParties;
  readonly audit?: PostingAudit;
  readonly balances?: BalanceTiming;
  /**
   * The shop day the document belongs to, as resolved by postingDayOf: today
   * when left out. A given day inside a closed month is refused (409); a
   * back-dated one is audited with its reason.
   */
  readonly postingDay?: PostingDay | undefined;
}

export interface PostedDocument {
  readonly postings: Posting[];
  readonly holderById: ReadonlyMap<number, LedgerHolder>;
  readonly materialById: ReadonlyMap<number, LedgerMaterial>;
  /** Moves the running balances of a document posted with `balances: 'later'` (a no-op otherwise). */
  moveBalances(): Promise<void>;
}

/**
 * The one way to post a document's movements: writes its postings atomically
 * in the caller's transaction and moves the running balances with them. The
 * balances' rows are locked until the commit, so two concurrent documents
 * cannot spend the same gram; an overdraft throws and the caller's
 * transaction rolls back.
 */
export async function postDocument(tx: Tx, options: PostDocumentOptions): Promise<PostedDocument> {
  return writeDocumentPostings(tx, options, {});
}

/** postDocument, with what else the audit row says (a reversal names its original and the reason). */
export async function writeDocumentPostings(
  tx: Tx,
  options: PostDocumentOptions,
  auditExtra: Readonly<Record<string, unknown>>,
): Promise<PostedDocument> {
  const { actor, document, movements, known = {}, audit = 'postings', balances = 'now', postingDay } = options;
  if (movements.length === 0) throw new AppError(400, 'materials.noMovements');
  const fields: Record<string, MessageKey> = {};
  movements.forEach((m, i) => {
    const problem = movementProblem(m);
    if (problem) fields[`movements.${i}`] = problem;
  });
  if (Object.keys(fields).length > 0) throw badInput(fields);

  if (postingDay) await refuseClosedDay(tx, postingDay.date);
  const { holderById, materialById } = await loadParties(tx, movements, known);

  let written: Posting[];
  try {
    written = await insertPostings(tx, actor, document, movements, postingDay?.date, audit === 'postings' ? { action: auditActionOf(movements), extra: auditExtra } : undefined);
  } catch (error) {
    // Two reversals of one posting racing: the unique index lets one through.
    const reversed = movements.find((m) => m.reversesPostingId != null);
    if (reversed && postgresErrorCode(error) === '23505') {
      throw conflict('materials.alreadyReversed', { id: reversed.reversesPostingId ?? 0 });
    }
    throw error;
  }

  await auditBackdate(tx, actor, document.kind, document.id, postingDay);
  const move = () => moveBalances(tx, balanceChanges(movements), holderById, materialById);
  if (balances === 'now') await move();
  return { postings: written, holderById, materialById, moveBalances: balances === 'now' ? () => Promise.resolve() : move };
}

const auditActionOf = (movements: readonly Movement[]): AuditAction =>
  movements.every((m) => m.reversesPostingId != null) ? 'materials.reverse' : 'materials.post';

/**
 * The holders and materials a document moves, checked to exist and be
 * active, in one round trip (holders the caller already loaded are not asked for).
 */
async function loadParties(
  tx: Tx,
  movements: readonly Movement[],
  known: KnownParties,
): Promise<{ holderById: Map<number, LedgerHolder>; materialById: Map<number, LedgerMaterial> }> {
  const holderIds = [...new Set(movements.flatMap((m) => [m.fromHolderId, m.toHolderId]))];
  const materialIds = [...new Set(movements.map((m) => m.materialId))];
  if (!holderIds.every((id) => Number.isSafeInteger(id) && id > 0)) throw notFound('holder');
  if (!materialIds.every((id) => Number.isSafeInteger(id) && id > 0)) throw notFound('material');
  const knownHolders = new Map((known.holders ?? []).map((h) => [h.id, h]));
  const knownMaterials = new Map((known.materials ?? []).map((m) => [m.id, m]));
  const missingHolders = holderIds.filter((id) => !knownHolders.has(id));
  const missingMaterials = materialIds.filter((id) => !knownMaterials.has(id));
  const list = (ids: readonly number[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `);
  const holdersJson =
    missingHolders.length === 0
      ? sql`'[]'::json`
      : sql`(SELECT coalesce(json_agg(json_build_object('id', id, 'kind', kind, 'code', code, 'nameKh', name_kh,
               'nameEn', name_en, 'physical', physical, 'active', active)), '[]'::json)
             FROM ${holderRefs()} WHERE id IN (${list(missingHolders)}))`;
  const materialsJson =
    missingMaterials.length === 0
      ? sql`'[]'::json`
      : sql`(SELECT coalesce(json_agg(json_build_object('id', id, 'code', code, 'purity', purity, 'active', active)), '[]'::json)
             FROM ${materialRefs()} WHERE id IN (${list(missingMaterials)}))`;
  const [row] =
    missingHolders.length === 0 && missingMaterials.length === 0
      ? []
      : await queryRows<{ holders: LedgerHolder[] | string; materials: LedgerMaterial[] | string }>(tx, sql`SELECT ${holdersJson} AS holders, ${materialsJson} AS materials`);
  const parse = <T>(value: T[] | string | undefined): T[] => (typeof value === 'string' ? (JSON.parse(value) as T[]) : (value ?? []));
  const holderRows = [...holderIds.flatMap((id) => knownHolders.get(id) ?? []), ...parse(row?.holders)];
  const materialRows = [...materialIds.flatMap((id) => knownMaterials.get(id) ?? []), ...parse(row?.materials)];
  if (holderRows.length !== holderIds.length) throw notFound('holder');
  if (materialRows.length !== materialIds.length) throw notFound('material');
  const inactiveHolder = holderRows.find((h) => !h.active);
  if (inactiveHolder) throw ruleBroken('materials.inactive', { what: 'holder', code: inactiveHolder.code });
  const inactiveMaterial = materialRows.find((m) => !m.active);
  if (inactiveMaterial) throw ruleBroken('materials.inactive', { what: 'material', code: inactiveMaterial.code });
  return { holderById: new Map(holderRows.map((h) => [h.id, h])), materialById: new Map(materialRows.map((m) => [m.id, m])) };
}

interface PostingRow {
  id: number | string;
  material_id: number;
  from_holder_id: number;
  to_holder_id: number;
  mg: number | string;
  reason: string;
  document_type: string;
  document_id: string;
  reverses_posting_id: number | string | null;
  created_by: number | null;
  created_at: Date | string;
  posting_day: string;
}

/**
 * Inserts the postings; with `auditRow`, the audit row listing them is
 * written by the same statement (a data-modifying CTE always runs to completion).
 */
async function insertPostings(
  tx: Tx,
  actor: Actor,
  document: PostingDocument,
  movements: readonly Movement[],
  postingDate: string | undefined,
  auditRow: { readonly action: AuditAction; readonly extra: Readonly<Record<string, unknown>> } | undefined,
): Promise<Posting[]> {
  const day = postingDate === undefined ? shopTodaySql : sql`${postingDate}::date`;
  const values = sql.join(
    movements.map(
      (m) =>
        sql`(${m.materialId}, ${m.fromHolderId}, ${m.toHolderId}, ${m.mg}, ${m.reason}, ${document.kind}, ${String(document.id)}, ${m.reversesPostingId ?? null}, ${actor.userId}, ${day})`,
    ),
    sql`, `,
  );
  const auditCte =
    auditRow === undefined
      ? sql``
      : sql`, a AS (
          INSERT INTO ${auditLog} (user_id, ip, action, entity, entity_id, after)
          SELECT ${actor.userId}, ${actor.ip ?? null}, ${auditRow.action}, ${document.kind}, ${String(document.id)},
                 jsonb_build_object('postings', jsonb_agg(jsonb_build_object(
                   'id', p.id, 'materialId', p.material_id, 'fromHolderId', p.from_holder_id, 'toHolderId', p.to_holder_id,
                   'mg', p.mg, 'reason', p.reason, 'reversesPostingId', p.reverses_posting_id) ORDER BY p.id))
                 || ${JSON.stringify(auditRow.extra)}::jsonb
            FROM p)`;
  const rows = await queryRows<PostingRow>(
    tx,
    sql`WITH p AS (
          INSERT INTO ${postings} (material_id, from_holder_id, to_holder_id, mg, reason, document_type, document_id, reverses_posting_id, created_by, posting_date)
          VALUES ${values}
          RETURNING *
        )${auditCte}
        SELECT p.*, p.posting_date::text AS posting_day FROM p ORDER BY id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    materialId: Number(r.material_id),
    fromHolderId: Number(r.from_holder_id),
    toHolderId: Number(r.to_holder_id),
    mg: Number(r.mg),
    reason: r.reason,
    documentType: r.document_type,
    documentId: r.document_id,
    reversesPostingId: r.reverses_posting_id === null ? null : Number(r.reverses_posting_id),
    createdBy: r.created_by === null ? null : Number(r.created_by),
    createdAt: new Date(r.created_at),
    postingDate: r.posting_day,
  }));
}
