import { z } from 'zod';
import { idSchema, nameSchema, phoneSchema, recordCodeSchema } from '../common';
import { staffKinds, staffMemberSchema } from './staff-member';

/** POST /api/platform/staff: without a code, the next free `S###` is given. */
export const createStaffBodySchema = z.strictObject({
  code: recordCodeSchema.optional(),
  nameKh: nameSchema,
  nameEn: nameSchema,
  kind: z.enum(staffKinds),
  phone: phoneSchema.default(''),
  branchId: idSchema.nullable().default(null),
});
export type CreateStaffBody = z.input<typeof createStaffBodySchema>;
export const createStaffResponseSchema = staffMemberSchema;
