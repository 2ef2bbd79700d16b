import { z } from 'zod';
import { nameSchema } from '../common';

/**
 * Board links (DESIGN §3.10): the owner's secret links that open the rate
 * board on a TV and the customers' price page, with no sign-in. The token is
 * shown once, when the link is made; the server keeps only its hash.
 */
export const boardLinkSchema = z.object({
  id: z.number().int(),
  /** What the owner calls it: "counter TV". */
  name: z.string(),
  /** The link whose price page receipts and invoices print as a QR code. */
  forReceipts: z.boolean(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  revokedBy: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type BoardLink = z.infer<typeof boardLinkSchema>;

/** GET /api/board/links: every link, the active ones first, newest first. */
export const findBoardLinksResponseSchema = z.object({ items: z.array(boardLinkSchema) });
export type FindBoardLinksResponse = z.infer<typeof findBoardLinksResponseSchema>;

/** POST /api/board/links. */
export const createBoardLinkBodySchema = z.strictObject({
  name: nameSchema.max(60),
  /** Print this link's price page on receipts from now on (instead of the one that was). */
  forReceipts: z.boolean().optional(),
});
export type CreateBoardLinkBody = z.input<typeof createBoardLinkBodySchema>;

/** The new link with its secret, the only time the secret is ever sent. */
export const createBoardLinkResponseSchema = z.object({
  link: boardLinkSchema,
  /** The board's address for the TV: `/board?token=…`. */
  boardPath: z.string(),
  /** The customers' price page: `/board/prices?token=…` (its own token, see board-tokens.ts). */
  pricesPath: z.string(),
});
export type CreateBoardLinkResponse = z.infer<typeof createBoardLinkResponseSchema>;

/** POST /api/board/links/:id/revoke and /receipts answer the link as it now stands. */
export const boardLinkResponseSchema = boardLinkSchema;

/** GET /api/board/receipt-link: the price page a receipt prints as a QR code, or null while no board link is active. */
export const getReceiptPriceLinkResponseSchema = z.object({ pricesPath: z.string().nullable() });
export type GetReceiptPriceLinkResponse = z.infer<typeof getReceiptPriceLinkResponseSchema>;
