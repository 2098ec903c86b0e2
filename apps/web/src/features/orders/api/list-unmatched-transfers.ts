import type { Page, UnmatchedTransfer, UnmatchedTransferListQuery } from '@oneclick/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';

export type TransferState = NonNullable<UnmatchedTransferListQuery['state']>;

export function unmatchedTransfersQuery(state: TransferState, page: number) {
  return queryOptions({
    queryKey: ['payments', 'bank', 'unmatched', state, page],
    queryFn: ({ signal }) =>
      apiRequest<Page<UnmatchedTransfer>>(`/payments/bank/unmatched${toQueryString({ state, page })}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
