import { z } from 'zod';

/**
 * GET /api/stock/home-figures: stock transfers between branches still in
 * transit. A transfer is in transit while a piece on it, not sold, cancelled
 * or merged since, is not yet at the destination branch and has been on no
 * document after it (stock-home-figures.service.ts says why).
 */
export const getStockHomeFiguresQuerySchema = z.strictObject({});

export const stockHomeFiguresSchema = z.object({
  transfersInTransitCount: z.number().int(),
  piecesInTransitCount: z.number().int(),
});
export type StockHomeFigures = z.infer<typeof stockHomeFiguresSchema>;
