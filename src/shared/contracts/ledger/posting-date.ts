import { daySchema, textSchema } from '../common';

/**
 * The shop day a document that moves metal, stock or money belongs to
 * (DESIGN §5, posting dates): today when left out. A manager or the owner may
 * back-date it within the open period, giving a reason (audited); a future
 * day is refused (400), a day in a closed month too (409 ledger.periodClosed).
 */
export const postingDateFields = {
  postingDate: daySchema.optional(),
  /** Why the document is entered on an earlier day (needed when back-dating). */
  postingDateReason: textSchema(300).optional(),
};
export type PostingDateFields = { postingDate?: string | undefined; postingDateReason?: string | undefined };
