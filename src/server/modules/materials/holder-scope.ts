import { sql, type SQL } from 'drizzle-orm';
import { roleHolderScopes, type Permission } from '../../../shared/roles';
import type { SessionContext } from '../../platform/auth/sessions.service';
import { queryRows, type Executor } from '../../platform/db/database';
import { forbidden } from '../../platform/errors';

/** Routes of holders' metal: the metal readers in their scope, and a jeweller or setter their own bench. */
export const benchOrMetalReaders: readonly Permission[] = ['materials.read', 'materials.bench'];

/** The holders a reader may see: `all`, or these ids only (roles.ts, roleHolderScopes). */
export type VisibleHolders = { readonly all: true } | { readonly all: false; readonly ids: readonly number[] };

export async function visibleHoldersOf(executor: Executor, session: SessionContext): Promise<VisibleHolders> {
  if (session.permissions.includes('materials.allHolders')) return { all: true };
  const { role, staffId, branchId } = session.user;
  const parts: SQL[] = [];
  for (const scope of roleHolderScopes[role]) {
    if (scope === 'ownBench' && staffId !== null) parts.push(sql`(kind = 'staff' AND staff_id = ${staffId})`);
    if (scope === 'castingRoom') parts.push(sql`kind = 'casting'`);
    // The branch's counter and the old gold its cashiers bought (its old-gold holder, DESIGN §3.8).
    if (scope === 'branchCounters' && branchId !== null) parts.push(sql`(kind IN ('counter', 'old_gold') AND branch_id = ${branchId})`);
  }
  if (parts.length === 0) return { all: false, ids: [] };
  const rows = await queryRows<{ id: number }>(executor, sql`SELECT id FROM holders WHERE ${sql.join(parts, sql` OR `)} ORDER BY id`);
  return { all: false, ids: rows.map((r) => Number(r.id)) };
}

export const sees = (visible: VisibleHolders, holderId: number): boolean => visible.all || visible.ids.includes(holderId);

/** Another holder's metal is refused, not hidden: the reader asked for it by id. */
export function refuseUnlessVisible(visible: VisibleHolders, holderId: number): void {
  if (!sees(visible, holderId)) throw forbidden();
}
