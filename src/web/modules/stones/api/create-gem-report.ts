import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createGemReportBodySchema, GemReport } from '../../../../shared/contracts/stones/gem-reports';
import { type IdempotentInput, postOnce } from '../../../shell/idempotency-key';
import { gemReportsQueryKey } from './stones-query-keys';
import { getGemReportQueryOptions } from './get-gem-report';

export type CreateGemReportInput = IdempotentInput<z.output<typeof createGemReportBodySchema>>;

/** A new numbered report of what was prepared for an item or an order (a 422 when nothing was). */
export function createGemReport(input: CreateGemReportInput): Promise<GemReport> {
  return postOnce<GemReport>('/api/stones/gem-reports', input);
}

export function useCreateGemReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGemReport,
    onSuccess: (report) => {
      queryClient.setQueryData(getGemReportQueryOptions(report.id).queryKey, report);
      return queryClient.invalidateQueries({ queryKey: gemReportsQueryKey, predicate: (query) => query.queryKey[3] !== report.id });
    },
  });
}
