import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createSizeChartRowBodySchema, SizeChartRow } from '../../../../shared/contracts/stones/size-chart';
import { api } from '../../../shell/http';
import { sizeChartQueryKey } from './stones-query-keys';

export type CreateSizeChartRowInput = z.output<typeof createSizeChartRowBodySchema>;

/** One size of a type and shape, once (a size charted already comes back on `sizeCmm`). */
export function createSizeChartRow(body: CreateSizeChartRowInput): Promise<SizeChartRow> {
  return api.post<SizeChartRow>('/api/stones/size-chart', body);
}

export function useCreateSizeChartRow() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createSizeChartRow, onSuccess: () => queryClient.invalidateQueries({ queryKey: sizeChartQueryKey }) });
}
