import { z } from 'zod';
import { queryBoolean } from '../common';
import { capStates, holderKindValues } from './material';

/** GET /api/materials/accounts: every holder's balance per material, system holders included. */
export const getAccountsQuerySchema = z.strictObject({
  /** Inactive holders are listed only while they still hold metal, unless asked for. */
  includeInactive: queryBoolean().optional(),
});
export type GetAccountsQuery = z.input<typeof getAccountsQuerySchema>;

export const accountHolderSchema = z.object({
  id: z.number().int(),
  kind: z.enum(holderKindValues),
  code: z.string(),
  nameKh: z.string(),
  nameEn: z.string(),
  physical: z.boolean(),
  active: z.boolean(),
  capMg: z.number().int().nullable(),
  /** Metal held, all materials together (what the cap limits). */
  heldMg: z.number().int(),
  capState: z.enum(capStates),
  /** One entry per material with a non-zero balance. */
  balances: z.array(z.object({ materialId: z.number().int(), mg: z.number().int() })),
});
export type AccountHolder = z.infer<typeof accountHolderSchema>;

export const getAccountsResponseSchema = z.object({
  materials: z.array(
    z.object({
      id: z.number().int(),
      code: z.string(),
      nameKh: z.string(),
      nameEn: z.string(),
      purity: z.number().int(),
      /** Sum over every holder: 0 mg while the ledger is sound (DESIGN §3.2 INV). */
      totalMg: z.number().int(),
      /** Held by physical holders: the metal in the workshop. */
      onHandMg: z.number().int(),
    }),
  ),
  holders: z.array(accountHolderSchema),
  nearCapPermille: z.number().int(),
});
export type GetAccountsResponse = z.infer<typeof getAccountsResponseSchema>;
