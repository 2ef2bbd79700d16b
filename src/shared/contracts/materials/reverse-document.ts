import { z } from 'zod';
import { postingDateFields } from '../ledger/posting-date';
import { textSchema } from '../common';
import { materialDocumentSchema } from './material';

/**
 * POST /api/materials/documents/{id}/reverse (send an `Idempotency-Key`
 * header): writes the opposite postings under a new reversal slip; nothing is
 * edited. A document is reversed at most once (409), a reversal never (422).
 */
/** `postingDate`: the reversal's day (today by default); an earlier day is back-dating, whose reason is `reason`. */
export const reverseDocumentBodySchema = z.strictObject({ reason: textSchema(500).min(1), postingDate: postingDateFields.postingDate });
export type ReverseDocumentBody = z.input<typeof reverseDocumentBodySchema>;
export const reverseDocumentResponseSchema = materialDocumentSchema;
