import { useMutation } from '@tanstack/react-query';
import type { CastDetail } from '../../../../shared/contracts/casting/cast';
import type { FinishCastBody } from '../../../../shared/contracts/casting/finish-cast';
import { postOnce } from '../../../shell/idempotency-key';
import { useAfterCastStep, type CastStepInput } from './cast-step';

/** cut → finished, when the metal balances: the loss is posted. Silent: the step's form shows field errors and refusals. */
export function finishCast({ castId, ...input }: CastStepInput<FinishCastBody>): Promise<CastDetail> {
  return postOnce<CastDetail>(`/api/casting/casts/${castId}/finish`, input);
}

export function useFinishCast() {
  const afterStep = useAfterCastStep();
  return useMutation({ mutationFn: finishCast, onSuccess: afterStep });
}
