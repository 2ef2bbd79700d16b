import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { BranchRef, FindPiecesResponse, JewelryPiece, PieceTransit } from '../../../shared/contracts/stock/jewelry-piece';
import type { FindStockDocumentsResponse, PendingPiece, StockDocument } from '../../../shared/contracts/stock/stock-documents';
import type { StockSummaryResponse } from '../../../shared/contracts/stock/stock-counts';
import { queryPrepared, type Db, type Executor } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { pageClause } from '../../platform/records/record-helpers';
import { branches, users } from '../../platform/platform.tables';
import { holdersByIds, materialRefs } from '../materials';
import { lastItemWeightMgSql, preOrderRefs, productionItemRefs } from '../production';
import { jewelryPieces, stockDocumentLines, stockDocuments, stockTotals } from './stock-pieces.tables';
import { compactStockTotals, foldAfterRows } from './stock-totals.service';
import { once } from '../../platform/once';

/** Production's items and pre-orders, materials' categories: as those modules offer them to read. */
const itemRef = once(() => productionItemRefs('item_ref'));
const preOrderRef = once(() => preOrderRefs('pre_order_ref'));
const materialRef = once(() => materialRefs('material_ref'));

/** Stock as the screens read it: pieces with their branch, pending items, documents, the summary. Read-only. */

/** A piece in transit's transfer and the branch it goes to. */
const transitDocuments = alias(stockDocuments, 'transit_documents');
const transitBranches = alias(branches, 'transit_branches');

const pieceColumns = once(() => ({
  piece: jewelryPieces,
  materialCode: materialRef().code,
  branch: { id: branches.id, code: branches.code, nameKh: branches.nameKh, nameEn: branches.nameEn },
  transitNumber: transitDocuments.number,
  transitTo: { id: transitBranches.id, code: transitBranches.code, nameKh: transitBranches.nameKh, nameEn: transitBranches.nameEn },
}));
type PieceJoin = {
  piece: typeof jewelryPieces.$inferSelect;
  materialCode: string;
  branch: BranchRef;
  transitNumber: string | null;
  transitTo: { id: number | null; code: string | null; nameKh: string | null; nameEn: string | null } | null;
};

const transitOf = (documentId: number | null, number: string | null, to: PieceJoin['transitTo']): PieceTransit | null =>
  documentId === null || number === null || !to || to.id === null
    ? null
    : { documentId, number, toBranch: { id: to.id, code: to.code ?? '', nameKh: to.nameKh ?? '', nameEn: to.nameEn ?? '' } };

export function pieceOf({ piece, materialCode, branch, transitNumber, transitTo }: PieceJoin): JewelryPiece {
  return {
    id: piece.id,
    code: piece.code,
    itemId: piece.itemId,
    description: piece.description,
    categoryId: piece.categoryId,
    materialId: piece.materialId,
    materialCode,
    grossMg: piece.grossMg,
    stoneMg: piece.stoneMg,
    metalMg: piece.grossMg - piece.stoneMg,
    photos: piece.photos,
    branch,
    frozen: piece.frozen,
    state: piece.state,
    transit: transitOf(piece.transitDocumentId, transitNumber, transitTo),
    note: piece.note,
    acceptedAt: piece.acceptedAt.toISOString(),
  };
}

const piecesJoined = (executor: Executor) =>
  executor
    .select(pieceColumns())
    .from(jewelryPieces)
    .innerJoin(materialRef(), eq(materialRef().id, jewelryPieces.materialId))
    .innerJoin(branches, eq(branches.id, jewelryPieces.branchId))
    .leftJoin(transitDocuments, eq(transitDocuments.id, jewelryPieces.transitDocumentId))
    .leftJoin(transitBranches, eq(transitBranches.id, transitDocuments.toBranchId));

export async function piecesWhere(executor: Executor, where: SQL | undefined): Promise<JewelryPiece[]> {
  return (await piecesJoined(executor).where(where).orderBy(asc(jewelryPieces.code))).map(pieceOf);
}

export async function getPiece(executor: Executor, id: number): Promise<JewelryPiece> {
  const [row] = await piecesJoined(executor).where(eq(jewelryPieces.id, id));
  if (!row) throw notFound('piece');
  return pieceOf(row);
}

