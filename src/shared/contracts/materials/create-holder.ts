import { z } from 'zod';
import { idSchema, nameSchema, recordCodeSchema } from '../common';
import { capMgSchema, creatableHolderKinds, holderSchema } from './material';

const optionalId = idSchema.nullable().default(null);

/** POST /api/materials/holders: `physical` follows the kind; `loss` and `outside` cannot be created. */
export const createHolderBodySchema = z.strictObject({
  kind: z.enum(creatableHolderKinds),
  code: recordCodeSchema,
  nameKh: nameSchema,
  nameEn: nameSchema,
  staffId: optionalId,
  branchId: optionalId,
  capMg: capMgSchema.nullable().default(null),
});
export type CreateHolderBody = z.input<typeof createHolderBodySchema>;
export const createHolderResponseSchema = holderSchema;
