import type { RedeemLoginLinkBody } from '../../../../shared/contracts/platform/login-links';
import type { MeResponse } from '../../../../shared/contracts/platform/session';
import { api } from '../../../shell/http';

export function redeemLoginLink(body: RedeemLoginLinkBody): Promise<MeResponse> {
  return api.post<MeResponse>('/api/platform/login-links/redeem', body, { on401: 'throw', silent: true });
}
