import { z } from 'zod';
import { branchSchema } from './branch';
import { addressSchema, nameSchema, phoneSchema, recordCodeSchema } from '../common';

/** PATCH /api/platform/branches/{id}: only the given fields change; `active: false` deactivates (no delete). */
export const updateBranchBodySchema = z.strictObject({
  code: recordCodeSchema.optional(),
  nameKh: nameSchema.optional(),
  nameEn: nameSchema.optional(),
  address: addressSchema.optional(),
  phone: phoneSchema.optional(),
  active: z.boolean().optional(),
});
export type UpdateBranchBody = z.input<typeof updateBranchBodySchema>;
export const updateBranchResponseSchema = branchSchema;
