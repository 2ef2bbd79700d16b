import { z } from 'zod';
import type { InvoiceLine, SaleQuote } from '../../../../shared/contracts/sales/invoice';
import { rielAsked } from '../../../../shared/sales/tender';
import { currencySchema, type Currency } from '../../../../shared/units';
import type { PosLine } from './pos-sale-draft';

/**
 * The customer display (`/pos/display`, a second window facing the
 * customer) and the POS talk through one BroadcastChannel of the browser:
 * nothing leaves the machine. The POS sends what the customer is to see
 * (`show`); a display that opens, or reloads, asks for it (`ask`) and the
 * POS answers with the last view it sent. Messages are checked on arrival:
 * another tab may run an older build of the app.
 */
export const customerDisplayChannel = 'atelier.customer-display';

const int = z.number().int();

const displayLineSchema = z.object({
  key: z.string().max(40),
  kind: z.enum(['piece', 'old_gold', 'stone']),
  /** The piece's code, or the lot's for stones; empty for old gold. */
  code: z.string().max(40),
  /** The piece's description, or old gold's as typed; empty until priced. */
  description: z.string().max(200),
  materialCode: z.string().max(40).nullable(),
  /** The metal priced (a piece's gross less stones; old gold's gross weight), mg; null until known, and for stones (no metal). */
  weightMg: int.nullable(),
  /** Old gold's fine weight priced, mg. */
  fineMg: int.nullable(),
  /** As charged; negative for old gold bought; null until priced. */
  amountCents: int.nullable(),
});
export type DisplayLine = z.infer<typeof displayLineSchema>;

const displayKhqrSchema = z.object({
  /** The very EMV text the POS shows, so both screens carry one code (one md5 for the cashier to record). */
  qr: z.string().max(1_000),
  currency: currencySchema,
  amountMinor: int,
  merchantName: z.string().max(200),
  /** The cashier ticked that the money arrived. */
  received: z.boolean(),
});
export type DisplayKhqr = z.infer<typeof displayKhqrSchema>;

const displayViewSchema = z.discriminatedUnion('screen', [
  /** Nothing on the counter: the shop's welcome. */
  z.object({ screen: z.literal('idle') }),
  z.object({
    screen: z.literal('cart'),
    lines: z.array(displayLineSchema).max(200),
    subtotalCents: int.nullable(),
    discountCents: int,
    /** Negative when the old gold bought is worth more than what is sold: the shop pays. */
    totalCents: int.nullable(),
    /** The total in riel cash, to the shop's smallest note, as the POS asks it. */
    totalRiel: int.nullable(),
    khrPerUsd: int.nullable(),
    /** A newer price is being asked: the figures shown are the previous ones. */
    pricing: z.boolean(),
    khqr: displayKhqrSchema.nullable(),
  }),
  z.object({
    screen: z.literal('thanks'),
    receiptNumber: z.string().max(40),
    totalCents: int,
    changeUsdCents: int,
    changeRiel: int,
  }),
]);
export type DisplayView = z.infer<typeof displayViewSchema>;
export type CartView = Extract<DisplayView, { screen: 'cart' }>;

const displayMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('show'), locale: z.enum(['kh', 'en']), view: displayViewSchema }),
  z.object({ type: z.literal('ask') }),
]);
export type DisplayMessage = z.infer<typeof displayMessageSchema>;
export type DisplayLocale = Extract<DisplayMessage, { type: 'show' }>['locale'];

