import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshQueries } from '../../../lib/refresh-queries';
import { auditLogKeys, cmsKeys, tutorialsKeys } from '../../../lib/query-keys';

/**
 * A CMS change: afterwards the CMS lists, the public tutorials (lists and single posts) and the
 * audit log are fetched again.
 * The CMS screens explain failures themselves (conflicts, scope), so the global alert stays quiet.
 */
export function useCmsMutation<TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { handlesErrors: true },
    onSuccess: async () => {
      await refreshQueries(queryClient, [cmsKeys.all, tutorialsKeys.all, tutorialsKeys.one, auditLogKeys.all]);
    },
  });
}
