import { useMutation } from '@tanstack/react-query';
import type { MeResponse } from '../../../../shared/contracts/platform/session';
import type { SetupBody } from '../../../../shared/contracts/setup/setup';
import { api } from '../../../shell/http';

/** The first-run setup in one call: the shop made, its owner signed in (the answer is the owner's session). */
export function completeSetup(body: SetupBody): Promise<MeResponse> {
  return api.post<MeResponse>('/api/setup', body, { silent: true });
}

export function useCompleteSetup() {
  return useMutation({ mutationFn: completeSetup });
}
