import type { SetupAdminRequest } from '@oneclick/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function setUpAdmin(body: SetupAdminRequest) {
  return apiRequest<{ message: string }>('/auth/setup-admin', { method: 'POST', body });
}

export function useSetUpAdmin() {
  return useMutation({ mutationFn: setUpAdmin });
}
