import { z } from 'zod';
import { branchSchema } from './branch';
import { addressSchema, nameSchema, phoneSchema, recordCodeSchema } from '../common';

/** POST /api/platform/branches */
export const createBranchBodySchema = z.strictObject({
  code: recordCodeSchema,
  nameKh: nameSchema,
  nameEn: nameSchema,
  address: addressSchema.default(''),
  phone: phoneSchema.default(''),
});
export type CreateBranchBody = z.input<typeof createBranchBodySchema>;
export const createBranchResponseSchema = branchSchema;
