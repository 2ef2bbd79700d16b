import { z } from 'zod';
import { idQuerySchema, pageOf, pageQueryShape, queryBoolean, searchSchema } from '../common';
import { staffKinds, staffMemberSchema } from './staff-member';

/** GET /api/platform/staff: the designers list is `?kind=designer`. Ordered by code. */
export const findStaffQuerySchema = z.strictObject({
  ...pageQueryShape,
  kind: z.enum(staffKinds).optional(),
  branchId: idQuerySchema.optional(),
  active: queryBoolean().optional(),
  /** Matches the code, either name or the phone. */
  search: searchSchema.optional(),
});
export type FindStaffQuery = z.input<typeof findStaffQuerySchema>;
export const findStaffResponseSchema = pageOf(staffMemberSchema);
export type FindStaffResponse = z.infer<typeof findStaffResponseSchema>;
