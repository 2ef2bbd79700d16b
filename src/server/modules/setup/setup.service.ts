import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { defaultShopIdentity, platformSettingKeys } from '../../../shared/contracts/platform/platform-settings';
import type { setupBodySchema } from '../../../shared/contracts/setup/setup';
import { audit, type Actor } from '../../platform/audit';
import { openSession, type NewSession } from '../../platform/auth/sessions.service';
import { insertBranch } from '../../platform/branches/branches.service';
import type { Db, Tx } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { AppError, badInput, conflict, type FieldProblem } from '../../platform/errors';
import type { MessageKey } from '../../platform/i18n/messages';
import { writeSetting } from '../../platform/settings/settings.service';
import { insertOwner, ownerExists } from '../../platform/users/owner-account';
import { insertHolder, insertMaterialCategory, publishRates } from '../materials';
import { shopSetup } from './setup.tables';

export type SetupInput = z.output<typeof setupBodySchema>;

/** The holder codes setup gives the safe and the casting room; a counter may not take them. */
const safeCode = 'SAFE';
const castingCode = 'CASTING';

/**
 * The shop's one setup row, locked until the caller's transaction ends: a
 * second setup (or an opening racing a go-live) waits here and then reads
 * what the first committed. Made if a restore left none.
 */
export async function lockShopSetup(tx: Tx): Promise<typeof shopSetup.$inferSelect> {
  await tx.insert(shopSetup).values({ id: 1 }).onConflictDoNothing();
  const [row] = await tx.select().from(shopSetup).where(eq(shopSetup.id, 1)).for('update');
  return row!;
}

/** What the contract cannot see alone: codes used twice, one base metal, a TIN for a VAT-registered shop. */
export function setupProblems(input: SetupInput): Record<string, MessageKey> {
  const fields: Record<string, MessageKey> = {};
  const once = (codes: readonly { code: string; field: string }[]) => {
    const seen = new Set<string>([safeCode, castingCode]);
    for (const { code, field } of codes) {
      if (seen.has(code)) fields[field] = 'setup.duplicateCode';
      seen.add(code);
    }
  };
  once(input.branches.map((b, i) => ({ code: b.code, field: `branches.${i}.code` })));
  once(input.branches.flatMap((b, i) => b.counters.map((c, j) => ({ code: c.code, field: `branches.${i}.counters.${j}.code` }))));
  once(input.materials.map((m, i) => ({ code: m.code, field: `materials.${i}.code` })));
  if (input.materials.filter((m) => m.rateBasis === 'base').length !== 1) fields.materials = 'setup.oneBase';
  if (input.shop.vatRegistered && input.shop.tin === '') fields['shop.tin'] = 'validation.required';
  return fields;
}

/** publishRates names its fields by its own body (`lines.2.askCentsPerChi`); setup's are `materials.2.…` and `rates.…`. */
function asSetupFields(error: unknown): unknown {
  if (!(error instanceof AppError) || error.status !== 400 || !error.fields) return error;
  const fields: Record<string, FieldProblem> = {};
  for (const [field, problem] of Object.entries(error.fields)) {
    const name = field === 'lines' ? 'materials' : field.startsWith('lines.') ? `materials.${field.slice('lines.'.length)}` : field === 'khrPerUsd' ? field : `rates.${field}`;
    fields[name] = problem;
  }
  return new AppError(400, error.code, error.params, fields);
}

export interface SetupClient {
  readonly ip: string;
  readonly userAgent: string;
}

/**
 * First-run setup (DESIGN §3.11) in one transaction: the owner, the shop's
 * name and identity, branches with their counters, the safe and the casting
 * room, the materials, the day's rates with the riel rate (the rate
 * publishing rule of DESIGN §3.2), then a session for the owner. It runs once:
 * with an owner already there, or a setup already done, it is a 409 and
 * nothing is written.
 */
export async function completeSetup(db: Db, input: SetupInput, client: SetupClient): Promise<NewSession> {
  const problems = setupProblems(input);
  if (Object.keys(problems).length > 0) throw badInput(problems);
  return inTransaction(db, async (tx) => {
    const row = await lockShopSetup(tx);
    if (row.setupAt !== null || (await ownerExists(tx))) throw conflict('setup.alreadyDone');

    const owner = await insertOwner(tx, { userId: null, ip: client.ip }, { ...input.owner, branchId: null });
    const actor: Actor = { userId: owner.id, username: owner.username, ip: client.ip };
    await writeSetting(tx, actor, platformSettingKeys.shopName, input.shop.name);
    await writeSetting(tx, actor, platformSettingKeys.shopIdentity, {
      ...defaultShopIdentity,
      legalName: input.shop.name,
      address: input.shop.address,
      phone: input.shop.phone,
      vatRegistered: input.shop.vatRegistered,
      vatTin: input.shop.tin,
    });

    const branchIds: number[] = [];
    for (const { counters, ...branch } of input.branches) {
      const made = await insertBranch(tx, actor, branch);
      branchIds.push(made.id);
      for (const counter of counters) {
        await insertHolder(tx, actor, { kind: 'counter', ...counter, staffId: null, branchId: made.id, capMg: null });
      }
    }
    // The safe and the casting room belong to the first branch (the workshop's, or the one shop).
    const home = branchIds[0] ?? null;
    await insertHolder(tx, actor, { kind: 'safe', code: safeCode, nameKh: 'ទូដែក', nameEn: 'Safe', staffId: null, branchId: home, capMg: null });
    await insertHolder(tx, actor, { kind: 'casting', code: castingCode, nameKh: 'បន្ទប់ចាក់', nameEn: 'Casting room', staffId: null, branchId: home, capMg: null });

    const materialIds: number[] = [];
    for (const { askCentsPerChi: _ask, bidCentsPerChi: _bid, ...material } of input.materials) {
      materialIds.push((await insertMaterialCategory(tx, actor, { ...material, materialStrict: material.rateBasis === 'base' })).id);
    }
    try {
      await publishRates(tx, actor, {
        ...input.rates,
        khrPerUsd: input.khrPerUsd,
        note: '',
        lines: input.materials.map((m, i) => ({
          materialId: materialIds[i]!,
          ...(m.askCentsPerChi !== undefined ? { askCentsPerChi: m.askCentsPerChi } : {}),
          ...(m.bidCentsPerChi !== undefined ? { bidCentsPerChi: m.bidCentsPerChi } : {}),
        })),
      });
    } catch (error) {
      throw asSetupFields(error);
    }

    await tx.update(shopSetup).set({ setupAt: sql`now()`, setupBy: owner.id }).where(eq(shopSetup.id, 1));
    await audit(tx, actor, {
      action: 'setup.complete',
      entity: 'shop',
      after: { branches: input.branches.map((b) => b.code), materials: input.materials.map((m) => m.code), khrPerUsd: input.khrPerUsd },
    });
    return openSession(tx, owner, client.userAgent);
  });
}
