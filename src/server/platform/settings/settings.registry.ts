import type { Permission } from '../../../shared/roles';
import type { SettingDefinition } from './define-setting';
import { platformSettings } from './platform.settings';

type AnySettings = Record<string, SettingDefinition<unknown>>;

/**
 * Every setting of the application, by the part of the house that declares
 * it. Platform knows no module (docs/architecture.md, "Boundaries"): a module
 * declares its own in a `<module>.settings.ts` file with `defineSetting(...)`,
 * adds their type here by declaration merging, and the app's assembly
 * (src/server/assembly/settings.ts) registers them; `getSetting(executor, key)`
 * is then typed by them:
 *
 *   export const castingSettings = {
 *     'casting.waxToGoldRatio': defineSetting({ schema: …, defaultValue: …, permission: 'casting.write', labelKey: … }),
 *   };
 *   declare module '../../platform/settings/settings.registry' {
 *     interface SettingsByOwner { casting: typeof castingSettings }
 *   }
 */
export interface SettingsByOwner {
  platform: typeof platformSettings;
}

type Owner = keyof SettingsByOwner;
export type SettingKey = { [O in Owner]: keyof SettingsByOwner[O] & string }[Owner];
type DefinitionOf<K extends SettingKey> = { [O in Owner]: K extends keyof SettingsByOwner[O] ? SettingsByOwner[O][K] : never }[Owner];
export type SettingValue<K extends SettingKey> = DefinitionOf<K> extends SettingDefinition<infer T> ? T : never;

const registered: AnySettings = { ...platformSettings };

/** The settings registered so far, in registration order (platform's first). */
export const settingsRegistry: Readonly<AnySettings> = registered;

/** The assembly's hook: a module's settings join the registry (once; a key may not be declared twice). */
export function registerSettings(settings: AnySettings): void {
  for (const [key, definition] of Object.entries(settings)) {
    if (Object.hasOwn(registered, key) && registered[key] !== definition) throw new Error(`Setting ${key} is declared twice.`);
    registered[key] = definition;
  }
}

export function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(registered, key);
}

export function settingDefinition(key: SettingKey): SettingDefinition<unknown> {
  const definition = registered[key];
  if (!definition) throw new Error(`Setting ${key} is not registered: the app's assembly (src/server/assembly/settings.ts) registers each module's settings.`);
  return definition;
}

/** Everyone who may change at least one setting (the update route's access rule), as registered now. */
export function settingWritePermissions(): readonly Permission[] {
  return [...new Set(Object.values(registered).map((d) => d.permission))];
}
