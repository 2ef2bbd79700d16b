import { z } from 'zod';
import { settingEntrySchema } from './get-settings';

/** Setting keys: dotted lower camel words, e.g. `shop.name`. */
export const settingKeySchema = z
  .string()
  .min(3)
  .max(80)
  .regex(/^[a-z][A-Za-z0-9]*(\.[a-z][A-Za-z0-9]*)+$/);

export const updateSettingParamsSchema = z.strictObject({ key: settingKeySchema });
export type UpdateSettingParams = z.infer<typeof updateSettingParamsSchema>;

/**
 * PUT /api/platform/settings/{key}. The value's shape is the setting's own
 * schema (see platform-settings.ts and the server's settings registry); a bad
 * value is a 400 with field errors under `value`.
 */
export const updateSettingBodySchema = z.strictObject({ value: z.unknown() });
export type UpdateSettingBody = z.infer<typeof updateSettingBodySchema>;
export const updateSettingResponseSchema = settingEntrySchema;
