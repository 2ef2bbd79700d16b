import { and, eq, sql } from 'drizzle-orm';
import { audit, type Actor } from '../../platform/audit';
import { auditLog } from '../../platform/platform.tables';
import { queryPrepared, queryRows, type Executor, type Tx } from '../../platform/db/database';
import { postgresErrorCode } from '../../platform/db/transaction';
import { AppError, badInput, conflict, notFound, ruleBroken } from '../../platform/errors';
import type { AuditAction } from '../../../shared/platform/audit-actions';
import type { MessageKey } from '../../platform/i18n/messages';
import { balanceChanges, movementProblem, reversalOf, type BalanceChange, type Movement } from './ledger-rules';
import { holderBalances, holders, materialCategories, postings } from './materials.tables';

export type { Movement } from './ledger-rules';

/** The document a posting belongs to: a transfer slip, a cast, an entry, an invoice… */
export interface PostingDocument {
  readonly type: string;
  readonly id: string | number;
}

export type Posting = typeof postings.$inferSelect;

export type LedgerMismatch =
  | { readonly kind: 'balance'; readonly holderId: number; readonly materialId: number; readonly balanceMg: number; readonly postingsMg: number }
  | { readonly kind: 'materialTotal'; readonly materialId: number; readonly totalMg: number }
  | { readonly kind: 'overdrawn'; readonly holderId: number; readonly materialId: number; readonly balanceMg: number };

/**
 * Writes the postings of one document atomically in the caller's transaction
 * and moves the running balances with them. The balances' rows are locked
 * until the commit, so two concurrent documents cannot spend the same gram; an
 * overdraft throws and the caller's transaction rolls back.
 */
export async function postMovements(
  tx: Tx,
  actor: Actor,
  document: PostingDocument,
  movements: readonly Movement[],
  /** The holders and materials the caller already loaded and checked (saves a query). */
  known: KnownParties = {},
): Promise<Posting[]> {
  const { postings: written } = await writePostingsWithContext(tx, document, movements, actor, known, { action: 'materials.post' });
  return written;
}

/**
 * As postMovements, but the running balances move only when the caller calls
 * `moveBalances`, as late in its transaction as it can: a document every sale
 * posts (to the counter, to OUTSIDE) then holds those rows' locks for as short
 * a time as possible. Until then the balances lag the postings, inside the
 * caller's transaction only.
 */
export async function postMovementsBalancingLater(
  tx: Tx,
  actor: Actor,
  document: PostingDocument,
  movements: readonly Movement[],
  known: KnownParties = {},
): Promise<{ readonly postings: Posting[]; moveBalances(): Promise<void> }> {
  const written = await writePostingsWithContext(tx, document, movements, actor, known, { action: 'materials.post' }, { balancesLater: true });
  return { postings: written.postings, moveBalances: () => moveBalances(tx, balanceChanges(movements), written.holderById, written.materialById) };
}

/** Cancels a posting by writing the opposite one (postings are never edited). */
export async function reversePosting(tx: Tx, actor: Actor, postingId: number, reason: string): Promise<Posting> {
  if (!Number.isSafeInteger(postingId) || postingId <= 0) throw notFound('posting');
  const [original] = await tx.select().from(postings).where(eq(postings.id, postingId));
  if (!original) throw notFound('posting');
  if (original.reversesPostingId !== null) throw ruleBroken('materials.reversalOfReversal', { id: postingId });
  const [already] = await tx.select({ id: postings.id }).from(postings).where(eq(postings.reversesPostingId, postingId));
  if (already) throw conflict('materials.alreadyReversed', { id: postingId });
  const [reversal] = await writePostings(tx, { type: original.documentType, id: original.documentId }, [reversalOf(original)], actor);
  if (!reversal) throw new Error('reversal not written');
  await audit(tx, actor, {
    action: 'materials.reverse',
    entity: 'posting',
    entityId: postingId,
    before: postingSummary(original),
    after: { ...postingSummary(reversal), note: reason },
  });
  return reversal;
}

/** A holder's balance of one material in mg (0 when it never held any). */
export async function balance(executor: Executor, holderId: number, materialId: number): Promise<number> {
  const [row] = await executor
    .select({ mg: holderBalances.mg })
    .from(holderBalances)
    .where(and(eq(holderBalances.holderId, holderId), eq(holderBalances.materialId, materialId)));
  return row?.mg ?? 0;
}

/**
 * Proves the running balances: each equals the sum of its postings, every
 * material sums to zero over all holders, no physical holder is below zero.
 * An empty list means the ledger is sound.
 */