export async function getPieceByCode(executor: Executor, code: string): Promise<JewelryPiece> {
  const [row] = await piecesJoined(executor).where(eq(jewelryPieces.code, code.trim().toUpperCase()));
  if (!row) throw notFound('piece');
  return pieceOf(row);
}

export interface PieceFilter {
  readonly state: JewelryPiece['state'];
  readonly branchId?: number | undefined;
  readonly categoryId?: number | undefined;
  readonly materialId?: number | undefined;
  readonly frozen?: 'true' | 'false' | undefined;
  readonly search?: string | undefined;
  readonly page: number;
  readonly pageSize: number;
}

interface PageRow {
  id: number;
  code: string;
  item_id: number | null;
  description: string;
  category_id: number | null;
  material_id: number;
  gross_mg: number | string;
  stone_mg: number | string;
  photos: string[];
  branch_id: number;
  frozen: boolean;
  state: JewelryPiece['state'];
  note: string;
  accepted_at: Date | string;
  transit_document_id: number | null;
  making_charge_cents: number | null;
  material_code: string;
  branch_code: string;
  branch_name_kh: string;
  branch_name_en: string;
  transit_number: string | null;
  transit_to_id: number | null;
  transit_to_code: string | null;
  transit_to_name_kh: string | null;
  transit_to_name_en: string | null;
}

interface GroupRow {
  by_material: number | string;
  /** The stock_totals rows summed into it. */
  row_count: number | string;
  category_id: number | null;
  material_id: number | null;
  count: number | string;
  gross_mg: number | string;
  metal_mg: number | string;
}

/** A row of the raw page statement, as the joined select gives it. */
const pieceOfRow = (r: PageRow): JewelryPiece =>
  pieceOf({
    piece: {
      id: r.id,
      code: r.code,
      itemId: r.item_id,
      description: r.description,
      categoryId: r.category_id,
      materialId: r.material_id,
      grossMg: Number(r.gross_mg),
      stoneMg: Number(r.stone_mg),
      photos: r.photos,
      branchId: r.branch_id,
      frozen: r.frozen,
      state: r.state,
      note: r.note,
      acceptedAt: new Date(r.accepted_at),
      transitDocumentId: r.transit_document_id,
      makingChargeCents: r.making_charge_cents,
    },
    materialCode: r.material_code,
    branch: { id: r.branch_id, code: r.branch_code, nameKh: r.branch_name_kh, nameEn: r.branch_name_en },
    transitNumber: r.transit_number,
    transitTo: { id: r.transit_to_id, code: r.transit_to_code, nameKh: r.transit_to_name_kh, nameEn: r.transit_to_name_en },
  });

/** The conditions of a filter but its search, on the pieces or on their totals (the same columns). */
function keyConditions(t: typeof jewelryPieces | typeof stockTotals, filter: PieceFilter): SQL[] {
  const conditions: SQL[] = [eq(t.state, filter.state)];
  if (filter.branchId !== undefined) conditions.push(eq(t.branchId, filter.branchId));
  if (filter.categoryId !== undefined) conditions.push(eq(t.categoryId, filter.categoryId));
  if (filter.materialId !== undefined) conditions.push(eq(t.materialId, filter.materialId));
  if (filter.frozen !== undefined) conditions.push(eq(t.frozen, filter.frozen === 'true'));
  return conditions;
}

/**
 * A page of pieces, newest first, with the totals of all the filter keeps and
 * their breakdown by category and material: summed from stock_totals (a few
 * rows per category and branch) unless the filter searches, then from the
 * pieces it keeps.
 */
