import type { FindBranchesResponse } from '../../../../shared/contracts/platform/find-branches';
import type { MeResponse } from '../../../../shared/contracts/platform/session';
import { type Role } from '../../../../shared/roles';
import { signedInQueryClient } from '../../platform/api/signed-in-for-test';
import { renderModulePage, testBranchListOf, testMeOf, type ModulePageOptions } from '../../../ui/render-for-test';

/** The counter pages' test fixtures and a server-side render of one page at an address, its queries answered beforehand. */
export const posTestAt = '2026-01-15T03:30:00.000Z';
export const posTestBranch = { id: 1, code: 'PP-CM', nameKh: 'ផ្សារកណ្ដាល', nameEn: 'Central Market' };

export const posTestBranches: FindBranchesResponse = testBranchListOf([posTestBranch], posTestAt);

export function posTestMe(role: Role): MeResponse {
  return testMeOf(role, 'Sok Chantha', 1);
}

export function renderPosPage({ role = 'cashier', ...page }: ModulePageOptions): Promise<string> {
  return renderModulePage({ ...page, queryClient: signedInQueryClient(posTestMe(role), posTestBranches) });
}
