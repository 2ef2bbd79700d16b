import { useMutation } from '@tanstack/react-query';
import type { EntryDetail } from '../../../../shared/contracts/entries/entry';
import type { RecordPieceReturnBody } from '../../../../shared/contracts/entries/entry-steps';
import { postOnce } from '../../../shell/idempotency-key';
import { useAfterEntryStep, type EntryStepInput } from './entry-step';

/** A piece's return information (weight, stones, assembly); the last one makes the entry closable. Silent: the form shows errors. */
export function recordPieceReturn({ entryId, pieceId, ...input }: EntryStepInput<RecordPieceReturnBody> & { pieceId: number }): Promise<EntryDetail> {
  return postOnce<EntryDetail>(`/api/entries/${entryId}/pieces/${pieceId}/return`, input);
}

export function useRecordPieceReturn() {
  const afterStep = useAfterEntryStep();
  return useMutation({ mutationFn: recordPieceReturn, onSuccess: afterStep });
}
