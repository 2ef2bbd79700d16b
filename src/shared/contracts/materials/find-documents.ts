import { z } from 'zod';
import { idQuerySchema, pageOf, pageQueryShape } from '../common';
import { materialDocumentKinds, materialDocumentSchema } from './material';

/** GET /api/materials/documents: newest first; `holderId` keeps those that move that holder's metal. */
export const findDocumentsQuerySchema = z.strictObject({
  kind: z.enum(materialDocumentKinds).optional(),
  holderId: idQuerySchema.optional(),
  ...pageQueryShape,
});
export type FindDocumentsQuery = z.input<typeof findDocumentsQuerySchema>;
export const findDocumentsResponseSchema = pageOf(materialDocumentSchema);
export type FindDocumentsResponse = z.infer<typeof findDocumentsResponseSchema>;
