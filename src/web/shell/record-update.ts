import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './http';

/** A change to one record: its id and the fields that change. */
export interface RecordUpdate<Body> {
  id: number;
  body: Body;
}

/**
 * PATCH of one record of an admin list (`{ active: false }` deactivates it:
 * such records are never deleted), then its lists are asked again.
 */
export function useRecordUpdate<Body, Saved>(pathOf: (id: number) => string, listQueryKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: RecordUpdate<Body>) => api.patch<Saved>(pathOf(id), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listQueryKey }),
  });
}
