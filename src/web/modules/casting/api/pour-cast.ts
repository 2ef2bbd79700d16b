import { useMutation } from '@tanstack/react-query';
import type { CastDetail } from '../../../../shared/contracts/casting/cast';
import type { PourCastBody } from '../../../../shared/contracts/casting/pour-cast';
import { postOnce } from '../../../shell/idempotency-key';
import { useAfterCastStep, type CastStepInput } from './cast-step';

/** WAX_PREPARING → casting: the metal issued to the casting room. Silent: the step's form shows field errors and refusals. */
export function pourCast({ castId, ...input }: CastStepInput<PourCastBody>): Promise<CastDetail> {
  return postOnce<CastDetail>(`/api/casting/casts/${castId}/pour`, input);
}

export function usePourCast() {
  const afterStep = useAfterCastStep();
  return useMutation({ mutationFn: pourCast, onSuccess: afterStep });
}
