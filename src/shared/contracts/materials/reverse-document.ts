import { z } from 'zod';
import { textSchema } from '../common';
import { materialDocumentSchema } from './material';

/**
 * POST /api/materials/documents/{id}/reverse (send an `Idempotency-Key`
 * header): writes the opposite postings under a new reversal slip; nothing is
 * edited. A document is reversed at most once (409), a reversal never (422).
 */
export const reverseDocumentBodySchema = z.strictObject({ reason: textSchema(500).min(1) });
export type ReverseDocumentBody = z.input<typeof reverseDocumentBodySchema>;
export const reverseDocumentResponseSchema = materialDocumentSchema;
