import type { LicenceKey, LicenceKeyListQuery, Page } from '@oneclick/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/query-string';

export function licenceKeysQuery(query: LicenceKeyListQuery) {
  return queryOptions({
    queryKey: ['licence-keys', query],
    queryFn: ({ signal }) => apiRequest<Page<LicenceKey>>(`/licence-keys${toQueryString(query)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
