import { eq, inArray } from 'drizzle-orm';
import { audit, type Actor } from '../../platform/audit';
import type { Tx } from '../../platform/db/database';
import { branches } from '../../platform/platform.tables';
import { systemHolderId } from '../materials';
import { metalOf, newDocument, perMaterial, post } from './stock-pieces.service';
import { jewelryPieces, stockDocumentLines, stockDocuments } from './stock-pieces.tables';

/**
 * Pieces a shop had before it moved in (issue 23 §3), from its spreadsheet,
 * into stock: each branch's pieces on one import document (`IM-PP-CM-2026-
 * 000001`), in stock as a received piece is (in stock, not frozen, accepted
 * now), their metal (gross − stones) posted from OUTSIDE to the branch's
 * counter per material, so the ledger stays balanced and a counter's balance
 * is again the metal of its pieces. Written in batches: a 2,000-piece file is
 * a handful of statements, not thousands.
 */
export interface ImportedPiece {
  readonly code: string;
  readonly categoryId: number;
  readonly materialId: number;
  readonly grossMg: number;
  readonly stoneMg: number;
  readonly branchId: number;
  /** The branch's counter holder, checked by the caller. */
  readonly counterHolderId: number;
  readonly makingChargeCents: number | null;
  readonly description: string;
  readonly note: string;
}

export interface ImportDocument {
  readonly id: number;
  readonly number: string;
  readonly branchCode: string;
  readonly pieceCount: number;
  readonly metalMg: number;
}

/** Rows per INSERT: 11 parameters a piece keeps a statement far under PostgreSQL's 65,535. */
const batchSize = 1_000;

function inBatches<T>(rows: readonly T[]): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < rows.length; start += batchSize) batches.push(rows.slice(start, start + batchSize));
  return batches;
}

export async function importPieces(tx: Tx, actor: Actor, pieces: readonly ImportedPiece[]): Promise<ImportDocument[]> {
  if (pieces.length === 0) return [];
  const outsideId = await systemHolderId(tx, 'OUTSIDE');
  const branchIds = [...new Set(pieces.map((p) => p.branchId))];
  const branchRows = await tx.select({ id: branches.id, code: branches.code }).from(branches).where(inArray(branches.id, branchIds));
  const documents: ImportDocument[] = [];
  for (const branch of branchRows.sort((a, b) => a.code.localeCompare(b.code))) {
    const ofBranch = pieces.filter((p) => p.branchId === branch.id);
    const counterId = ofBranch[0]!.counterHolderId;
    const documentId = await newDocument(tx, actor, 'import', branch, { holderId: outsideId, note: '' });
    const written: { id: number; grossMg: number; stoneMg: number }[] = [];
    for (const batch of inBatches(ofBranch)) {
      written.push(
        ...(await tx
          .insert(jewelryPieces)
          .values(
            batch.map((p) => ({
              code: p.code,
              description: p.description,
              categoryId: p.categoryId,
              materialId: p.materialId,
              grossMg: p.grossMg,
              stoneMg: p.stoneMg,
              branchId: branch.id,
              makingChargeCents: p.makingChargeCents,
              note: p.note,
            })),
          )
          .returning({ id: jewelryPieces.id, grossMg: jewelryPieces.grossMg, stoneMg: jewelryPieces.stoneMg })),
      );
    }
    for (const batch of inBatches(written)) {
      await tx.insert(stockDocumentLines).values(batch.map((p) => ({ documentId, pieceId: p.id, grossMg: p.grossMg, stoneMg: p.stoneMg })));
    }
    await post(tx, actor, documentId, perMaterial(ofBranch, outsideId, counterId, 'stock.import'));
    const metalMg = ofBranch.reduce((sum, p) => sum + metalOf(p), 0);
    await audit(tx, actor, {
      action: 'stock.import',
      entity: 'stockDocument',
      entityId: documentId,
      after: { branch: branch.code, count: ofBranch.length, metalMg, codes: ofBranch.map((p) => p.code) },
    });
    const [numbered] = await tx.select({ number: stockDocuments.number }).from(stockDocuments).where(eq(stockDocuments.id, documentId));
    documents.push({ id: documentId, number: numbered!.number, branchCode: branch.code, pieceCount: ofBranch.length, metalMg });
  }
  return documents;
}
