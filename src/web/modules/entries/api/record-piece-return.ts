import { useMutation } from '@tanstack/react-query';
import type { EntryDetail } from '../../../../shared/contracts/entries/entry';
import type { RecordPieceReturnBody } from '../../../../shared/contracts/entries/entry-steps';
import { api } from '../../../shell/http';
import { idempotencyHeaders } from '../../../shell/idempotency-key';
import { useAfterEntryStep, type EntryStepInput } from './entry-step';

/** A piece's return information (weight, stones, assembly); the last one makes the entry closable. Silent: the form shows errors. */
export function recordPieceReturn({ entryId, pieceId, body, idempotencyKey }: EntryStepInput<RecordPieceReturnBody> & { pieceId: number }): Promise<EntryDetail> {
  return api.post<EntryDetail>(`/api/entries/${entryId}/pieces/${pieceId}/return`, body, {
    headers: idempotencyHeaders(idempotencyKey),
    silent: true,
  });
}

export function useRecordPieceReturn() {
  const afterStep = useAfterEntryStep();
  return useMutation({ mutationFn: recordPieceReturn, onSuccess: afterStep });
}
