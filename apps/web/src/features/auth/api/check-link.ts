import type { LinkCheckRequest } from '@oneclick/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Whether a reset or setup link can still be used; asking does not use it. */
export function checkLinkQuery(body: LinkCheckRequest) {
  return queryOptions({
    queryKey: ['check-link', body.purpose, body.token],
    queryFn: () => apiRequest<{ message: string }>('/auth/check-link', { method: 'POST', body }),
    retry: false,
    meta: { handlesErrors: true },
  });
}
