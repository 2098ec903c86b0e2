import { routes } from '@oneclick/shared';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { releasesKeys } from '../../../lib/query-keys';

export const releasesQuery = queryOptions({
  queryKey: releasesKeys.all,
  queryFn: ({ signal }) => call(routes.releases.listReleases, { signal }),
});
