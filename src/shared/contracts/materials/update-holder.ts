import { z } from 'zod';
import { idSchema, nameSchema, recordCodeSchema } from '../common';
import { capMgSchema, creatableHolderKinds, holderSchema } from './material';

const optionalId = idSchema.nullable().optional();

/** PATCH /api/materials/holders/{id}: only the given fields change; system holders keep their kind. */
export const updateHolderBodySchema = z.strictObject({
  kind: z.enum(creatableHolderKinds).optional(),
  code: recordCodeSchema.optional(),
  nameKh: nameSchema.optional(),
  nameEn: nameSchema.optional(),
  staffId: optionalId,
  branchId: optionalId,
  capMg: capMgSchema.nullable().optional(),
  active: z.boolean().optional(),
});
export type UpdateHolderBody = z.input<typeof updateHolderBodySchema>;
export const updateHolderResponseSchema = holderSchema;
