import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { SettingEntry } from '../../../shared/contracts/platform/get-settings';
import { rolePermissions, type Permission } from '../../../shared/roles';
import { audit, type Actor } from '../audit';
import type { Db, Executor, Tx } from '../db/database';
import { inTransaction } from '../db/transaction';
import { describeIssue } from '../error-handler';
import { AppError } from '../errors';
import type { MessageKey } from '../i18n/messages';
import { settings, users } from '../platform.tables';
import type { SettingDefinition } from './define-setting';
import { isSettingKey, settingDefinition, settingsRegistry, type SettingKey, type SettingValue } from './settings.registry';

type SettingRow = typeof settings.$inferSelect;

/** The stored value if the registry's schema still accepts it, else the default. */
function effectiveValue(definition: SettingDefinition<unknown>, row: SettingRow | undefined): unknown {
  if (!row) return definition.defaultValue;
  const parsed = definition.schema.safeParse(row.value);
  return parsed.success ? parsed.data : definition.defaultValue;
}

/** One setting's current value, typed by the registry. */
export async function getSetting<K extends SettingKey>(executor: Executor, key: K): Promise<SettingValue<K>> {
  const [row] = await executor.select().from(settings).where(eq(settings.key, key));
  return effectiveValue(settingDefinition(key), row) as SettingValue<K>;
}

function toEntry(key: SettingKey, row: SettingRow | undefined, permissions: readonly Permission[]): SettingEntry {
  const definition = settingDefinition(key);
  return {
    key,
    value: effectiveValue(definition, row),
    defaultValue: definition.defaultValue,
    labelKey: definition.labelKey,
    canEdit: permissions.includes(definition.permission),
    updatedAt: row ? row.updatedAt.toISOString() : null,
    updatedBy: row?.updatedBy ?? null,
  };
}

const canRead = (definition: SettingDefinition<unknown>, permissions: readonly Permission[]) =>
  permissions.includes(definition.readPermission ?? 'platform.read');

/** Every setting the holder of these permissions may read, in registry order. */
export async function findSettings(db: Db, permissions: readonly Permission[]): Promise<SettingEntry[]> {
  const keys = (Object.keys(settingsRegistry) as SettingKey[]).filter((k) => canRead(settingDefinition(k), permissions));
  if (keys.length === 0) return [];
  const rows = await db.select().from(settings).where(inArray(settings.key, keys));
  return keys.map((key) => toEntry(key, rows.find((r) => r.key === key), permissions));
}

/** zod issues of a setting value → field errors under `value` (the body's field). */
function valueFieldErrors(error: z.ZodError, value: unknown): AppError {
  const fields: Record<string, MessageKey> = {};
  const params: Record<string, string | number> = {};
  for (const issue of error.issues) {
    const { path, code, message: _message, ...rest } = issue;
    const described = describeIssue({ keyword: code, instancePath: `/${path.join('/')}`, params: rest }, value);
    Object.assign(params, described.params);
    const base = ['value', ...path.map(String)].join('.');
    const extras = code === 'unrecognized_keys' ? issue.keys : [null];
    for (const extra of extras) fields[extra === null ? base : `${base}.${extra}`] ??= described.key;
  }
  return new AppError(400, 'validation.failed', params, fields);
}

async function permissionsOf(executor: Executor, actor: Actor): Promise<readonly Permission[]> {
  if (actor.userId === null) return rolePermissions.owner; // the system itself
  const [user] = await executor.select({ role: users.role, active: users.active }).from(users).where(eq(users.id, actor.userId));
  return user?.active ? rolePermissions[user.role] : [];
}

/**
 * Validates the value with the setting's schema and stores it, writing an
 * audit row with the value before and after, in one transaction.
 */
export async function updateSetting(db: Db, actor: Actor, key: string, value: unknown): Promise<SettingEntry> {
  if (!isSettingKey(key)) throw new AppError(404, 'platform.unknownSetting', { key });
  const definition = settingDefinition(key);
  return inTransaction(db, async (tx) => {
    // Permission first: someone who may not change it learns nothing of its rules.
    const permissions = await permissionsOf(tx, actor);
    if (!permissions.includes(definition.permission)) throw new AppError(403, 'auth.forbidden');
    return writeSetting(tx, actor, key, value, permissions);
  });
}

/**
 * Validates and stores a setting in the caller's transaction, with its audit
 * row; the caller has checked the permission (first-run setup: the owner being made).
 */
export async function writeSetting(tx: Tx, actor: Actor, key: SettingKey, value: unknown, permissions: readonly Permission[] = rolePermissions.owner): Promise<SettingEntry> {
  const definition = settingDefinition(key);
  const parsed = definition.schema.safeParse(value);
  if (!parsed.success) throw valueFieldErrors(parsed.error, value);
  const [before] = await tx.select().from(settings).where(eq(settings.key, key)).for('update');
  const now = new Date();
  const [row] = await tx
    .insert(settings)
    .values({ key, value: parsed.data as object, updatedBy: actor.userId, updatedAt: now })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: parsed.data as object, updatedBy: actor.userId, updatedAt: now },
    })
    .returning();
  await audit(tx, actor, {
    action: 'setting.update',
    entity: 'setting',
    entityId: key,
    before: { value: effectiveValue(definition, before), isDefault: !before },
    after: { value: parsed.data },
  });
  return toEntry(key, row, permissions);
}
