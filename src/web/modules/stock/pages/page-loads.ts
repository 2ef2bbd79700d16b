import { pageLoad } from '../../../shell/page-loads';
import { findHoldersQueryOptions } from '../../materials/api/find-holders';
import { allBranchesQueryOptions } from '../../platform/api/find-branches';
import { findPendingQueryOptions } from '../api/find-pending';
import { currentlyQueryOf, currentlySearch, findPiecesQueryOptions } from '../api/find-pieces';
import { findStockDocumentsQueryOptions, stockDocumentListQuery, stockDocumentsSearch } from '../api/find-stock-documents';
import { getStockCountQueryOptions } from '../api/get-stock-count';
import { getStockDocumentQueryOptions } from '../api/get-stock-document';
import { getStockSummaryQueryOptions } from '../api/get-stock-summary';
import { prefetchStockNames } from '../components/stock-names';

/** The stock pages' searches and first queries (shell/page-loads.ts), by pattern. */
export const pageLoads = {
  '/jewelry/stock/pending': pageLoad({
    load: (queryClient) => {
      void queryClient.prefetchQuery(findPendingQueryOptions());
      void queryClient.prefetchQuery(allBranchesQueryOptions());
      void queryClient.prefetchQuery(findHoldersQueryOptions({ active: 'true' }));
      prefetchStockNames(queryClient);
    },
  }),
  '/jewelry/stock/currently': pageLoad({
    search: currentlySearch,
    load: (queryClient, { search }) => {
      void queryClient.prefetchQuery(findPiecesQueryOptions(currentlyQueryOf(search)));
      void queryClient.prefetchQuery(allBranchesQueryOptions());
      prefetchStockNames(queryClient);
    },
  }),
  '/jewelry/stock/transaction': pageLoad({
    search: stockDocumentsSearch,
    load: (queryClient, { search }) => {
      void queryClient.prefetchQuery(findStockDocumentsQueryOptions(stockDocumentListQuery(search)));
      void queryClient.prefetchQuery(allBranchesQueryOptions());
    },
  }),
  '/jewelry/document-{id}': pageLoad({
    load: (queryClient, { params }) => void queryClient.prefetchQuery(getStockDocumentQueryOptions(Number(params.id))),
  }),
  '/jw-stock': pageLoad({
    load: (queryClient) => {
      void queryClient.prefetchQuery(getStockSummaryQueryOptions());
      prefetchStockNames(queryClient);
    },
  }),
  '/inventory/info-{id}': pageLoad({
    load: (queryClient, { params }) => void queryClient.prefetchQuery(getStockCountQueryOptions(Number(params.id))),
  }),
};
