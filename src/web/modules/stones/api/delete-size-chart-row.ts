import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shell/http';
import { sizeChartQueryKey } from './stones-query-keys';

/** A row typed by mistake (lots and stones keep their weights). */
export function deleteSizeChartRow(id: number): Promise<void> {
  return api.delete<void>(`/api/stones/size-chart/${id}`);
}

export function useDeleteSizeChartRow() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteSizeChartRow, onSuccess: () => queryClient.invalidateQueries({ queryKey: sizeChartQueryKey }) });
}
