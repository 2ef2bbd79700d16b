import type { ReactNode } from 'react';
import type { EntryDetail } from '../../../../shared/contracts/entries/entry';
import { useGetEntry } from '../api/get-entry';
import { EntryRecordLoader } from './entry-record-loader';

/** The entry named by the page's `{id}`: a loader while it comes, a clear message when there is none. */
export function EntryLoader({ id, children }: { id: string; children: (entry: EntryDetail) => ReactNode }) {
  return (
    <EntryRecordLoader id={id} query={useGetEntry(Number(id))}>
      {children}
    </EntryRecordLoader>
  );
}