export async function findPieces(db: Db, filter: PieceFilter): Promise<FindPiecesResponse> {
  // In transit, a branch sees what it sent and what is on its way to it: the totals (kept per sending branch) come from the pieces.
  const bothEnds = filter.state === 'in_transit' && filter.branchId !== undefined;
  const conditions = keyConditions(jewelryPieces, bothEnds ? { ...filter, branchId: undefined } : filter);
  if (bothEnds)
    conditions.push(
      or(
        eq(jewelryPieces.branchId, filter.branchId!),
        sql`${jewelryPieces.transitDocumentId} IN (SELECT d.id FROM ${stockDocuments} d WHERE d.to_branch_id = ${filter.branchId!})`,
      )!,
    );
  const fromPieces = Boolean(filter.search) || bothEnds;
  if (filter.search) {
    const escaped = filter.search.replace(/[\\%_]/g, (c) => `\\${c}`);
    conditions.push(or(ilike(jewelryPieces.code, `${escaped}%`), ilike(jewelryPieces.description, `%${escaped}%`))!);
  }
  const where = and(...conditions);
  // Two prepared statements, one after the other on one connection: the page, then both breakdowns
  // in one pass (GROUPING SETS).
  const rows = await queryPrepared<PageRow>(
    db,
    sql`SELECT ${jewelryPieces}.*, ${materialRef().code} AS material_code, ${branches.code} AS branch_code,
               ${branches.nameKh} AS branch_name_kh, ${branches.nameEn} AS branch_name_en,
               td.number AS transit_number, tb.id AS transit_to_id, tb.code AS transit_to_code,
               tb.name_kh AS transit_to_name_kh, tb.name_en AS transit_to_name_en
          FROM ${jewelryPieces}
          JOIN ${materialRef()} ON ${materialRef().id} = ${jewelryPieces.materialId}
          JOIN ${branches} ON ${branches.id} = ${jewelryPieces.branchId}
          LEFT JOIN ${stockDocuments} td ON td.id = ${jewelryPieces.transitDocumentId}
          LEFT JOIN ${branches} tb ON tb.id = td.to_branch_id
         WHERE ${where}
         ORDER BY ${jewelryPieces.id} DESC
         ${pageClause(filter)}`,
  );
  const groups = fromPieces
    ? await queryPrepared<GroupRow>(
        db,
        sql`SELECT grouping(${jewelryPieces.categoryId}) AS by_material, ${jewelryPieces.categoryId} AS category_id, ${jewelryPieces.materialId} AS material_id,
                   count(*)::int AS count, coalesce(sum(${jewelryPieces.grossMg}), 0) AS gross_mg,
                   coalesce(sum(${jewelryPieces.grossMg} - ${jewelryPieces.stoneMg}), 0) AS metal_mg, 0 AS row_count
              FROM ${jewelryPieces}
             WHERE ${where}
             GROUP BY GROUPING SETS ((${jewelryPieces.categoryId}), (${jewelryPieces.materialId}))`,
      )
    : await queryPrepared<GroupRow>(
        db,
        sql`SELECT grouping(${stockTotals.categoryId}) AS by_material, ${stockTotals.categoryId} AS category_id, ${stockTotals.materialId} AS material_id,
                   sum(${stockTotals.count})::int AS count, sum(${stockTotals.grossMg}) AS gross_mg, sum(${stockTotals.metalMg}) AS metal_mg,
                   count(*) AS row_count
              FROM ${stockTotals}
             WHERE ${and(...keyConditions(stockTotals, filter))}
             GROUP BY GROUPING SETS ((${stockTotals.categoryId}), (${stockTotals.materialId}))
            HAVING sum(${stockTotals.count}) <> 0`,
      );
  const figures = (r: GroupRow) => ({ count: Number(r.count), grossMg: Number(r.gross_mg), metalMg: Number(r.metal_mg) });
  // grouping(category) = 0: a row of the category set; 1: of the material set.
  const categories = groups.filter((r) => Number(r.by_material) === 0).map((r) => ({ categoryId: r.category_id, ...figures(r) })).sort((a, b) => b.count - a.count);
  const materials = groups.filter((r) => Number(r.by_material) === 1).map((r) => ({ materialId: r.material_id!, ...figures(r) })).sort((a, b) => b.count - a.count);
  const totals = categories.reduce((sum, r) => ({ count: sum.count + r.count, grossMg: sum.grossMg + r.grossMg, metalMg: sum.metalMg + r.metalMg }), { count: 0, grossMg: 0, metalMg: 0 });
  const rowsSummed = groups.filter((r) => Number(r.by_material) === 0).reduce((sum, r) => sum + Number(r.row_count), 0);
  if (rowsSummed > foldAfterRows) await compactStockTotals(db);
  return {
    items: rows.map(pieceOfRow),
    total: totals.count,
    page: filter.page,
    pageSize: filter.pageSize,
    totals,
    byCategory: categories,
    byMaterial: materials,
  };
}

