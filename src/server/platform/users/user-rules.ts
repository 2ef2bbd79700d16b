import { roleCan, type Role } from '../../../shared/roles';

/**
 * Accounts that administer the platform (and so make QR sign-in links for
 * the others) must be able to sign in with a password of their own.
 */
export const roleNeedsPassword = (role: Role): boolean => roleCan(role, 'platform.admin');

/** Only an owner may create, change or hand out owner accounts: a manager cannot raise themself. */
export const mayManageAccount = (actorRole: Role | 'system', targetRole: Role, newRole: Role = targetRole): boolean =>
  actorRole === 'system' || actorRole === 'owner' || (targetRole !== 'owner' && newRole !== 'owner');

/** Whether a change takes an active owner away: deactivated or given another role. */
export const removesAnOwner = (
  current: { role: Role; active: boolean },
  changes: { role?: Role | undefined; active?: boolean | undefined },
): boolean =>
  current.role === 'owner' &&
  current.active &&
  (changes.active === false || (changes.role !== undefined && changes.role !== 'owner'));
