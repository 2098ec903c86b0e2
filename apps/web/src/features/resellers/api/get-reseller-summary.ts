import type { ResellerSummary } from '@oneclick/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const ownResellerSummaryQuery = queryOptions({
  queryKey: ['resellers', 'me'],
  queryFn: ({ signal }) => apiRequest<ResellerSummary>('/resellers/me', { signal }),
});
