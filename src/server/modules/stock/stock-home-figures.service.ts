import { sql } from 'drizzle-orm';
import type { StockHomeFigures } from '../../../shared/contracts/stock/get-stock-home-figures';
import { queryRows, type Executor } from '../../platform/db/database';

/**
 * Stock transfers between branches still in transit, and their pieces. A
 * piece is in transit on a transfer while the transfer is the last document
 * it was on, it is not sold, cancelled or merged, and it is not (yet) at the
 * destination branch. Today a transfer moves its pieces to the other branch
 * as it is written (stock-pieces.service.ts transferPieces), so nothing stays
 * in transit; a transfer that is sent first and received later leaves its
 * pieces counted here until the other branch takes them.
 */
export async function stockHomeFigures(executor: Executor): Promise<StockHomeFigures> {
  const [row] = await queryRows<{ transfers: string | number; pieces: string | number }>(
    executor,
    sql`SELECT count(DISTINCT d.id) AS transfers, count(*) AS pieces
          FROM stock_documents d
          JOIN stock_document_lines l ON l.document_id = d.id
          JOIN jewelry_pieces p ON p.id = l.piece_id
         WHERE d.kind = 'transfer'
           AND p.state NOT IN ('sold', 'cancelled', 'merged')
           AND p.branch_id IS DISTINCT FROM d.to_branch_id
           AND NOT EXISTS (SELECT 1 FROM stock_document_lines later WHERE later.piece_id = l.piece_id AND later.document_id > d.id)`,
  );
  return { transfersInTransitCount: Number(row?.transfers ?? 0), piecesInTransitCount: Number(row?.pieces ?? 0) };
}
