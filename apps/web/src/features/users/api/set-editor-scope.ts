import type { EditorScope, EditorScopeRequest } from '@oneclick/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshQueries } from '../../../lib/refresh-queries';

export function setEditorScope(body: EditorScopeRequest) {
  return apiRequest<{ email: string; editor: EditorScope | null }>('/users/editor-scope', { method: 'PUT', body });
}

export function useSetEditorScope() {
  const queryClient = useQueryClient();
  // The form says itself what went wrong (an unknown address is named there).
  return useMutation({
    mutationFn: setEditorScope,
    meta: { handlesErrors: true },
    // The session too: an admin may give or take editor access of their own.
    onSuccess: () => refreshQueries(queryClient, ['users', 'session', 'audit-log']),
  });
}
