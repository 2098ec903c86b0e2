import { type LicenceKeyListQuery, routes } from '@oneclick/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export function licenceKeysQuery(query: LicenceKeyListQuery) {
  return queryOptions({
    queryKey: ['licence-keys', query],
    queryFn: ({ signal }) => call(routes.licenceKeys.listLicenceKeys, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
