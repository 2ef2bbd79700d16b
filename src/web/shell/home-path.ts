import type { Role } from '../../shared/roles';

/**
 * Where a signed-in user's home opens (issue 19): a cashier's day is the counter, so `/` (after sign-in,
 * or the logo) opens the POS; everyone else's home is the launcher. Null: stay where asked.
 */
export function homeRedirectOf(path: string, role: Role): string | null {
  return path === '/' && role === 'cashier' ? '/pos' : null;
}
