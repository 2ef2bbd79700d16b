import { z } from 'zod';
import { pageOf, pageQueryShape } from '../common';
import { idSchema, materialDocumentKinds, materialDocumentSchema } from './material';

/** GET /api/materials/documents: newest first; `holderId` keeps those that move that holder's metal. */
export const findDocumentsQuerySchema = z.strictObject({
  kind: z.enum(materialDocumentKinds).optional(),
  holderId: z.coerce.number<number | string>().pipe(idSchema).optional(),
  ...pageQueryShape,
});
export type FindDocumentsQuery = z.input<typeof findDocumentsQuerySchema>;
export const findDocumentsResponseSchema = pageOf(materialDocumentSchema);
export type FindDocumentsResponse = z.infer<typeof findDocumentsResponseSchema>;
