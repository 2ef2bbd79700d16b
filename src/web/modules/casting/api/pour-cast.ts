import { useMutation } from '@tanstack/react-query';
import type { CastDetail } from '../../../../shared/contracts/casting/cast';
import type { PourCastBody } from '../../../../shared/contracts/casting/pour-cast';
import { api } from '../../../shell/http';
import { idempotencyHeaders } from '../../../shell/idempotency-key';
import { useAfterCastStep, type CastStepInput } from './cast-step';

/** WAX_PREPARING → casting: the metal issued to the casting room. Silent: the step's form shows field errors and refusals. */
export function pourCast({ castId, body, idempotencyKey }: CastStepInput<PourCastBody>): Promise<CastDetail> {
  return api.post<CastDetail>(`/api/casting/casts/${castId}/pour`, body, { headers: idempotencyHeaders(idempotencyKey), silent: true });
}

export function usePourCast() {
  const afterStep = useAfterCastStep();
  return useMutation({ mutationFn: pourCast, onSuccess: afterStep });
}
