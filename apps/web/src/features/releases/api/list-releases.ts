import type { ReleaseList } from '@oneclick/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const releasesQuery = queryOptions({
  queryKey: ['releases'],
  queryFn: ({ signal }) => apiRequest<ReleaseList>('/releases', { signal }),
});
