import { type LicenceKeyListQuery, routes } from '@oneclick/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { licenceKeysKeys } from '../../../lib/query-keys';

export function licenceKeysQuery(query: LicenceKeyListQuery) {
  return queryOptions({
    queryKey: licenceKeysKeys.list(query),
    queryFn: ({ signal }) => call(routes.licenceKeys.listLicenceKeys, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
