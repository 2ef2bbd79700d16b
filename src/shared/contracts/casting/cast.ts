import { z } from 'zod';
import { daySchema, idSchema, namedRecordSchema } from '../common';
import { holderRefSchema, noteSchema, postingViewSchema } from '../materials/material';

/** The status flow of a cast (DESIGN §3.4): each step records weights and posts metal. */
export const castStatusValues = ['WAX_PREPARING', 'casting', 'cleaning', 'cut', 'finished'] as const;
export type CastStatusValue = (typeof castStatusValues)[number];

/** A recorded weight in mg: a whole number, at most 1,000 kg. */
export const castWeightMgSchema = z.number().int().min(0).max(1_000_000_000);
/** A wax piece weighs something: at least 1 mg, at most 10 kg. */
export const waxMgSchema = z.number().int().min(1).max(10_000_000);
/** At most this many wax pieces on one tree. */
export const maxWaxPiecesPerCast = 200;
/** A shop day, YYYY-MM-DD. */
export const shopDaySchema = daySchema;

export { idSchema, noteSchema };

/** A wax piece, weighed, waiting for a cast or on one. */
export const waxPieceSchema = z.object({
  id: z.number().int(),
  itemId: z.number().int(),
  itemCode: z.string(),
  itemDescription: z.string(),
  materialId: z.number().int(),
  materialCode: z.string(),
  waxMg: z.number().int(),
  castId: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
});
export type WaxPiece = z.infer<typeof waxPieceSchema>;

/** The derived weights (mg) of DESIGN §3.4; null until what they need is recorded. */
export const castFiguresSchema = z.object({
  estimateMg: z.number().int().nullable(),
  shakeMg: z.number().int().nullable(),
  piecesMg: z.number().int().nullable(),
  lossMg: z.number().int().nullable(),
  /** Loss ÷ actual in basis points (1 = 0.01 %). */
  lossBasisPoints: z.number().int().nullable(),
  /** Metal poured (actual − over) ÷ wax, × 1000. */
  achievedRatioMilli: z.number().int().nullable(),
});
export type CastFiguresView = z.infer<typeof castFiguresSchema>;

const nullableMg = z.number().int().nullable();

/** A cast as a list shows it. */
export const castSummarySchema = z.object({
  id: z.number().int(),
  number: z.string(),
  castOn: z.string(),
  status: z.enum(castStatusValues),
  materialId: z.number().int(),
  materialCode: z.string(),
  handler: namedRecordSchema.nullable(),
  /** The material's wax ratio when the cast was made, × 1000. */
  waxRatioMilli: z.number().int(),
  pieceCount: z.number().int(),
  waxMg: nullableMg,
  actualMg: nullableMg,
  overMg: nullableMg,
  resultMg: nullableMg,
  cleanMg: nullableMg,
  rootMg: nullableMg,
  figures: castFiguresSchema,
  note: z.string(),
  createdAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
  /** The shop day it belongs to (YYYY-MM-DD, docs/design.md §5): the day of its latest step that moves metal (a back-dated step's day), else the day it was made. */
  postingDate: z.string(),
});
export type CastSummary = z.infer<typeof castSummarySchema>;

/** A piece on the tree with its production item. */
export const castPieceSchema = z.object({
  id: z.number().int(),
  waxMg: z.number().int(),
  item: z.object({
    id: z.number().int(),
    code: z.string(),
    description: z.string(),
    stage: z.string(),
  }),
});

/** One cast for the detail page and the printed cast sheet: its pieces and its postings. */
export const castDetailSchema = castSummarySchema.extend({
  sourceHolder: holderRefSchema,
  castingHolder: holderRefSchema,
  pieces: z.array(castPieceSchema),
  postings: z.array(postingViewSchema),
});
export type CastDetail = z.infer<typeof castDetailSchema>;
