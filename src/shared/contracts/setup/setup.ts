import { z } from 'zod';
import { addressSchema, idSchema, nameSchema, phoneSchema, recordCodeSchema } from '../common';
import { centsPerChiSchema, lineMgSchema, materialDocumentSchema, noteSchema, puritySchema, rateBases, ratePremiumSchema, waxRatioMilliSchema } from '../materials/material';
import { quotedCentsSchema } from '../materials/publish-rates';
import { shopAddressSchema, shopNameSchema, shopPhoneSchema } from '../platform/platform-settings';
import { backupCheckResultSchema } from '../platform/backups';
import { meResponseSchema } from '../platform/session';
import { newPasswordSchema, usernameSchema } from '../platform/user-account';
import { khrPerUsdInputSchema } from '../sales/exchange-rate';
import { receiveStoneLotBodySchema } from '../stones/stone-lots';
import { quotedPerValues } from '../../materials/rate-derivation';

/** GET /api/setup: whether this install still waits for its first-run setup (no owner yet). */
export const setupStatusSchema = z.object({ required: z.boolean() });
export type SetupStatus = z.infer<typeof setupStatusSchema>;

/** A counter of a branch: a holder of kind counter (its old-gold holder comes with it, migration 0017). */
export const setupCounterSchema = z.strictObject({ code: recordCodeSchema, nameKh: nameSchema, nameEn: nameSchema });

export const setupBranchSchema = z.strictObject({
  code: recordCodeSchema,
  nameKh: nameSchema,
  nameEn: nameSchema,
  address: addressSchema.default(''),
  phone: phoneSchema.default(''),
  counters: z.array(setupCounterSchema).min(1).max(10),
});
export type SetupBranch = z.input<typeof setupBranchSchema>;

/**
 * A material as setup makes it, with today's rate when it is typed by hand
 * (`own`: silver) or overridden; a `purity` material without one follows the base.
 */
export const setupMaterialSchema = z.strictObject({
  code: recordCodeSchema,
  nameKh: nameSchema,
  nameEn: nameSchema,
  purity: puritySchema.min(1),
  waxRatioMilli: waxRatioMilliSchema,
  rateBasis: z.enum(rateBases),
  ratePremiumCentsPerChi: ratePremiumSchema.default(0),
  askCentsPerChi: centsPerChiSchema.optional(),
  bidCentsPerChi: centsPerChiSchema.optional(),
});
export type SetupMaterial = z.input<typeof setupMaterialSchema>;

/** A Cambodian TIN (K001-123456789), or none yet. */
export const setupTinSchema = z.string().trim().toUpperCase().max(14).regex(/^$|^[A-Z]\d{3}-\d{9}$/);

/**
 * POST /api/setup (public, only while no owner exists): the owner's account,
 * the shop's identity, branches with their counters, the materials and the
 * day's rates with the riel rate. Written in one transaction with the owner
 * signed in; a second run, or a race of two, is a 409 that changes nothing.
 */
export const setupBodySchema = z.strictObject({
  owner: z.strictObject({ nameKh: nameSchema, nameEn: nameSchema, username: usernameSchema, password: newPasswordSchema }),
  shop: z.strictObject({
    name: shopNameSchema,
    address: shopAddressSchema,
    phone: shopPhoneSchema.default(''),
    /** A VAT-registered shop issues tax invoices and needs its TIN. */
    vatRegistered: z.boolean().default(false),
    tin: setupTinSchema.default(''),
  }),
  branches: z.array(setupBranchSchema).min(1).max(20),
  materials: z.array(setupMaterialSchema).min(1).max(30),
  khrPerUsd: khrPerUsdInputSchema,
  /** The base metal's price as typed this morning, USD cents per `quotedPer`. */
  rates: z.strictObject({ quotedPer: z.enum(quotedPerValues), baseAskCents: quotedCentsSchema, baseBidCents: quotedCentsSchema }),
});
export type SetupBody = z.input<typeof setupBodySchema>;
export const setupResponseSchema = meResponseSchema;

/** One holder's opening balance of one material, mg. */
export const openingLineSchema = z.strictObject({ holderId: idSchema, materialId: idSchema, mg: lineMgSchema });
export type OpeningLine = z.infer<typeof openingLineSchema>;

/** A stone lot in stock on the go-live day: received as a lot by the stones module, linked to the opening document. */
export const openingStoneSchema = receiveStoneLotBodySchema.omit({ note: true });
export type OpeningStone = z.input<typeof openingStoneSchema>;

/**
 * POST /api/setup/opening (owner, idempotent): the opening balances, one
 * numbered opening document (OB-…) from OUTSIDE to each holder, and the stone
 * lots. Refused with 409 once the shop is live.
 */
export const openingBodySchema = z.strictObject({
  lines: z.array(openingLineSchema).min(1).max(500),
  stones: z.array(openingStoneSchema).max(200).default([]),
  note: noteSchema.default(''),
});
export type OpeningBody = z.input<typeof openingBodySchema>;

export const openingResponseSchema = z.object({
  document: materialDocumentSchema,
  stoneLots: z.array(z.object({ id: z.number().int(), code: z.string() })),
});
export type OpeningResponse = z.infer<typeof openingResponseSchema>;

/** GET /api/setup/opening: when the shop went live (null: not yet), and the opening documents so far. */
export const openingStatusSchema = z.object({
  liveAt: z.iso.datetime().nullable(),
  documents: z.array(materialDocumentSchema),
});
export type OpeningStatus = z.infer<typeof openingStatusSchema>;

/** POST /api/setup/go-live (owner): from now on an opening balance is refused. */
export const goLiveResponseSchema = z.object({ liveAt: z.iso.datetime() });

/** POST /api/setup/restore: multipart/form-data, the backup file (`atelier-….jsonl.gz`) under this field. */
export const restoreBackupField = 'backup';
/** A shop's backup of years is tens of MB compressed; the limit only stops a wrong file of any size. */
export const maxRestoreBytes = 1024 * 1024 * 1024;

/**
 * The answer of a restore at setup: when the backup was taken, the owner
 * accounts it brought (they sign in with their own passwords), and the
 * restored database compared with what the backup recorded, table by table
 * and balance by balance.
 */
export const setupRestoreResultSchema = z.object({
  backupTakenAt: z.iso.datetime(),
  owners: z.array(z.string()),
  check: backupCheckResultSchema,
});
export type SetupRestoreResult = z.infer<typeof setupRestoreResultSchema>;
