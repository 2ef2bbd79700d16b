import { z } from 'zod';
import { branchSchema } from './branch';
import { pageOf, pageQueryShape, queryBoolean, searchSchema } from '../common';

/** GET /api/platform/branches: by code, ordered by code. */
export const findBranchesQuerySchema = z.strictObject({
  ...pageQueryShape,
  active: queryBoolean().optional(),
  /** Matches the code or either name. */
  search: searchSchema.optional(),
});
export type FindBranchesQuery = z.input<typeof findBranchesQuerySchema>;
export const findBranchesResponseSchema = pageOf(branchSchema);
export type FindBranchesResponse = z.infer<typeof findBranchesResponseSchema>;
