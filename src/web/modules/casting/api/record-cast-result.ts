import { useMutation } from '@tanstack/react-query';
import type { CastDetail } from '../../../../shared/contracts/casting/cast';
import type { RecordCastResultBody } from '../../../../shared/contracts/casting/record-cast-result';
import { postOnce } from '../../../shell/idempotency-key';
import { useAfterCastStep, type CastStepInput } from './cast-step';

/** casting → cleaning: the tree out of the flask and the unpoured metal back. Silent: the step's form shows field errors and refusals. */
export function recordCastResult({ castId, ...input }: CastStepInput<RecordCastResultBody>): Promise<CastDetail> {
  return postOnce<CastDetail>(`/api/casting/casts/${castId}/result`, input);
}

export function useRecordCastResult() {
  const afterStep = useAfterCastStep();
  return useMutation({ mutationFn: recordCastResult, onSuccess: afterStep });
}
