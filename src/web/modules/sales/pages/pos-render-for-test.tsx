import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { FindBranchesResponse } from '../../../../shared/contracts/platform/find-branches';
import type { MeResponse } from '../../../../shared/contracts/platform/session';
import { type Role } from '../../../../shared/roles';
import { findBranchesQueryOptions } from '../../platform/api/find-branches';
import { meQueryKey } from '../../platform/api/get-me';
import { renderPageForTest, testBranchListOf, testMeOf, testQueryClient } from '../../../ui/render-for-test';

/** The counter pages' test fixtures and a server-side render of one page at an address, its queries answered beforehand. */
export const posTestAt = '2026-01-15T03:30:00.000Z';
export const posTestBranch = { id: 1, code: 'PP-CM', nameKh: 'ផ្សារកណ្ដាល', nameEn: 'Central Market' };

export const posTestBranches: FindBranchesResponse = testBranchListOf([posTestBranch], posTestAt);

export function posTestMe(role: Role): MeResponse {
  return testMeOf(role, 'Sok Chantha', 1);
}

export async function renderPosPage(options: {
  page: ComponentType;
  pattern: string;
  url: string;
  role?: Role;
  locale?: 'kh' | 'en';
  seed?: (queryClient: QueryClient) => void;
}): Promise<string> {
  const { page: Page, pattern, url, role = 'cashier', locale = 'en', seed } = options;
  const queryClient = testQueryClient();
  queryClient.setQueryData(meQueryKey, posTestMe(role));
  queryClient.setQueryData(findBranchesQueryOptions({ pageSize: 200 }).queryKey, posTestBranches);
  seed?.(queryClient);
  return renderPageForTest({ page: () => <Page />, path: pattern, url, queryClient, locale });
}
