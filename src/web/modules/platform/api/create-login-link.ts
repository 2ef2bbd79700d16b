import { useMutation } from '@tanstack/react-query';
import type {
  CreateLoginLinkBody,
  CreateLoginLinkResponse,
} from '../../../../shared/contracts/platform/login-links';
import { api } from '../../../shell/http';

export function createLoginLink(body: CreateLoginLinkBody): Promise<CreateLoginLinkResponse> {
  return api.post<CreateLoginLinkResponse>('/api/platform/login-links', body, { silent: true });
}

export function useCreateLoginLink() {
  return useMutation({ mutationFn: createLoginLink });
}
