/**
 * The tokens of a board link (DESIGN §3.10).
 *
 * - The link's own token: 256 random bits, base64url (43 characters), shown
 *   to the owner once; the database keeps only its SHA-256.
 * - Its price-page token, `<link id>.<22 characters>`: an HMAC of the link id
 *   keyed by the stored hash, so the server can print it on any receipt
 *   without ever keeping the link's secret. It opens the same board data
 *   (prices any customer may see) and dies with the link when it is revoked;
 *   a customer who scans a receipt or the board's QR code never learns the
 *   TV's own token.
 */
export const boardTokenPattern = /^[A-Za-z0-9_-]{20,64}$|^[1-9]\d{0,9}\.[A-Za-z0-9_-]{22}$/;

export type BoardTokenKind = { readonly kind: 'link' } | { readonly kind: 'prices'; readonly linkId: number; readonly mac: string };

/** Which kind of token a well-formed board token is; null for anything else. */
export function readBoardToken(token: string): BoardTokenKind | null {
  if (!boardTokenPattern.test(token)) return null;
  const dot = token.indexOf('.');
  if (dot < 0) return { kind: 'link' };
  const linkId = Number(token.slice(0, dot));
  return Number.isSafeInteger(linkId) && linkId <= 2_147_483_647 ? { kind: 'prices', linkId, mac: token.slice(dot + 1) } : null;
}

export const boardPath = (token: string) => `/board?token=${encodeURIComponent(token)}`;
export const boardPricesPath = (token: string) => `/board/prices?token=${encodeURIComponent(token)}`;
