import { routes } from '@oneclick/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { refreshQueries } from '../../../lib/refresh-queries';
import { auditLogKeys, releasesKeys } from '../../../lib/query-keys';

/** Sends a draft's zip, which publishes it. Windows names a zip's type differently, so it is set here. */
export function publishRelease({ releaseId, file }: { releaseId: string; file: File }) {
  const zip = new Blob([file], { type: 'application/zip' });
  return call(routes.releases.publishRelease, { params: { id: releaseId }, body: zip });
}

export function usePublishRelease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishRelease,
    meta: { handlesErrors: true },
    // A refused upload may still have changed the list (the draft another admin published).
    onSettled: () => refreshQueries(queryClient, [releasesKeys.all, auditLogKeys.all]),
  });
}