/** Finished items (stage finishing) not yet in stock, oldest first, each with the weight last recorded on it. */
export async function findPending(db: Db): Promise<{ items: PendingPiece[] }> {
  const rows = await db
    .select({
      item: {
        id: itemRef().id,
        code: itemRef().code,
        description: itemRef().description,
        categoryId: itemRef().categoryId,
        materialId: itemRef().materialId,
        photoUrl: itemRef().photoUrl,
        stageSince: itemRef().stageSince,
      },
      preOrderNumber: preOrderRef().number,
      lastWeightMg: sql<string | null>`${lastItemWeightMgSql(itemRef().id)}`,
    })
    .from(itemRef())
    .leftJoin(preOrderRef(), eq(preOrderRef().id, itemRef().preOrderId))
    .leftJoin(jewelryPieces, eq(jewelryPieces.itemId, itemRef().id))
    .where(and(eq(itemRef().stage, 'finishing'), isNull(jewelryPieces.id)))
    .orderBy(asc(itemRef().stageSince), asc(itemRef().id));
  return {
    items: rows.map(({ item, preOrderNumber, lastWeightMg }) => ({
      itemId: item.id,
      code: item.code,
      description: item.description,
      categoryId: item.categoryId,
      materialId: item.materialId,
      photoUrl: item.photoUrl,
      lastWeightMg: lastWeightMg === null ? null : Number(lastWeightMg),
      preOrderNumber,
      finishingSince: item.stageSince.toISOString(),
    })),
  };
}

const branchRef = (b: typeof branches.$inferSelect | undefined): BranchRef | null => (b ? { id: b.id, code: b.code, nameKh: b.nameKh, nameEn: b.nameEn } : null);

