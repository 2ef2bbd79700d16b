import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecordItemStepBody } from '../../../../shared/contracts/production/record-item-step';
import type { ProductionItem } from '../../../../shared/contracts/production/production-item';
import { api } from '../../../shell/http';
import { productionQueryKey } from './find-pre-orders';

export interface RecordItemStepInput {
  id: number;
  body: RecordItemStepBody;
}

/** A step within the current stage (design_progress…), no move. Silent: the form shows the refusal. */
export function recordItemStep({ id, body }: RecordItemStepInput): Promise<ProductionItem> {
  return api.post<ProductionItem>(`/api/production/items/${id}/steps`, body, { silent: true });
}

export function useRecordItemStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordItemStep,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productionQueryKey }),
  });
}
