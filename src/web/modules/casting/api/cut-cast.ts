import { useMutation } from '@tanstack/react-query';
import type { CastDetail } from '../../../../shared/contracts/casting/cast';
import type { CutCastBody } from '../../../../shared/contracts/casting/cut-cast';
import { postOnce } from '../../../shell/idempotency-key';
import { useAfterCastStep, type CastStepInput } from './cast-step';

/** cleaning → cut: the clean tree and the root back to the safe. Silent: the step's form shows field errors and refusals. */
export function cutCast({ castId, ...input }: CastStepInput<CutCastBody>): Promise<CastDetail> {
  return postOnce<CastDetail>(`/api/casting/casts/${castId}/cut`, input);
}

export function useCutCast() {
  const afterStep = useAfterCastStep();
  return useMutation({ mutationFn: cutCast, onSuccess: afterStep });
}
