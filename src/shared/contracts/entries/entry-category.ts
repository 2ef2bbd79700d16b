import { z } from 'zod';

/** Loss allowed, per-mille of the metal issued: 0 … 1000 (8 = 0.8 %). */
export const allowedLossPermilleSchema = z.number().int().min(0).max(1000);

/**
 * A kind of jeweller's work with its loss allowance and the strict flags of
 * spec §5, as the API returns it. The flags' rules: src/shared/entries/entry-rules.ts.
 */
export const entryCategorySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  nameKh: z.string(),
  nameEn: z.string(),
  /** Per-mille of the issued weight (init + spare): 8 = 0.8 %. */
  allowedLossPermille: z.number().int(),
  /** A piece with stones set comes back with a photo of its stones. */
  strictStonePhoto: z.boolean(),
  /** An assembled piece comes back with at least one photo of the assembly. */
  strictAssemblyPhoto: z.boolean(),
  /** Every piece comes back weighed: its returned weight is required. */
  strictReturnWeight: z.boolean(),
  /** Every piece of an entry is of the entry's material. */
  materialStrict: z.boolean(),
  active: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type EntryCategory = z.infer<typeof entryCategorySchema>;

/** The four strict flags, in the order the screens show them. */
export const entryCategoryStrictFlags = ['strictStonePhoto', 'strictAssemblyPhoto', 'strictReturnWeight', 'materialStrict'] as const;
export type EntryCategoryStrictFlag = (typeof entryCategoryStrictFlags)[number];