export async function verifyLedger(executor: Executor): Promise<LedgerMismatch[]> {
  const balanceRows = await queryRows<{ holder_id: number; material_id: number; balance_mg: number; postings_mg: number }>(
    executor,
    sql`WITH moved AS (
          SELECT holder_id, material_id, sum(mg)::bigint AS mg FROM (
            SELECT to_holder_id AS holder_id, material_id, mg FROM postings
            UNION ALL
            SELECT from_holder_id, material_id, -mg FROM postings
          ) AS legs GROUP BY holder_id, material_id
        )
        SELECT coalesce(b.holder_id, m.holder_id) AS holder_id,
               coalesce(b.material_id, m.material_id) AS material_id,
               coalesce(b.mg, 0)::bigint AS balance_mg,
               coalesce(m.mg, 0)::bigint AS postings_mg
          FROM holder_balances b
          FULL JOIN moved m ON m.holder_id = b.holder_id AND m.material_id = b.material_id
         WHERE coalesce(b.mg, 0) <> coalesce(m.mg, 0)
         ORDER BY 1, 2`,
  );
  const totalRows = await queryRows<{ material_id: number; total_mg: number }>(
    executor,
    sql`SELECT material_id, sum(mg)::bigint AS total_mg FROM holder_balances
         GROUP BY material_id HAVING sum(mg) <> 0 ORDER BY material_id`,
  );
  const overdrawnRows = await queryRows<{ holder_id: number; material_id: number; mg: number }>(
    executor,
    sql`SELECT b.holder_id, b.material_id, b.mg FROM holder_balances b
          JOIN holders h ON h.id = b.holder_id
         WHERE h.physical AND b.mg < 0 ORDER BY 1, 2`,
  );
  return [
    ...balanceRows.map((r) => ({
      kind: 'balance' as const,
      holderId: Number(r.holder_id),
      materialId: Number(r.material_id),
      balanceMg: Number(r.balance_mg),
      postingsMg: Number(r.postings_mg),
    })),
    ...totalRows.map((r) => ({ kind: 'materialTotal' as const, materialId: Number(r.material_id), totalMg: Number(r.total_mg) })),
    ...overdrawnRows.map((r) => ({
      kind: 'overdrawn' as const,
      holderId: Number(r.holder_id),
      materialId: Number(r.material_id),
      balanceMg: Number(r.mg),
    })),
  ];
}

/** A holder as the ledger needs it. */
export type LedgerHolder = Pick<typeof holders.$inferSelect, 'id' | 'kind' | 'code' | 'nameKh' | 'nameEn' | 'physical' | 'active'>;
/** A material as the ledger needs it. */
export type LedgerMaterial = Pick<typeof materialCategories.$inferSelect, 'id' | 'code' | 'purity' | 'active'>;

/** Holders and materials a caller already loaded (and checked active): the ledger does not ask for them again. */
export interface KnownParties {
  readonly holders?: readonly LedgerHolder[];
  readonly materials?: readonly LedgerMaterial[];
}

export interface WrittenPostings {
  readonly postings: Posting[];
  readonly holderById: ReadonlyMap<number, LedgerHolder>;
  readonly materialById: ReadonlyMap<number, LedgerMaterial>;
}

/** Writes postings without an audit row: for callers that audit the whole document themselves. */
export async function writePostings(tx: Tx, document: PostingDocument, movements: readonly Movement[], actor: Actor): Promise<Posting[]> {
  return (await writePostingsWithContext(tx, document, movements, actor)).postings;
}

/**
 * Writes postings and returns them with the holders and materials they
 * name; `known` parties (already loaded by the caller) save a query.
 */
export async function writePostingsWithContext(
  tx: Tx,
  document: PostingDocument,
  movements: readonly Movement[],
  actor: Actor,
  known: KnownParties = {},
  /** Writes the audit row of these postings in the same statement (one round trip less). */
  auditAs?: { readonly action: AuditAction },
  { balancesLater = false }: { readonly balancesLater?: boolean } = {},
): Promise<WrittenPostings> {
  if (movements.length === 0) throw new AppError(400, 'materials.noMovements');
  const fields: Record<string, MessageKey> = {};
  movements.forEach((m, i) => {
    const problem = movementProblem(m);
    if (problem) fields[`movements.${i}`] = problem;
  });
  if (Object.keys(fields).length > 0) throw badInput(fields);

  const { holderById, materialById } = await loadParties(tx, movements, known);

  let written: Posting[];
  try {
    written = await insertPostings(tx, actor, document, movements, auditAs?.action);
  } catch (error) {
    // Two reversals of one posting racing: the unique index lets one through.
    const reversed = movements.find((m) => m.reversesPostingId != null);
    if (reversed && postgresErrorCode(error) === '23505') {
      throw conflict('materials.alreadyReversed', { id: reversed.reversesPostingId ?? 0 });
    }
    throw error;
  }

  if (!balancesLater) await moveBalances(tx, balanceChanges(movements), holderById, materialById);
  return { postings: written, holderById, materialById };
}

