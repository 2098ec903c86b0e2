import type { LoginRequest, SessionResponse } from '@oneclick/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sessionQuery } from '../../../lib/session';

export function logIn(body: LoginRequest) {
  return apiRequest<SessionResponse>('/auth/login', { method: 'POST', body });
}

export function useLogIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logIn,
    meta: { handlesErrors: true },
    onSuccess: (session) => queryClient.setQueryData(sessionQuery.queryKey, session),
  });
}
