import { useQueryClient } from '@tanstack/react-query';
import type { EntryDetail } from '../../../../shared/contracts/entries/entry';
import { entriesQueryKey } from './find-entries';
import { getEntryQueryOptions } from './get-entry';

/** After a step: the entry as answered, and everything it moved (lists, totals, holders' balances) asked again. */
export function useAfterEntryStep() {
  const queryClient = useQueryClient();
  return (entry: EntryDetail) => {
    queryClient.setQueryData(getEntryQueryOptions(entry.id).queryKey, entry);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: entriesQueryKey }),
      queryClient.invalidateQueries({ queryKey: ['materials'] }),
    ]);
  };
}

export interface EntryStepInput<Body> {
  entryId: number;
  body: Body;
  idempotencyKey: string;
}
