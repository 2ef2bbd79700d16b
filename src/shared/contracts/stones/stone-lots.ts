import { z } from 'zod';
import { idQuerySchema, idSchema, pageOf, pageQueryShape, searchSchema, textSchema } from '../common';
import { holderRefSchema, noteSchema } from '../materials/material';
import { postingDateFields } from '../ledger/posting-date';
import { branchRefSchema } from '../stock/jewelry-piece';
import {
  centsPerCaratSchema,
  sizeCmmSchema,
  stoneBalanceSchema,
  stoneCountSchema,
  stoneDocumentRefSchema,
  stoneGradeSchema,
  stoneLotRefSchema,
  stoneShapeSchema,
  stoneTargetSchema,
  stoneTypeSchema,
  weightMctSchema,
} from './stone';
import { stonePreparationSchema } from './stone-preparations';

/**
 * Stone lots (`/gem_stone`, `/inventory/stone`): stones of one type, shape
 * and size, counted and weighed, at a branch (and with a holder: a setter,
 * the safe). Every change is an insert-only movement; a lot's balances are
 * the sums of its movements and never go below zero. A lot with no stones
 * weighs nothing and a lot with stones weighs something: taking the last
 * stones takes the last milli-carat.
 *
 * - receive: a new lot;
 * - split_out / split_in: part of a lot into a new lot (count and weight conserved);
 * - adjust: ± count and weight, with a reason (a recount, a broken stone);
 * - prepare: available → held for a production item or an order (a preparation);
 * - assign: the preparation confirmed for its item (no stones move);
 * - return: held → available (not assigned after all);
 * - set / unset: stones set in an entry's piece (from the item's preparation, or from the lot), and a set line removed;
 * - sell / sale_void: stones sold on an invoice line, and back when the invoice is voided.
 */
export const stoneMovementKinds = ['receive', 'split_out', 'split_in', 'adjust', 'prepare', 'assign', 'return', 'set', 'unset', 'sell', 'sale_void'] as const;
export type StoneMovementKind = (typeof stoneMovementKinds)[number];

export const stoneLotSchema = stoneLotRefSchema.extend({
  branch: branchRefSchema,
  holder: holderRefSchema.nullable(),
  costCentsPerCarat: z.number().int().nullable(),
  supplier: z.string(),
  note: z.string(),
  /** The lot this one was split from. */
  splitFrom: z.object({ id: z.number().int(), code: z.string() }).nullable(),
  receivedAt: z.iso.datetime(),
  createdBy: z.string().nullable(),
  /** In the lot, free to prepare, set, sell or split. */
  available: stoneBalanceSchema,
  /** Held by its preparations: taken out for items or orders, not yet set or returned. */
  prepared: stoneBalanceSchema,
  /** Set in entries' pieces and sold on invoices, net of removals and voids. */
  set: stoneBalanceSchema,
  sold: stoneBalanceSchema,
});
export type StoneLot = z.infer<typeof stoneLotSchema>;

const optionalId = idQuerySchema.optional();

/** in_stock: stones available or prepared; empty: neither; all. */
export const stoneLotStates = ['in_stock', 'empty', 'all'] as const;

/** GET /api/stones/lots: newest first. */
export const findStoneLotsQuerySchema = z.strictObject({
  ...pageQueryShape,
  state: z.enum(stoneLotStates).default('in_stock'),
  stoneType: stoneTypeSchema.optional(),
  shape: stoneShapeSchema.optional(),
  /** Sizes from … to …, hundredths of a mm. */
  sizeFrom: optionalId,
  sizeTo: optionalId,
  branchId: optionalId,
  holderId: optionalId,
  /** The start of a lot code, or words of its type, colour, quality or supplier. */
  search: searchSchema.optional(),
});
export type FindStoneLotsQuery = z.input<typeof findStoneLotsQuerySchema>;
export const findStoneLotsResponseSchema = pageOf(stoneLotSchema).extend({
  /** Over every lot the filter keeps, not just the page. */
  totals: z.object({ lots: z.number().int(), available: stoneBalanceSchema, prepared: stoneBalanceSchema }),
  /** The stone types of every lot, for the filter. */
  stoneTypes: z.array(z.string()),
});
export type FindStoneLotsResponse = z.infer<typeof findStoneLotsResponseSchema>;