async function documentHeaders(executor: Executor, where: SQL | undefined, page?: { limit: number; offset: number }) {
  const query = executor
    .select({
      document: stockDocuments,
      createdBy: users.username,
      pieceCount: sql<number>`(SELECT count(*)::int FROM ${stockDocumentLines} l WHERE l.document_id = ${stockDocuments.id})`,
      grossMg: sql<string>`(SELECT coalesce(sum(l.gross_mg), 0) FROM ${stockDocumentLines} l WHERE l.document_id = ${stockDocuments.id})`,
      inTransitCount: sql<number>`(SELECT count(*)::int FROM ${jewelryPieces} p WHERE p.transit_document_id = ${stockDocuments.id})`,
      transferNumber: sql<string | null>`(SELECT t.number FROM ${stockDocuments} t WHERE t.id = ${stockDocuments.transferId})`,
    })
    .from(stockDocuments)
    .leftJoin(users, eq(users.id, stockDocuments.createdBy))
    .where(where)
    // By the shop day each belongs to (a back-dated one among its day's), then as written.
    .orderBy(desc(stockDocuments.postingDate), desc(stockDocuments.createdAt), desc(stockDocuments.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  const branchIds = [...new Set(rows.flatMap((r) => [r.document.branchId, r.document.toBranchId ?? r.document.branchId]))];
  const holderIds = [...new Set(rows.flatMap((r) => (r.document.holderId ? [r.document.holderId] : [])))];
  const branchRows = branchIds.length === 0 ? [] : await executor.select().from(branches).where(inArray(branches.id, branchIds));
  const holderRows =
    holderIds.length === 0
      ? []
      : (await holdersByIds(executor, holderIds)).map(({ id, kind, code, nameKh, nameEn }) => ({ id, kind, code, nameKh, nameEn }));
  return rows.map((r) => ({
    id: r.document.id,
    number: r.document.number,
    kind: r.document.kind,
    branch: branchRef(branchRows.find((b) => b.id === r.document.branchId))!,
    toBranch: r.document.toBranchId === null ? null : branchRef(branchRows.find((b) => b.id === r.document.toBranchId)),
    transfer: r.document.transferId === null || r.transferNumber === null ? null : { id: r.document.transferId, number: r.transferNumber },
    inTransitCount: Number(r.inTransitCount),
    holder: holderRows.find((h) => h.id === r.document.holderId) ?? null,
    note: r.document.note,
    createdAt: r.document.createdAt.toISOString(),
    postingDate: r.document.postingDate,
    createdBy: r.createdBy,
    pieceCount: Number(r.pieceCount),
    grossMg: Number(r.grossMg),
  }));
}

export async function findStockDocuments(
  db: Db,
  filter: {
    kind?: StockDocument['kind'] | undefined;
    branchId?: number | undefined;
    code?: string | undefined;
    inTransit?: 'true' | undefined;
    page: number;
    pageSize: number;
  },
): Promise<FindStockDocumentsResponse> {
  const conditions: SQL[] = [];
  if (filter.inTransit) conditions.push(sql`EXISTS (SELECT 1 FROM ${jewelryPieces} p WHERE p.transit_document_id = ${stockDocuments.id})`);
  if (filter.kind) conditions.push(eq(stockDocuments.kind, filter.kind));
  if (filter.branchId !== undefined) conditions.push(or(eq(stockDocuments.branchId, filter.branchId), eq(stockDocuments.toBranchId, filter.branchId))!);
  if (filter.code)
    conditions.push(
      sql`EXISTS (SELECT 1 FROM ${stockDocumentLines} l JOIN ${jewelryPieces} p ON p.id = l.piece_id WHERE l.document_id = ${stockDocuments.id} AND p.code = ${filter.code})`,
    );
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(stockDocuments).where(where);
  const items = await documentHeaders(db, where, { limit: filter.pageSize, offset: (filter.page - 1) * filter.pageSize });
  return { items, total: Number(count?.n ?? 0), page: filter.page, pageSize: filter.pageSize };
}

export async function getStockDocument(executor: Executor, id: number): Promise<StockDocument> {
  const [header] = await documentHeaders(executor, eq(stockDocuments.id, id));
  if (!header) throw notFound('stockDocument');
  const lines = await executor
    .select({ line: stockDocumentLines, code: jewelryPieces.code, description: jewelryPieces.description, transitDocumentId: jewelryPieces.transitDocumentId })
    .from(stockDocumentLines)
    .innerJoin(jewelryPieces, eq(jewelryPieces.id, stockDocumentLines.pieceId))
    .where(eq(stockDocumentLines.documentId, id))
    .orderBy(asc(jewelryPieces.code));
  return {
    ...header,
    lines: lines.map(({ line, code, description, transitDocumentId }) => ({
      pieceId: line.pieceId,
      code,
      description,
      grossMg: line.grossMg,
      stoneMg: line.stoneMg,
      addedMetalMg: line.addedMetalMg,
      addedStoneMg: line.addedStoneMg,
      inTransit: transitDocumentId === id,
    })),
  };
}

/** What each branch holds in stock, by category and material. */
export async function stockSummary(db: Db): Promise<StockSummaryResponse> {
  const rows = await db
    .select({
      branch: { id: branches.id, code: branches.code, nameKh: branches.nameKh, nameEn: branches.nameEn },
      categoryId: jewelryPieces.categoryId,
      materialId: jewelryPieces.materialId,
      count: sql<number>`count(*)::int`,
      frozen: sql<number>`(count(*) FILTER (WHERE ${jewelryPieces.frozen}))::int`,
      grossMg: sql<string>`sum(${jewelryPieces.grossMg})`,
      metalMg: sql<string>`sum(${jewelryPieces.grossMg} - ${jewelryPieces.stoneMg})`,
    })
    .from(jewelryPieces)
    .innerJoin(branches, eq(branches.id, jewelryPieces.branchId))
    .where(eq(jewelryPieces.state, 'in_stock'))
    .groupBy(branches.id, jewelryPieces.categoryId, jewelryPieces.materialId)
    .orderBy(asc(branches.code), asc(jewelryPieces.categoryId), asc(jewelryPieces.materialId));
  return { rows: rows.map((r) => ({ ...r, count: Number(r.count), frozen: Number(r.frozen), grossMg: Number(r.grossMg), metalMg: Number(r.metalMg) })) };
}
