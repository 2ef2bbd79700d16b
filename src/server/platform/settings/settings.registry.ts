import type { Permission } from '../../../shared/roles';
import type { SettingDefinition } from './define-setting';
import { entriesSettings } from '../../modules/entries/entries.settings';
import { salesSettings } from '../../modules/sales/sales.settings';
import { stockSettings } from '../../modules/stock/stock.settings';
import { platformSettings } from './platform.settings';

/**
 * Every setting of the application, by key. A module declares its own in a
 * `<module>.settings.ts` file with `defineSetting(...)` and spreads that
 * object here; `getSetting(executor, key)` is then typed by it:
 *
 *   export const castingSettings = {
 *     'casting.waxToGoldRatio': defineSetting({ schema: …, defaultValue: …, permission: 'casting.write', labelKey: … }),
 *   };
 */
export const settingsRegistry = {
  ...platformSettings,
  ...salesSettings,
  ...entriesSettings,
  ...stockSettings,
} satisfies Record<string, SettingDefinition<unknown>>;

type Registry = typeof settingsRegistry;
export type SettingKey = keyof Registry;
export type SettingValue<K extends SettingKey> = Registry[K] extends SettingDefinition<infer T> ? T : never;

export function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(settingsRegistry, key);
}

export function settingDefinition(key: SettingKey): SettingDefinition<unknown> {
  return settingsRegistry[key] as SettingDefinition<unknown>;
}

/** Everyone who may change at least one setting (the update route's access rule). */
export const settingWritePermissions: readonly Permission[] = [
  ...new Set(Object.values(settingsRegistry).map((d: SettingDefinition<unknown>) => d.permission)),
];
