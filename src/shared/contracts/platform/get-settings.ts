import { z } from 'zod';

/** One setting as the configuration page shows it. */
export const settingEntrySchema = z.object({
  key: z.string(),
  value: z.unknown(),
  defaultValue: z.unknown(),
  /** i18n key of its label in the web catalogue. */
  labelKey: z.string(),
  /** Whether the signed-in user may change it. */
  canEdit: z.boolean(),
  /** Null while the default applies. */
  updatedAt: z.iso.datetime().nullable(),
  updatedBy: z.number().int().nullable(),
});
export type SettingEntry = z.infer<typeof settingEntrySchema>;

/** GET /api/platform/settings: every setting the user may read, with its value or default. */
export const getSettingsResponseSchema = z.object({ items: z.array(settingEntrySchema) });
export type GetSettingsResponse = z.infer<typeof getSettingsResponseSchema>;