export const stoneMovementSchema = z.object({
  id: z.number().int(),
  kind: z.enum(stoneMovementKinds),
  /** Change to the lot's available stones (signed). */
  count: z.number().int(),
  weightMct: z.number().int(),
  /** Change to the stones its preparation holds (signed; zero without one). */
  preparedCount: z.number().int(),
  preparedWeightMct: z.number().int(),
  preparationId: z.number().int().nullable(),
  target: stoneTargetSchema.nullable(),
  /** The other lot of a split. */
  otherLot: z.object({ id: z.number().int(), code: z.string() }).nullable(),
  document: stoneDocumentRefSchema.nullable(),
  /** An adjustment's reason, or a note. */
  note: z.string(),
  createdAt: z.iso.datetime(),
  /** The shop day it belongs to (YYYY-MM-DD, docs/design.md §5): a back-dated movement's own day; a sale's stones are on its invoice's day. */
  postingDate: z.string(),
  createdBy: z.string().nullable(),
});
export type StoneMovement = z.infer<typeof stoneMovementSchema>;

/** GET /api/stones/lots/{id}: the lot, its movements (oldest posting day first) and its preparations. */
export const stoneLotDetailSchema = stoneLotSchema.extend({
  movements: z.array(stoneMovementSchema),
  preparations: z.array(stonePreparationSchema),
});
export type StoneLotDetail = z.infer<typeof stoneLotDetailSchema>;

/** POST /api/stones/lots: stones received, a new lot (answers its detail, 201). */
export const receiveStoneLotBodySchema = z.strictObject({
  stoneType: stoneTypeSchema,
  shape: stoneShapeSchema,
  sizeCmm: sizeCmmSchema,
  colour: stoneGradeSchema.default(''),
  quality: stoneGradeSchema.default(''),
  count: stoneCountSchema,
  weightMct: weightMctSchema,
  branchId: idSchema,
  /** Who or what holds it (a setter's bench, the safe); none: the branch. */
  holderId: idSchema.nullable().default(null),
  costCentsPerCarat: centsPerCaratSchema.nullable().default(null),
  supplier: textSchema(120).default(''),
  note: noteSchema.default(''),
  /** The receipt's shop day (ledger/posting-date.ts): today unless back-dated. */
  ...postingDateFields,
});
export type ReceiveStoneLotBody = z.input<typeof receiveStoneLotBodySchema>;

/** POST /api/stones/lots/{id}/split: part of the available stones into a new lot, elsewhere if said. */
export const splitStoneLotBodySchema = z.strictObject({
  count: stoneCountSchema,
  weightMct: weightMctSchema,
  /** The new lot's branch and holder; by default the lot's own. */
  branchId: idSchema.nullable().default(null),
  holderId: idSchema.nullable().default(null),
  note: noteSchema.default(''),
  /** The split's shop day (ledger/posting-date.ts): today unless back-dated. */
  ...postingDateFields,
});
export type SplitStoneLotBody = z.input<typeof splitStoneLotBodySchema>;
/** 201: the lot after the split, and the new lot. */
export const splitStoneLotResponseSchema = z.object({ lot: stoneLotDetailSchema, newLot: stoneLotDetailSchema });
export type SplitStoneLotResponse = z.infer<typeof splitStoneLotResponseSchema>;

/** POST /api/stones/lots/{id}/adjustments: ± stones and weight with a reason; answers the lot's detail (201). */
export const adjustStoneLotBodySchema = z.strictObject({
  count: z.number().int().min(-1_000_000).max(1_000_000),
  weightMct: z.number().int().min(-100_000_000).max(100_000_000),
  reason: textSchema(500).min(1),
  /** The adjustment's shop day (ledger/posting-date.ts): today unless back-dated. */
  ...postingDateFields,
});
export type AdjustStoneLotBody = z.input<typeof adjustStoneLotBodySchema>;
