import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MaterialDocument } from '../../../../shared/contracts/materials/material';
import { api } from '../../../shell/http';
import { materialsQueryKey } from './find-holders';

/** The printable slip of a materials document. */
export const slipPath = (documentId: number) => `/material/slip-${documentId}`;

/** Under the materials prefix: a reversal refreshes the slip it reverses. */
export const documentQueryKey = (id: number) => [...materialsQueryKey, 'documents', id] as const;

export const getDocumentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: documentQueryKey(id),
    queryFn: ({ signal }) => api.get<MaterialDocument>(`/api/materials/documents/${id}`, { signal }),
  });

export function useGetDocument(id: number) {
  return useQuery(getDocumentQueryOptions(id));
}
