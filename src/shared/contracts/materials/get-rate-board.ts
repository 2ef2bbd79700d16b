import { z } from 'zod';
import { boardTokenPattern } from '../../board/board-tokens';

/**
 * GET /api/board/rates?token=… and the stream GET /api/board/stream?token=…:
 * no session, a board link's token. Missing or unknown: 401; revoked: 403;
 * nothing of the rates either way.
 */
export const boardTokenQuerySchema = z.strictObject({
  token: z.string().max(100).regex(boardTokenPattern).optional(),
});
export type BoardTokenQuery = z.input<typeof boardTokenQuerySchema>;

/** One material on the board: its rate in force, per chi and per damleung, USD cents. */
export const boardRateSchema = z.object({
  materialId: z.number().int(),
  code: z.string(),
  nameKh: z.string(),
  nameEn: z.string(),
  /** Parts per ten thousand. */
  purity: z.number().int(),
  askCentsPerChi: z.number().int(),
  bidCentsPerChi: z.number().int(),
  askCentsPerDamleung: z.number().int(),
  bidCentsPerDamleung: z.number().int(),
  effectiveAt: z.string(),
});
export type BoardRate = z.infer<typeof boardRateSchema>;

export const rateBoardSchema = z.object({
  shopName: z.object({ kh: z.string(), en: z.string() }),
  /** Active materials with a rate in force: the base and those that follow it, finest first, then those typed apart. */
  rates: z.array(boardRateSchema),
  /** Riel per dollar in force; null before the owner has set one. */
  khrPerUsd: z.number().int().nullable(),
  /** When a figure on the board last changed: the latest effective time among those in force. */
  lastChangeAt: z.string().nullable(),
  /** A published rate not yet in force: the board reads itself again then. */
  nextChangeAt: z.string().nullable(),
  /** The customers' price page, for the QR code on the board. */
  pricesPath: z.string(),
});
export type RateBoard = z.infer<typeof rateBoardSchema>;
