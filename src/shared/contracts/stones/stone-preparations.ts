import { z } from 'zod';
import { idQuerySchema, idSchema, pageOf, pageQueryShape } from '../common';
import { postingDateFields } from '../ledger/posting-date';
import { noteSchema } from '../materials/material';
import { stoneBalanceSchema, stoneCountSchema, stoneLotRefSchema, stoneTargetSchema, weightMctSchema } from './stone';

/**
 * Stones prepared for a production item or a customer's order: taken out of
 * a lot's available stones and held for it. The stones it holds are then set
 * in the item (an entry at `/entry/gem-{id}` draws them), or returned to the
 * lot (not assigned). Assigning confirms them for the item without moving them.
 *   prepared → assigned;  held stones → set | returned.
 * The state is derived: returned (nothing held, nothing set), set (nothing
 * held, some set), else assigned once assigned, else prepared.
 */
export const preparationStates = ['prepared', 'assigned', 'set', 'returned'] as const;
export type PreparationState = (typeof preparationStates)[number];

export const stonePreparationSchema = z.object({
  id: z.number().int(),
  lot: stoneLotRefSchema,
  target: stoneTargetSchema,
  /** Taken from the lot when prepared. */
  prepared: stoneBalanceSchema,
  /** Still held for the item. */
  held: stoneBalanceSchema,
  set: stoneBalanceSchema,
  returned: stoneBalanceSchema,
  state: z.enum(preparationStates),
  assignedAt: z.iso.datetime().nullable(),
  note: z.string(),
  createdAt: z.iso.datetime(),
  /** The shop day the stones were taken from the lot (YYYY-MM-DD, docs/design.md §5): a back-dated preparation's own day. */
  postingDate: z.string(),
  createdBy: z.string().nullable(),
});
export type StonePreparation = z.infer<typeof stonePreparationSchema>;

/** POST /api/stones/preparations: stones of a lot for an item or an order (exactly one of the two); answers the preparation (201). */
export const prepareStonesBodySchema = z.strictObject({
  lotId: idSchema,
  itemId: idSchema.nullable().default(null),
  preOrderId: idSchema.nullable().default(null),
  count: stoneCountSchema,
  weightMct: weightMctSchema,
  note: noteSchema.default(''),
  /** The day the stones leave the lot's available ones (ledger/posting-date.ts): today unless back-dated. */
  ...postingDateFields,
});
export type PrepareStonesBody = z.input<typeof prepareStonesBodySchema>;

/** POST /api/stones/preparations/{id}/assign: confirmed for its item; answers the preparation. */
export const assignPreparationBodySchema = z.strictObject({ note: noteSchema.default('') }).optional();

/** POST /api/stones/preparations/{id}/return: held stones back to the lot (all of them: not assigned); answers the preparation. */
export const returnPreparedStonesBodySchema = z.strictObject({
  count: stoneCountSchema,
  weightMct: weightMctSchema,
  note: noteSchema.default(''),
  /** The day the stones are back in the lot (ledger/posting-date.ts): today unless back-dated. */
  ...postingDateFields,
});
export type ReturnPreparedStonesBody = z.input<typeof returnPreparedStonesBodySchema>;

const optionalId = idQuerySchema.optional();

/** GET /api/stones/preparations: newest first; `open` keeps those still holding stones. */
export const findPreparationsQuerySchema = z.strictObject({
  ...pageQueryShape,
  itemId: optionalId,
  preOrderId: optionalId,
  lotId: optionalId,
  state: z.enum(preparationStates).optional(),
  open: z.enum(['true', 'false']).optional(),
});
export type FindPreparationsQuery = z.input<typeof findPreparationsQuerySchema>;
export const findPreparationsResponseSchema = pageOf(stonePreparationSchema);
export type FindPreparationsResponse = z.infer<typeof findPreparationsResponseSchema>;
