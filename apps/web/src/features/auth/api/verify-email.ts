import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** A query, not a mutation, so the link is used once even when React renders twice. */
export function verifyEmailQuery(token: string) {
  return queryOptions({
    queryKey: ['verify-email', token],
    queryFn: () => apiRequest<{ message: string }>('/auth/verify-email', { method: 'POST', body: { token } }),
    retry: false,
    meta: { handlesErrors: true },
    staleTime: Infinity,
  });
}