/** A message off the channel, or null for anything else (another build's shape, another app's channel). */
export function readDisplayMessage(data: unknown): DisplayMessage | null {
  const parsed = displayMessageSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

export const idleView: DisplayView = { screen: 'idle' };

export interface CartViewInput {
  lines: readonly PosLine[];
  /** The live price of each line by its key (absent until priced, or refused). */
  priced: Readonly<Record<string, InvoiceLine>>;
  quote: SaleQuote | null;
  khrPerUsd: number | null;
  rielNote: number;
  pricing: boolean;
  khqr: DisplayKhqr | null;
}

/** A POS line as the customer sees it: the priced figures once the server has priced it. */
function displayLineOf(line: PosLine, price: InvoiceLine | undefined): DisplayLine {
  const typedWeight = line.kind === 'old_gold' ? line.weightMg : null;
  return {
    key: line.key,
    kind: line.kind,
    code: line.kind === 'piece' ? line.code : line.kind === 'stone' ? line.lot.code : '',
    description: price?.description ?? (line.kind === 'old_gold' ? line.description.trim() : ''),
    materialCode: price?.materialCode ?? null,
    weightMg: line.kind === 'stone' ? null : price ? price.metalMg : typedWeight,
    fineMg: line.kind === 'old_gold' ? (price?.fineMg ?? null) : null,
    amountCents: price?.amountCents ?? null,
  };
}

/**
 * What the display shows for the POS's cart: idle while it is empty, else
 * each line and the totals as the POS prices them; the riel is the riel
 * asked in cash, to the note (tender.ts), of the total's size.
 */
export function cartViewOf(input: CartViewInput): DisplayView {
  if (input.lines.length === 0) return idleView;
  const { quote, khrPerUsd } = input;
  const totalCents = quote?.totalCents ?? null;
  return {
    screen: 'cart',
    lines: input.lines.map((line) => displayLineOf(line, input.priced[line.key])),
    subtotalCents: quote?.subtotalCents ?? null,
    discountCents: quote?.discountCents ?? 0,
    totalCents,
    totalRiel: totalCents === null || !khrPerUsd ? null : Math.sign(totalCents) * rielAsked(Math.abs(totalCents), khrPerUsd, input.rielNote),
    khrPerUsd,
    pricing: input.pricing,
    khqr: input.khqr,
  };
}

/** After the sale: thank you, the receipt's number, and the change handed back. */
export function thanksViewOf(sale: { invoice: { number: string; totalCents: number }; change: { usdCents: number; riel: number } }): DisplayView {
  return { screen: 'thanks', receiptNumber: sale.invoice.number, totalCents: sale.invoice.totalCents, changeUsdCents: sale.change.usdCents, changeRiel: sale.change.riel };
}

/**
 * The POS page closed (the cashier left it, or the tab reloads): a cart on
 * the display is gone with it, a thank-you stays until the next sale.
 */
export const viewAfterPosLeft = (view: DisplayView): DisplayView => (view.screen === 'cart' ? idleView : view);

/**
 * What the POS sends when its page has `next` for the customer: once a sale
 * is made, its thank-you stays over the cart just sold (the page shows it
 * until it moves to the receipt) until the POS starts a new, empty sale.
 */
export const viewToSend = (last: DisplayView, next: DisplayView): DisplayView => (last.screen === 'thanks' && next.screen === 'cart' ? last : next);

/** How long a thank-you stays when the POS comes back empty (the cashier printed the receipt and opened a new sale). */
export const thanksHoldMs = 8_000;

export interface ShownView {
  view: DisplayView;
  /** When the display started showing it, ms. */
  since: number;
}

/**
 * What the display shows when `incoming` arrives at `now`: a thank-you
 * gives way to the welcome only after `thanksHoldMs`, so the customer reads
 * it; a new cart replaces it at once. Returns `shown` itself when nothing
 * changes (so a repeated message does not restart the hold).
 */
export function nextShown(shown: ShownView, incoming: DisplayView, now: number): ShownView {
  if (sameView(shown.view, incoming)) return shown;
  if (shown.view.screen === 'thanks' && incoming.screen === 'idle' && now - shown.since < thanksHoldMs) return shown;
  return { view: incoming, since: now };
}

/** Ms until a held thank-you should give way to `latest`, or null when nothing waits. */
export function heldForMs(shown: ShownView, latest: DisplayView, now: number): number | null {
  if (shown.view.screen !== 'thanks' || latest.screen !== 'idle') return null;
  return Math.max(0, shown.since + thanksHoldMs - now);
}

/** Equal views, field by field (messages are plain data). */
export const sameView = (a: DisplayView, b: DisplayView): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The KHQR tender the display shows: the first one with an amount the money of which has not arrived, else the last received. */
export function khqrTenderOf<T extends { method: string; currency: Currency; amountMinor: number | null; received?: boolean }>(rows: readonly T[]): (T & { amountMinor: number }) | null {
  const withAmount = rows.filter((row): row is T & { amountMinor: number } => row.method === 'khqr' && row.amountMinor !== null && row.amountMinor > 0);
  return withAmount.find((row) => !row.received) ?? withAmount[withAmount.length - 1] ?? null;
}
