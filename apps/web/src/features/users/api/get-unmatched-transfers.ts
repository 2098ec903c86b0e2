import type { Page, UnmatchedTransfer } from '@oneclick/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function unmatchedTransfersQuery(page: number) {
  return queryOptions({
    queryKey: ['payments', 'bank', 'unmatched', page],
    queryFn: ({ signal }) => apiRequest<Page<UnmatchedTransfer>>(`/payments/bank/unmatched?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
