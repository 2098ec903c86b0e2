import type { Page, ResellerSummary } from '@oneclick/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function resellersQuery(page: number) {
  return queryOptions({
    queryKey: ['resellers', page],
    queryFn: ({ signal }) => apiRequest<Page<ResellerSummary>>(`/resellers?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
