import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SizeChartRow, updateSizeChartRowBodySchema } from '../../../../shared/contracts/stones/size-chart';
import { api } from '../../../shell/http';
import { sizeChartQueryKey } from './stones-query-keys';

export interface UpdateSizeChartRowInput {
  id: number;
  body: z.output<typeof updateSizeChartRowBodySchema>;
}

/** The fields given. */
export function updateSizeChartRow({ id, body }: UpdateSizeChartRowInput): Promise<SizeChartRow> {
  return api.patch<SizeChartRow>(`/api/stones/size-chart/${id}`, body);
}

export function useUpdateSizeChartRow() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateSizeChartRow, onSuccess: () => queryClient.invalidateQueries({ queryKey: sizeChartQueryKey }) });
}
