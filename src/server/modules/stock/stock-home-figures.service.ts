import { sql } from 'drizzle-orm';
import type { StockHomeFigures } from '../../../shared/contracts/stock/get-stock-home-figures';
import { queryRows, type Executor } from '../../platform/db/database';

/**
 * Stock transfers between branches still in transit, and their pieces: a
 * piece sent waits in the state in_transit, naming its transfer, until the
 * other branch receives it (stock-pieces.service.ts receiveTransfer).
 */
export async function stockHomeFigures(executor: Executor): Promise<StockHomeFigures> {
  const [row] = await queryRows<{ transfers: string | number; pieces: string | number }>(
    executor,
    sql`SELECT count(DISTINCT transit_document_id) AS transfers, count(*) AS pieces
          FROM jewelry_pieces
         WHERE state = 'in_transit'`,
  );
  return { transfersInTransitCount: Number(row?.transfers ?? 0), piecesInTransitCount: Number(row?.pieces ?? 0) };
}
