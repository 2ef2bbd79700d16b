import { z } from 'zod';

/** Holder kinds; `loss` and `outside` are system holders, not physical, never created through the API. */
export const holderKindValues = ['safe', 'counter', 'casting', 'staff', 'supplier', 'customer', 'loss', 'outside'] as const;
export const creatableHolderKinds = ['safe', 'counter', 'casting', 'staff', 'supplier', 'customer'] as const;

/** A metal at a purity (DESIGN §3.2), as the API returns it. */
export const materialCategorySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  nameKh: z.string(),
  nameEn: z.string(),
  purity: z.number().int(),
  waxRatioMilli: z.number().int(),
  materialStrict: z.boolean(),
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
export const capMgSchema = z.number().int().min(0).max(1_000_000_000_000);
