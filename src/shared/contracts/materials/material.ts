import { z } from 'zod';
import { idSchema, textSchema } from '../common';
import { personRefSchema } from '../platform/person';

/**
 * Holder kinds; `loss`, `outside` and `melt` are system holders, not physical,
 * never created through the API. `melt` is the other side of melting and
 * alloying: it takes in the metals melted and gives out the alloy made.
 * `old_gold` is a branch counter's old gold bought back (DESIGN §3.8): kept
 * apart from the saleable counter metal, made with its counter, left by a melt.
 */
export const holderKindValues = ['safe', 'counter', 'casting', 'staff', 'supplier', 'customer', 'loss', 'outside', 'melt', 'old_gold'] as const;
export type HolderKindValue = (typeof holderKindValues)[number];
export const creatableHolderKinds = ['safe', 'counter', 'casting', 'staff', 'supplier', 'customer'] as const;

/**
 * How a material's rates are set on the morning-rates screen (DESIGN §3.2):
 * `base` is the metal the shop types (24K; one material at most), `purity`
 * follows the base by purity plus the material's premium, `own` is typed by
 * hand (silver does not follow gold).
 */
export const rateBases = ['base', 'purity', 'own'] as const;
export type RateBasis = (typeof rateBases)[number];

/** A metal at a purity (DESIGN §3.2), as the API returns it. */
export const materialCategorySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  nameKh: z.string(),
  nameEn: z.string(),
  purity: z.number().int(),
  waxRatioMilli: z.number().int(),
  materialStrict: z.boolean(),
  /** How the morning rates set this material's rates (rateBases). */
  rateBasis: z.enum(rateBases),
  /** Added to the rate derived from the base, USD cents per chi; a discount is negative. */
  ratePremiumCentsPerChi: z.number().int(),
  /** Old gold of this material loses this share of its fine weight in the melt: parts per ten thousand. */
  meltDeductionBp: z.number().int(),
  active: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type MaterialCategory = z.infer<typeof materialCategorySchema>;

export const holderBalanceSchema = z.object({ materialId: z.number().int(), materialCode: z.string(), mg: z.number().int() });

export const holderSchema = z.object({
  id: z.number().int(),
  kind: z.enum(holderKindValues),
  code: z.string(),
  nameKh: z.string(),
  nameEn: z.string(),
  physical: z.boolean(),
  staffId: z.number().int().nullable(),
  branchId: z.number().int().nullable(),
  capMg: z.number().int().nullable(),
  active: z.boolean(),
  createdAt: z.iso.datetime(),
  balances: z.array(holderBalanceSchema),
});
export type Holder = z.infer<typeof holderSchema>;

export const materialRateSchema = z.object({
  id: z.number().int(),
  materialId: z.number().int(),
  /** The morning-rates publish that wrote it; null for a rate set alone. */
  publicationId: z.number().int().nullable(),
  askCentsPerChi: z.number().int(),
  bidCentsPerChi: z.number().int(),
  effectiveAt: z.iso.datetime(),
  createdBy: z.number().int().nullable(),
  createdAt: z.iso.datetime(),
});
export type MaterialRate = z.infer<typeof materialRateSchema>;

/** Parts per ten thousand. */
export const puritySchema = z.number().int().min(0).max(10_000);
export const waxRatioMilliSchema = z.number().int().min(1).max(100_000);
export const centsPerChiSchema = z.number().int().min(0).max(100_000_00);
/** A material's premium over the rate its purity gives, USD cents per chi: a discount is negative. */
export const ratePremiumSchema = z.number().int().min(-100_000_00).max(100_000_00);
/** The melting deduction of old gold, 0–100 % in parts per ten thousand. */
export const meltDeductionBpSchema = z.number().int().min(0).max(10_000);
export const capMgSchema = z.number().int().min(0).max(1_000_000_000_000);

/** A holder as other records name it. */
export const holderRefSchema = z.object({
  id: z.number().int(),
  kind: z.enum(holderKindValues),
  code: z.string(),
  nameKh: z.string(),
  nameEn: z.string(),
});
export type HolderRef = z.infer<typeof holderRefSchema>;

/** A positive weight in mg on one line of a document (at most 1,000 kg). */
export const lineMgSchema = z.number().int().min(1).max(1_000_000_000);
export const noteSchema = textSchema(500);

/** One material and weight on a transfer, return or melt. */
export const metalLineSchema = z.strictObject({ materialId: idSchema, mg: lineMgSchema });
export type MetalLine = z.infer<typeof metalLineSchema>;
/** At most this many lines per document; one material once per side. */
export const maxMetalLines = 20;

/** A holder whose held metal reaches this share of its cap (‰) is flagged near its cap. */
export const nearCapPermille = 900;
export const capStates = ['none', 'ok', 'near', 'over'] as const;
export type CapState = (typeof capStates)[number];

/** Kinds of the materials module's own documents; postings of other modules link to theirs (cast, entry, invoice…). */
/** `opening`: the metal each holder has on the go-live day, from OUTSIDE (DESIGN §3.11). */
export const materialDocumentKinds = ['transfer', 'return', 'melt', 'reversal', 'opening'] as const;
export type MaterialDocumentKind = (typeof materialDocumentKinds)[number];

/** One posting as a document or a history shows it. */
export const postingViewSchema = z.object({
  id: z.number().int(),
  materialId: z.number().int(),
  materialCode: z.string(),
  purity: z.number().int(),
  from: holderRefSchema,
  to: holderRefSchema,
  mg: z.number().int(),
  reason: z.string(),
  reversesPostingId: z.number().int().nullable(),
  /** The posting that reverses this one, if any. */
  reversedByPostingId: z.number().int().nullable(),
});
export type PostingView = z.infer<typeof postingViewSchema>;

/** Fine weights of a melt (DESIGN §3.2): fineInMg = fineOutMg + fineLossMg, each posting's fine weight rounded half away from zero. */
export const meltFiguresSchema = z.object({
  fineInMg: z.number().int(),
  fineOutMg: z.number().int(),
  fineLossMg: z.number().int(),
  /** The loss as posted to `loss`, in the output material. */
  lossMg: z.number().int(),
});
export type MeltFigures = z.infer<typeof meltFiguresSchema>;

/** A transfer, return, melt or reversal slip with its postings. */
export const materialDocumentSchema = z.object({
  id: z.number().int(),
  /** e.g. TR-2026-000042: numbered without gaps per kind and year. */
  number: z.string(),
  kind: z.enum(materialDocumentKinds),
  note: z.string(),
  reversesDocumentId: z.number().int().nullable(),
  reversesDocumentNumber: z.string().nullable(),
  reversedByDocumentId: z.number().int().nullable(),
  reversedByDocumentNumber: z.string().nullable(),
  capOverridden: z.boolean(),
  melt: meltFiguresSchema.nullable(),
  createdBy: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  /** Who wrote it, by name (issue 20 §3): on a read, not in the answer to a submit. */
  by: personRefSchema.nullable().optional(),
  createdAt: z.iso.datetime(),
  /** The shop day the slip belongs to (YYYY-MM-DD): the day it was written, or an earlier one it was back-dated to. */
  postingDate: z.string(),
  postings: z.array(postingViewSchema),
});
export type MaterialDocument = z.infer<typeof materialDocumentSchema>;
