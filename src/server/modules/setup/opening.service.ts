import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { openingBodySchema, OpeningResponse, OpeningStatus } from '../../../shared/contracts/setup/setup';
import { audit, type Actor } from '../../platform/audit';
import type { Db, Tx } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { AppError, conflict, type FieldProblem } from '../../platform/errors';
import { shopTimeOf } from '../../platform/shop-time';
import { findDocuments, submitOpening } from '../materials';
import { receiveLot, getLot } from '../stones';
import { lockShopSetup } from './setup.service';
import { shopSetup } from './setup.tables';

export type OpeningInput = z.output<typeof openingBodySchema>;

/** A refusal of the stones module names its own body's fields (`count`); the opening's are `stones.2.count`. */
function underField(prefix: string, error: unknown): unknown {
  if (!(error instanceof AppError) || error.status !== 400 || !error.fields) return error;
  const fields: Record<string, FieldProblem> = {};
  for (const [field, problem] of Object.entries(error.fields)) fields[`${prefix}.${field}`] = problem;
  return new AppError(400, error.code, error.params, fields);
}

/**
 * Opening balances (DESIGN §3.11), in the caller's transaction: one numbered
 * opening document (OB-…) moving each holder's metal in from OUTSIDE, and
 * each stone lot received through the stones module's own receive path,
 * linked to that document. Refused with 409 once the shop is live (the setup
 * row is locked, so a go-live declared meanwhile is seen): after go-live a
 * balance is corrected by reversing its document and writing a new one.
 */
export async function postOpening(tx: Tx, actor: Actor, input: OpeningInput): Promise<OpeningResponse> {
  const setup = await lockShopSetup(tx);
  if (setup.liveAt !== null) throw conflict('setup.live', { day: (await shopTimeOf(tx)).dayOf(setup.liveAt) });
  const document = await submitOpening(tx, actor, { lines: input.lines, note: input.note });
  const stoneLots: OpeningResponse['stoneLots'] = [];
  for (const [i, stone] of input.stones.entries()) {
    try {
      const id = await receiveLot(tx, actor, { ...stone, note: document.number, opening: { id: document.id, number: document.number, line: i + 1 } });
      stoneLots.push({ id, code: (await getLot(tx, id)).code });
    } catch (error) {
      throw underField(`stones.${i}`, error);
    }
  }
  return { document, stoneLots };
}

/** When the shop went live (null: not yet) and its opening documents, newest first. */
export async function getOpeningStatus(db: Db): Promise<OpeningStatus> {
  const [row] = await db.select({ liveAt: shopSetup.liveAt }).from(shopSetup).where(eq(shopSetup.id, 1));
  const documents = await findDocuments(db, { kind: 'opening', page: 1, pageSize: 50 });
  return { liveAt: row?.liveAt?.toISOString() ?? null, documents: documents.items };
}

/** Go-live: from now on an opening balance is refused. Declared once. */
export async function declareGoLive(db: Db, actor: Actor): Promise<{ liveAt: string }> {
  return inTransaction(db, async (tx) => {
    const setup = await lockShopSetup(tx);
    if (setup.liveAt !== null) throw conflict('setup.alreadyLive', { day: (await shopTimeOf(tx)).dayOf(setup.liveAt) });
    const [row] = await tx
      .update(shopSetup)
      .set({ liveAt: sql`now()`, liveBy: actor.userId })
      .where(eq(shopSetup.id, 1))
      .returning({ liveAt: shopSetup.liveAt });
    const liveAt = row!.liveAt!.toISOString();
    await audit(tx, actor, { action: 'setup.goLive', entity: 'shop', after: { liveAt } });
    return { liveAt };
  });
}
