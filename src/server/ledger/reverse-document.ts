import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../platform/audit';
import type { Tx } from '../platform/db/database';
import { conflict, ruleBroken } from '../platform/errors';
import { reversalOf } from './ledger-rules';
import { postings } from './ledger.tables';
import type { PostingDay } from './periods.service';
import { writeDocumentPostings, type KnownParties, type PostedDocument, type PostingAudit, type PostingDocument } from './post-document';

export interface ReverseDocumentOptions {
  readonly actor: Actor;
  /** The document whose postings are undone. */
  readonly original: PostingDocument;
  /**
   * The document the reversing postings belong to: the original itself (a
   * voided invoice carries its own undoing) by default, or a reversal slip.
   */
  readonly reversal?: PostingDocument;
  /** The person's words: kept on the audit row. */
  readonly reason: string;
  readonly known?: KnownParties;
  /** `postings` (default): one audit row for the whole reversal, naming the original and the reason. */
  readonly audit?: PostingAudit;
  /** The correction's shop day: today by default (a correction of an old document posts in the open period). */
  readonly postingDay?: PostingDay | undefined;
}

/**
 * The one way to undo a document: every posting of it not yet undone is
 * answered by its opposite (postings are never edited), all in one call, with
 * one audit row, each reversing posting linked to the one it cancels and the
 * reversal to its original. A document with no postings (an invoice of stones
 * only) gives no postings. Reversing can overdraft (the metal was spent since):
 * then it is refused, and two reversals racing let one through (the unique link).
 */
export async function reverseDocument(tx: Tx, options: ReverseDocumentOptions): Promise<PostedDocument> {
  const { actor, original, reason, known, audit, postingDay } = options;
  const all = await tx
    .select()
    .from(postings)
    .where(and(eq(postings.documentType, original.kind), eq(postings.documentId, String(original.id))))
    .orderBy(postings.id);
  const originals = all.filter((p) => p.reversesPostingId === null);
  const undone = new Set(
    (
      await tx
        .select({ id: postings.reversesPostingId })
        .from(postings)
        .where(
          sql`${postings.reversesPostingId} IN (SELECT p.id FROM ${postings} p WHERE p.document_type = ${original.kind} AND p.document_id = ${String(original.id)})`,
        )
    ).map((r) => r.id),
  );
  const toUndo = originals.filter((p) => !undone.has(p.id));
  if (all.length === 0) {
    return { postings: [], holderById: new Map(), materialById: new Map(), moveBalances: () => Promise.resolve() };
  }
  if (originals.length === 0) throw ruleBroken('materials.reversalOfReversal', { id: String(original.id) });
  if (toUndo.length === 0) throw conflict('materials.alreadyReversed', { id: String(original.id) });
  return writeDocumentPostings(
    tx,
    { actor, document: options.reversal ?? original, movements: toUndo.map((p) => reversalOf(p)), known, audit, postingDay },
    { reverses: { kind: original.kind, id: String(original.id) }, note: reason },
  );
}
