import { useNavigate, useSearch } from '@tanstack/react-router';
import type { ReportSearchUpdate } from './report-search';

/**
 * The page's address as its filters: `search` as the router read it, and
 * `setSearch` writing a change back (replacing the history entry, so Back
 * leaves the report). A changed filter goes back to the first page.
 */
export function useReportSearch(): { search: Record<string, unknown>; setSearch: (update: ReportSearchUpdate) => void } {
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const setSearch = (update: ReportSearchUpdate) =>
    void navigate({ to: '.', search: (previous: Record<string, unknown>) => ({ ...previous, page: undefined, ...update }), replace: true } as never);
  return { search, setSearch };
}
