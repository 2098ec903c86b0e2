import type { CreateReleaseRequest, Release } from '@oneclick/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshQueries } from '../../../lib/refresh-queries';

export function createRelease(body: CreateReleaseRequest) {
  return apiRequest<Release>('/releases', { method: 'POST', body });
}

export function useCreateRelease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRelease,
    meta: { handlesErrors: true },
    onSuccess: () => refreshQueries(queryClient, ['releases', 'audit-log']),
  });
}
