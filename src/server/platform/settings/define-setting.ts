import type { z } from 'zod';
import type { Permission } from '../../../shared/roles';

/** How a module declares one setting (see settings.registry.ts). */
export interface SettingDefinition<T> {
  /** Validates every value written; a stored value it refuses reads as the default. */
  readonly schema: z.ZodType<T>;
  readonly defaultValue: T;
  /** Who may change it. */
  readonly permission: Permission;
  /** Who may read it through the API (default: every signed-in user). */
  readonly readPermission?: Permission;
  /** i18n key of its label in the web catalogue. */
  readonly labelKey: string;
}

export function defineSetting<S extends z.ZodType>(definition: {
  schema: S;
  defaultValue: z.output<S>;
  permission: Permission;
  readPermission?: Permission;
  labelKey: string;
}): SettingDefinition<z.output<S>> {
  return definition as SettingDefinition<z.output<S>>;
}
