/**
 * Why metal moved: the closed set of reasons a posting carries (DESIGN §3.2).
 * The one home of these codes: the ledger accepts only these, the screens and
 * exports show each as a phrase (a test proves both catalogues have one).
 * A reversal carries `reversal`; the slip or the voided invoice keeps the
 * person's own words.
 */
export const postingReasons = [
  // Materials: slips of the metal ledger.
  'transfer',
  'return',
  'melt.in',
  'melt.out',
  'melt.loss',
  'reversal',
  // Moving in: what a holder had on the go-live day (an opening document).
  'opening',
  // Entries: the jeweller's bench.
  'entry.issue',
  'entry.spare',
  'entry.editUndo',
  'entry.return',
  'entry.sendBack',
  'entry.loss',
  // Casting: the casting room.
  'cast.actual',
  'cast.over',
  'cast.root',
  'cast.loss',
  // Stock: pieces in and out of the counters.
  'stock.accept',
  'stock.transfer',
  'stock.receive',
  'stock.cancel',
  'stock.complement',
  // A shop moving in: pieces imported from its spreadsheet, their metal from outside to the counter.
  'stock.import',
  // Sales: the counter.
  'sales.sale',
  'sales.oldGold',
] as const;

export type PostingReason = (typeof postingReasons)[number];

export function isPostingReason(value: string): value is PostingReason {
  return (postingReasons as readonly string[]).includes(value);
}

/** The catalogue key of a reason: the web's translator reads dots as nesting, so `cast.over` is `cast_over`. */
export type PostingReasonKey<R extends string = PostingReason> = R extends `${infer A}.${infer B}` ? PostingReasonKey<`${A}_${B}`> : R;

export function postingReasonKey<R extends PostingReason>(reason: R): PostingReasonKey<R> {
  return reason.replaceAll('.', '_') as PostingReasonKey<R>;
}
