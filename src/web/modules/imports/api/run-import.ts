import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportResult } from '../../../../shared/contracts/imports/import-file';
import { api } from '../../../shell/http';
import { idempotencyHeaders } from '../../../shell/idempotency-key';
import { importForm, type ImportFileInput } from './preview-import';

export interface RunImportInput extends ImportFileInput {
  /** One per previewed file: a double click imports it once. */
  readonly idempotencyKey: string;
}

/** The file imported, all of it or nothing (a 400 naming each row's problem). */
export function runImport(input: RunImportInput): Promise<ImportResult> {
  return api.post<ImportResult>(`/api/imports/${input.kind}`, importForm(input), { headers: idempotencyHeaders(input.idempotencyKey), silent: true });
}

export function useRunImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runImport,
    // New pieces, customers or staff, and counters' metal: every list and balance may be stale.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
