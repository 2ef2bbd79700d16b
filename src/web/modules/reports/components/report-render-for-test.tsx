import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { FindMaterialCategoriesResponse } from '../../../../shared/contracts/materials/find-material-categories';
import type { FindBranchesResponse } from '../../../../shared/contracts/platform/find-branches';
import type { FindStaffNamesResponse } from '../../../../shared/contracts/platform/find-staff-names';
import type { MeResponse } from '../../../../shared/contracts/platform/session';
import type { MaterialRef, ReportHolder, StaffRef } from '../../../../shared/contracts/reports/report-common';
import { rolePermissions } from '../../../../shared/roles';
import { findMaterialCategoriesQueryOptions } from '../../materials/api/find-material-categories';
import { findStaffNamesQueryOptions } from '../../platform/api/find-staff-names';
import { signedInQueryClient } from '../../platform/api/signed-in-for-test';
import { renderRoutedPage, testBranchListOf } from '../../../ui/render-for-test';

/** Test fixtures and a server-side render of one report page at an address, its queries answered beforehand. */
const at = '2026-01-01T00:00:00.000Z';
export const gold18: MaterialRef = { id: 1, code: 'AU750', nameKh: 'មាស ១៨ការ៉ាត់', nameEn: 'Gold 18K', purity: 7500 };
export const gold24: MaterialRef = { id: 2, code: 'AU999', nameKh: 'មាសសុទ្ធ', nameEn: 'Pure gold', purity: 9999 };
export const centralMarket = { id: 2, code: 'CM', nameKh: 'ផ្សារធំថ្មី', nameEn: 'Central Market' };
export const dara: StaffRef = { id: 5, code: 'J01', nameKh: 'សុខ ដារា', nameEn: 'Sok Dara' };
export const daraBench: ReportHolder = { id: 21, kind: 'staff', code: 'J01', nameKh: 'តុ ដារា', nameEn: 'Dara bench', physical: true, branchId: null, staffId: 5 };

const me: MeResponse = {
  user: { id: 1, username: 'owner', displayName: 'Chan Sophea', role: 'owner', staffId: null, branchId: 2 },
  permissions: [...rolePermissions.owner],
};
const branches: FindBranchesResponse = testBranchListOf([centralMarket], at);
const materials: FindMaterialCategoriesResponse = {
  items: [gold18, gold24].map((material) => ({ ...material, waxRatioMilli: 12_000, materialStrict: true, rateBasis: 'purity', ratePremiumCentsPerChi: 0, meltDeductionBp: 0, active: true, createdAt: at })),
};
const staff: FindStaffNamesResponse = {
  items: [{ ...dara, kind: 'jeweller', branchId: null, active: true }],
  total: 1,
  page: 1,
  pageSize: 200,
};

export interface RenderReportPageOptions<Search> {
  page: () => ReactNode;
  /** The report's search, as its route reads the URL (api/report-queries.ts). */
  validateSearch: (raw: Record<string, unknown>) => Search;
  /** The page's path, e.g. `/report/dashboard`. */
  path: string;
  url: string;
  locale?: 'kh' | 'en';
  /** Answers the page's queries; gets the search the router read from the URL. */
  seed?: (queryClient: QueryClient, search: Search) => void;
}

export async function renderReportPage<Search>({ page, path, url, locale = 'en', validateSearch, seed }: RenderReportPageOptions<Search>) {
  const queryClient = signedInQueryClient(me, branches);
  queryClient.setQueryData(findMaterialCategoriesQueryOptions().queryKey, materials);
  queryClient.setQueryData(findStaffNamesQueryOptions({ pageSize: 200 }).queryKey, staff);
  let search: Search | undefined;
  const { html } = await renderRoutedPage({
    page,
    path,
    url,
    queryClient,
    locale,
    validateSearch,
    onLoaded: (raw: Record<string, unknown>) => {
      search = validateSearch(raw);
      seed?.(queryClient, search);
    },
  });
  return { html, search: search as Search, queryClient };
}

/** One table of a page, by its label (its section's title). */
export function tableHtml(html: string, label: string): string {
  return new RegExp(`<table[^>]*aria-label="${label}"[^>]*>(.*?)</table>`).exec(html)?.[1] ?? '';
}

/** The texts of a column's cells in the rows keyed `row`, tags stripped: `cellTexts(html, '1', 'loss')`. */
export function cellTexts(html: string, row: string, column: string): string[] {
  const rows = [...html.matchAll(/<tr[^>]*data-row="([^"]*)"[^>]*>(.*?)<\/tr>/g)].filter((match) => match[1] === row);
  return rows.map((match) => {
    const cell = new RegExp(`<td[^>]*data-column="${column}"[^>]*>(.*?)</td>`).exec(match[2] ?? '')?.[1] ?? '';
    return cell
      .replace(/<br\/?>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  });
}