/**
 * Moves the running balances in one conditional statement (DESIGN §5): a
 * physical holder's existing balance is only moved if it stays at or above
 * zero, so it is never written below; a row the statement did not move, or a
 * physical holder's first row below zero, is an overdraft, and the throw rolls
 * the caller's transaction back. The rows are taken in (holder, material)
 * order, so two documents never wait on each other in opposite orders; two
 * spending the same gram queue on the row's lock and the second sees the
 * first's balance.
 */
async function moveBalances(
  tx: Tx,
  changes: readonly BalanceChange[],
  holderById: ReadonlyMap<number, LedgerHolder>,
  materialById: ReadonlyMap<number, LedgerMaterial>,
): Promise<void> {
  if (changes.length === 0) return;
  const holderOf = (change: BalanceChange) => {
    const holder = holderById.get(change.holderId);
    if (!holder) throw notFound('holder');
    return holder;
  };
  const spends = changes.filter((c) => c.deltaMg < 0 && holderOf(c).physical);
  const values = sql.join(
    changes.map((c) => sql`(${c.holderId}::int, ${c.materialId}::int, ${c.deltaMg}::bigint)`),
    sql`, `,
  );
  const floored =
    spends.length === 0 ? sql`` : sql` WHERE ${holderBalances}.mg + excluded.mg >= 0 OR excluded.holder_id NOT IN (${sql.join([...new Set(spends.map((c) => sql`${c.holderId}`))], sql`, `)})`;
  const moved = await queryPrepared<{ holder_id: number; material_id: number; mg: number | string }>(
    tx,
    sql`INSERT INTO ${holderBalances} (holder_id, material_id, mg)
        SELECT holder_id, material_id, mg FROM (VALUES ${values}) AS c (holder_id, material_id, mg) ORDER BY holder_id, material_id
        ON CONFLICT (holder_id, material_id) DO UPDATE SET mg = ${holderBalances}.mg + excluded.mg${floored}
        RETURNING holder_id, material_id, mg`,
  );
  const after = new Map(moved.map((r) => [`${r.holder_id}:${r.material_id}`, Number(r.mg)]));
  for (const spend of spends) {
    const balance = after.get(`${spend.holderId}:${spend.materialId}`);
    if (balance === undefined || balance < 0) {
      throw ruleBroken('materials.overdraft', {
        holder: holderOf(spend).code,
        material: materialById.get(spend.materialId)?.code ?? String(spend.materialId),
        mg: -spend.deltaMg,
      });
    }
  }
}

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
             FROM ${holders} WHERE id IN (${list(missingHolders)}))`;
  const materialsJson =
    missingMaterials.length === 0
      ? sql`'[]'::json`
      : sql`(SELECT coalesce(json_agg(json_build_object('id', id, 'code', code, 'purity', purity, 'active', active)), '[]'::json)
             FROM ${materialCategories} WHERE id IN (${list(missingMaterials)}))`;
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
}

/**
 * Inserts the postings; with `auditAction`, the audit row listing them is
 * written by the same statement (a data-modifying CTE always runs to completion).
 */
async function insertPostings(
  tx: Tx,
  actor: Actor,
  document: PostingDocument,
  movements: readonly Movement[],
  auditAction: AuditAction | undefined,
): Promise<Posting[]> {
  const values = sql.join(
    movements.map(
      (m) =>
        sql`(${m.materialId}, ${m.fromHolderId}, ${m.toHolderId}, ${m.mg}, ${m.reason}, ${document.type}, ${String(document.id)}, ${m.reversesPostingId ?? null}, ${actor.userId})`,
    ),
    sql`, `,
  );
  const auditCte =
    auditAction === undefined
      ? sql``
      : sql`, a AS (
          INSERT INTO ${auditLog} (user_id, ip, action, entity, entity_id, after)
          SELECT ${actor.userId}, ${actor.ip ?? null}, ${auditAction}, ${document.type}, ${String(document.id)},
                 jsonb_build_object('postings', jsonb_agg(jsonb_build_object(
                   'id', p.id, 'materialId', p.material_id, 'fromHolderId', p.from_holder_id, 'toHolderId', p.to_holder_id,
                   'mg', p.mg, 'reason', p.reason, 'reversesPostingId', p.reverses_posting_id) ORDER BY p.id))
            FROM p)`;
  const rows = await queryRows<PostingRow>(
    tx,
    sql`WITH p AS (
          INSERT INTO ${postings} (material_id, from_holder_id, to_holder_id, mg, reason, document_type, document_id, reverses_posting_id, created_by)
          VALUES ${values}
          RETURNING *
        )${auditCte}
        SELECT * FROM p ORDER BY id`,
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
  }));
}

function postingSummary(p: Posting) {
  return {
    id: p.id,
    materialId: p.materialId,
    fromHolderId: p.fromHolderId,
    toHolderId: p.toHolderId,
    mg: p.mg,
    reason: p.reason,
    reversesPostingId: p.reversesPostingId,
  };
}
