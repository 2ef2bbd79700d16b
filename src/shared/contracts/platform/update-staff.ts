import { z } from 'zod';
import { idSchema, nameSchema, phoneSchema, recordCodeSchema } from '../common';
import { staffKinds, staffMemberSchema } from './staff-member';

/** PATCH /api/platform/staff/{id}: only the given fields change; `active: false` deactivates. */
export const updateStaffBodySchema = z.strictObject({
  code: recordCodeSchema.optional(),
  nameKh: nameSchema.optional(),
  nameEn: nameSchema.optional(),
  kind: z.enum(staffKinds).optional(),
  phone: phoneSchema.optional(),
  branchId: idSchema.nullable().optional(),
  active: z.boolean().optional(),
});
export type UpdateStaffBody = z.input<typeof updateStaffBodySchema>;
export const updateStaffResponseSchema = staffMemberSchema;
