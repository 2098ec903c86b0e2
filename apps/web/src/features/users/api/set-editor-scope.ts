import { type EditorScopeRequest, routes } from '@oneclick/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { refreshQueries } from '../../../lib/refresh-queries';
import { auditLogKeys, usersKeys } from '../../../lib/query-keys';
import { sessionQuery } from '../../../lib/session';

export function setEditorScope(body: EditorScopeRequest) {
  return call(routes.users.setEditorScope, { body });
}

export function useSetEditorScope() {
  const queryClient = useQueryClient();
  // The form says itself what went wrong (an unknown address is named there).
  return useMutation({
    mutationFn: setEditorScope,
    meta: { handlesErrors: true },
    // The session too: an admin may give or take editor access of their own.
    onSuccess: () => refreshQueries(queryClient, [usersKeys.all, sessionQuery.queryKey, auditLogKeys.all]),
  });
}
