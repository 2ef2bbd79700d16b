import { materialDocumentSchema } from './material';

/** GET /api/materials/documents/{id}: one slip with its postings, for screen and print. */
export const getDocumentResponseSchema = materialDocumentSchema;
