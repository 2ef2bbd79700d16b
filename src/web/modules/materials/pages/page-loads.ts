import type { QueryClient } from '@tanstack/react-query';
import { findHolderPostingsQuerySchema, type FindHolderPostingsQuery } from '../../../../shared/contracts/materials/find-holder-postings';
import { pageLoad } from '../../../shell/page-loads';
import { searchOf } from '../../../shell/search-params';
import { allBranchesQueryOptions } from '../../platform/api/find-branches';
import { findStaffNamesQueryOptions } from '../../platform/api/find-staff-names';
import { getSettingsQueryOptions } from '../../platform/api/get-settings';
import { getExchangeRatesQueryOptions } from '../../sales/api/get-exchange-rates';
import { findBoardLinksQueryOptions } from '../api/find-board-links';
import { findDocumentsQueryOptions } from '../api/find-documents';
import { findHolderPostingsQueryOptions, holderPostingsPageSize } from '../api/find-holder-postings';
import { findHoldersQueryOptions, holderOfCode } from '../api/find-holders';
import { findMaterialCategoriesQueryOptions } from '../api/find-material-categories';
import { findPeriodsQueryOptions } from '../api/find-periods';
import { getAccountsQueryOptions } from '../api/get-accounts';
import { getDocumentQueryOptions } from '../api/get-document';
import { getRatesQueryOptions } from '../api/get-rates';
import { findRatePublicationsQueryOptions, ratePublicationsPageOf } from '../api/find-rate-publications';

const holderHistorySearch = searchOf(findHolderPostingsQuerySchema.shape, ['materialId', 'from', 'to', 'page']);

/**
 * A holder's page asks for its movements by the holder's id, which the address
 * names by code: the loader finds the id in the holders list (asked for here
 * too) and asks for the same page of movements the page will, without
 * holding the page back.
 */
async function prefetchHolderHistory(queryClient: QueryClient, code: string, query: FindHolderPostingsQuery) {
  void queryClient.prefetchQuery(getAccountsQueryOptions({ includeInactive: 'true' }));
  const holder = holderOfCode(await queryClient.ensureQueryData(findHoldersQueryOptions()), code);
  if (holder) await queryClient.prefetchQuery(findHolderPostingsQueryOptions(holder.id, query));
}

/** A form that moves metal: the holders, and the metals it offers. */
const metalForm = pageLoad({
  load: (queryClient) => {
    void queryClient.prefetchQuery(findHoldersQueryOptions());
    void queryClient.prefetchQuery(findMaterialCategoriesQueryOptions({ active: 'true' }));
  },
});

/** The materials pages' searches and first queries (shell/page-loads.ts), by pattern. */
export const pageLoads = {
  '/material': pageLoad({
    load: (queryClient) => {
      void queryClient.prefetchQuery(getAccountsQueryOptions());
      void queryClient.prefetchQuery(getRatesQueryOptions());
      void queryClient.prefetchQuery(findDocumentsQueryOptions({ pageSize: 10 }));
      void queryClient.prefetchQuery(findPeriodsQueryOptions());
    },
  }),
  '/material/accounts': pageLoad({
    load: (queryClient) => {
      void queryClient.prefetchQuery(findHoldersQueryOptions());
      void queryClient.prefetchQuery(getAccountsQueryOptions());
      // The holder form (mounted with the page) offers branches and benches.
      void queryClient.prefetchQuery(allBranchesQueryOptions());
      void queryClient.prefetchQuery(findStaffNamesQueryOptions({ pageSize: 200, active: 'true' }));
    },
  }),
  '/material/rates': pageLoad({
    load: (queryClient) => {
      void queryClient.prefetchQuery(getExchangeRatesQueryOptions());
      void queryClient.prefetchQuery(findMaterialCategoriesQueryOptions({ active: 'true' }));
      // The rates in force of every material (the page opens on none chosen) and the first page of publications.
      void queryClient.prefetchQuery(getRatesQueryOptions());
      void queryClient.prefetchQuery(findRatePublicationsQueryOptions(ratePublicationsPageOf(1)));
    },
  }),
  '/material/melt': metalForm,
  '/material/slip-{id}': pageLoad({
    load: (queryClient, { params }) => {
      void queryClient.prefetchQuery(getDocumentQueryOptions(Number(params.id)));
      // The printed slip carries the shop's name and address.
      void queryClient.prefetchQuery(getSettingsQueryOptions);
    },
  }),
  '/material/holder-{holder}': pageLoad({
    load: (queryClient, { params }) => void prefetchHolderHistory(queryClient, params.holder ?? '', { page: 1, pageSize: holderPostingsPageSize }),
  }),
  '/material/holder-{holder}/return': metalForm,
  '/material/holder-{holder}/transfer': metalForm,
  '/material/holder-{holder}/transaction': pageLoad({
    search: holderHistorySearch,
    load: (queryClient, { search: { page, ...filters }, params }) =>
      void prefetchHolderHistory(queryClient, params.holder ?? '', { ...filters, page: Number(page ?? 1), pageSize: holderPostingsPageSize }),
  }),
  '/setting/board': pageLoad({
    load: (queryClient) => void queryClient.prefetchQuery(findBoardLinksQueryOptions()),
  }),
};
