import { useDebouncedValue } from '@mantine/hooks';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import type { Permission } from '../../shared/roles';
import { canAny, useMe } from '../shell/session';
import { pagedRows } from './data-table-paging';

/** Rows on one page of an admin list. */
export const recordListPageSize = 50;

/** The update mutation of a record kind; `{ active }` alone (de)activates. */
export interface ActiveUpdate {
  mutateAsync: (input: { id: number; body: { active: boolean } }) => Promise<unknown>;
  isPending: boolean;
}

/**
 * The state an admin list of records shares with the others: its page, the
 * search and "show deactivated" filters (a changed filter goes back to page 1),
 * the record in the form dialog and the one whose deactivation awaits a yes.
 */
export function useRecordList<R extends { id: number; active: boolean }>(update: ActiveUpdate) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [showInactive, setShowInactive] = useState(false);
  /** undefined: the dialog is closed; null: it makes a new record. */
  const [editing, setEditing] = useState<R | null | undefined>(undefined);
  const [deactivating, setDeactivating] = useState<R | null>(null);

  const firstPage =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  const setActive = (record: R, active: boolean) =>
    update.mutateAsync({ id: record.id, body: { active } }).then(() => setDeactivating(null));

  return {
    /** Paging, search and status of the list's query; the list adds its own filters. */
    query: {
      page,
      pageSize: recordListPageSize,
      ...(debouncedSearch ? { search: debouncedSearch } : {}),
      ...(showInactive ? {} : { active: 'true' as const }),
    },
    /** Props of the DataTable: this page's rows, the pager, the overlay of the first load. */
    table: (result: { items: readonly R[]; total: number } | undefined, fetching: boolean) =>
      pagedRows(result, { page, pageSize: recordListPageSize, fetching, onPageChange: setPage }),
    /** Wraps a filter's setter so that a change goes back to page 1. */
    firstPage,
    /** Props of ListFilters or ListToolbar. */
    filters: {
      search,
      onSearchChange: firstPage(setSearch),
      showInactive,
      onShowInactiveChange: firstPage(setShowInactive),
    },
    editing,
    addRecord: () => setEditing(null),
    closeEditor: () => setEditing(undefined),
    deactivating,
    /** Props of RecordRowActions for one row. */
    rowActions: (record: R) => ({
      active: record.active,
      onEdit: () => setEditing(record),
      onDeactivate: () => setDeactivating(record),
      onActivate: () => void setActive(record, true),
    }),
    /** Props of the ConfirmDialog that deactivates; the list gives title and body. */
    deactivateDialog: {
      opened: deactivating !== null,
      confirmLabel: t('admin.common.deactivate'),
      loading: update.isPending,
      onConfirm: () => deactivating && void setActive(deactivating, false).catch(() => undefined),
      onClose: () => setDeactivating(null),
    },
  };
}

/**
 * One page of a catalogue the API returns whole (a few dozen categories):
 * searched by code and names, and paged here.
 */
export function cataloguePage<R extends { code: string; nameKh: string; nameEn: string }>(
  items: readonly R[] | undefined,
  query: { page: number; search?: string },
): { items: R[]; total: number } | undefined {
  if (!items) return undefined;
  const needle = (query.search ?? '').toLowerCase();
  const found = items.filter((record) => [record.code, record.nameKh, record.nameEn].some((text) => text.toLowerCase().includes(needle)));
  const first = (query.page - 1) * recordListPageSize;
  return { items: found.slice(first, first + recordListPageSize), total: found.length };
}

type CatalogueRecord = { id: number; active: boolean; code: string; nameKh: string; nameEn: string };

/**
 * A catalogue's admin page (entry, material, jewellery categories): the list's
 * state, the catalogue asked for whole (the deactivated too once shown), this
 * page of it, and whether the reader may edit it (`editAnyOf`).
 */
export function useCatalogueList<R extends CatalogueRecord, Key extends readonly unknown[]>(
  editAnyOf: readonly Permission[],
  update: ActiveUpdate,
  catalogue: (query: { active?: 'true' }) => UseQueryOptions<{ items: R[] }, Error, { items: R[] }, Key>,
) {
  const { data: me } = useMe();
  const list = useRecordList<R>(update);
  const { data, isFetching } = useQuery(catalogue(list.query.active ? { active: list.query.active } : {}));
  /** Props of the DataTable: this page of the catalogue. */
  const tableProps = list.table(cataloguePage(data?.items, list.query), isFetching);
  return { ...list, me, canEdit: canAny(me, editAnyOf), tableProps };
}
