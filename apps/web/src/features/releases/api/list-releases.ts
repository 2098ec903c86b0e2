import { routes } from '@oneclick/shared';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const releasesQuery = queryOptions({
  queryKey: ['releases'],
  queryFn: ({ signal }) => call(routes.releases.listReleases, { signal }),
});
