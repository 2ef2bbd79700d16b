import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BoardLink, CreateBoardLinkBody, CreateBoardLinkResponse } from '../../../shared/contracts/materials/board-links';
import { boardPath, boardPricesPath, readBoardToken } from '../../../shared/board/board-tokens';
import { audit, type Actor } from '../../platform/audit';
import { newToken, tokenHash } from '../../platform/auth/tokens';
import type { Db, Executor } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { conflict, notFound } from '../../platform/errors';
import { users } from '../../platform/platform.tables';
import { boardLinks } from './materials.tables';

/**
 * Board links (DESIGN §3.10): the owner makes one per TV ("counter TV"), sees
 * its secret once, and revokes it; the board and the price page open with
 * the link's token, or with its price-page token (board-tokens.ts), never
 * with a session.
 */

/** The price-page token of a link: its id and an HMAC keyed by the stored hash (so nothing secret is kept to print it). */
export function pricesTokenOf(linkId: number, storedHash: string): string {
  return `${linkId}.${createHmac('sha256', storedHash).update(`board-prices:${linkId}`).digest('base64url').slice(0, 22)}`;
}

const creator = alias(users, 'creator');
const revoker = alias(users, 'revoker');

async function linkViews(executor: Executor, ids?: readonly number[]): Promise<BoardLink[]> {
  const rows = await executor
    .select({
      id: boardLinks.id,
      name: boardLinks.name,
      forReceipts: boardLinks.forReceipts,
      createdBy: creator.username,
      createdAt: boardLinks.createdAt,
      revokedBy: revoker.username,
      revokedAt: boardLinks.revokedAt,
    })
    .from(boardLinks)
    .leftJoin(creator, eq(creator.id, boardLinks.createdBy))
    .leftJoin(revoker, eq(revoker.id, boardLinks.revokedBy))
    .where(ids ? inArray(boardLinks.id, [...ids]) : undefined)
    // Active links first, then the newest.
    .orderBy(sql`${boardLinks.revokedAt} IS NOT NULL`, desc(boardLinks.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), revokedAt: row.revokedAt?.toISOString() ?? null }));
}

export const findBoardLinks = async (db: Db) => ({ items: await linkViews(db) });

/** Only this and one audit row are written; the token leaves in the answer and nowhere else (no idempotency record holds it). */
export async function createBoardLink(db: Db, actor: Actor, input: CreateBoardLinkBody): Promise<CreateBoardLinkResponse> {
  return inTransaction(db, async (tx) => {
    const token = newToken();
    const hash = tokenHash(token);
    if (input.forReceipts) await tx.update(boardLinks).set({ forReceipts: false }).where(eq(boardLinks.forReceipts, true));
    const [row] = await tx
      .insert(boardLinks)
      .values({ name: input.name, tokenHash: hash, forReceipts: input.forReceipts ?? false, createdBy: actor.userId })
      .returning({ id: boardLinks.id });
    const id = row!.id;
    await audit(tx, actor, { action: 'boardLink.create', entity: 'boardLink', entityId: id, after: { name: input.name, forReceipts: input.forReceipts ?? false } });
    const [link] = await linkViews(tx, [id]);
    return { link: link!, boardPath: boardPath(token), pricesPath: boardPricesPath(pricesTokenOf(id, hash)) };
  });
}

async function activeLinkOrRefuse(executor: Executor, id: number) {
  const [row] = await executor.select().from(boardLinks).where(eq(boardLinks.id, id)).for('update');
  if (!row) throw notFound('boardLink');
  if (row.revokedAt) throw conflict('board.linkAlreadyRevoked');
  return row;
}

/** From now on the link opens nothing; open boards on it go blank within a few seconds (rate-board-hub.ts). */
export async function revokeBoardLink(db: Db, actor: Actor, id: number): Promise<BoardLink> {
  return inTransaction(db, async (tx) => {
    const row = await activeLinkOrRefuse(tx, id);
    await tx.update(boardLinks).set({ revokedAt: sql`now()`, revokedBy: actor.userId, forReceipts: false }).where(eq(boardLinks.id, id));
    await audit(tx, actor, { action: 'boardLink.revoke', entity: 'boardLink', entityId: id, before: { name: row.name, forReceipts: row.forReceipts } });
    const [link] = await linkViews(tx, [id]);
    return link!;
  });
}

/** Receipts and invoices print this link's price page from now on. */
export async function chooseReceiptLink(db: Db, actor: Actor, id: number): Promise<BoardLink> {
  return inTransaction(db, async (tx) => {
    const row = await activeLinkOrRefuse(tx, id);
    if (!row.forReceipts) {
      await tx.update(boardLinks).set({ forReceipts: false }).where(eq(boardLinks.forReceipts, true));
      await tx.update(boardLinks).set({ forReceipts: true }).where(eq(boardLinks.id, id));
      await audit(tx, actor, { action: 'boardLink.receipts', entity: 'boardLink', entityId: id, after: { name: row.name, forReceipts: true } });
    }
    const [link] = await linkViews(tx, [id]);
    return link!;
  });
}

/**
 * The price page a receipt prints: the link chosen for receipts, else the
 * newest active link; null while no link is active (the receipt then prints
 * no QR code).
 */
export async function receiptPricesPath(executor: Executor): Promise<string | null> {
  const [row] = await executor
    .select({ id: boardLinks.id, tokenHash: boardLinks.tokenHash })
    .from(boardLinks)
    .where(isNull(boardLinks.revokedAt))
    .orderBy(desc(boardLinks.forReceipts), desc(boardLinks.id))
    .limit(1);
  return row ? boardPricesPath(pricesTokenOf(row.id, row.tokenHash)) : null;
}

export type BoardAccess =
  | { readonly status: 'open'; readonly linkId: number; readonly pricesPath: string }
  | { readonly status: 'missing' | 'unknown' | 'revoked' };

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** What a board token opens: a link's own token or its price-page token, while the link is not revoked. */
export async function boardAccessOf(executor: Executor, token: string | undefined): Promise<BoardAccess> {
  if (!token) return { status: 'missing' };
  const read = readBoardToken(token);
  if (!read) return { status: 'unknown' };
  const [row] = await executor
    .select({ id: boardLinks.id, tokenHash: boardLinks.tokenHash, revokedAt: boardLinks.revokedAt })
    .from(boardLinks)
    .where(read.kind === 'link' ? eq(boardLinks.tokenHash, tokenHash(token)) : eq(boardLinks.id, read.linkId));
  if (!row) return { status: 'unknown' };
  if (read.kind === 'prices' && !sameText(pricesTokenOf(row.id, row.tokenHash), token)) return { status: 'unknown' };
  if (row.revokedAt) return { status: 'revoked' };
  return { status: 'open', linkId: row.id, pricesPath: boardPricesPath(pricesTokenOf(row.id, row.tokenHash)) };
}

/** Of these links, the ones still active: open boards on the others are closed. */
export async function activeBoardLinkIds(executor: Executor, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await executor
    .select({ id: boardLinks.id })
    .from(boardLinks)
    .where(and(inArray(boardLinks.id, [...ids]), isNull(boardLinks.revokedAt)));
  return new Set(rows.map((row) => row.id));
}
