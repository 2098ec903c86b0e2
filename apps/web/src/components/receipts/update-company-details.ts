import { type CompanyDetailsRequest, routes, type SessionResponse } from '@oneclick/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api-client';
import { sessionQuery } from '../../lib/session';

export function updateCompanyDetails(body: CompanyDetailsRequest) {
  return call(routes.auth.updateCompanyDetails, { body });
}

/** Saves the company on the account; the session's copy (profile, invoice) follows at once. */
export function useUpdateCompanyDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompanyDetails,
    onSuccess: (company) =>
      queryClient.setQueryData<SessionResponse>(sessionQuery.queryKey, (session) =>
        session?.user ? { user: { ...session.user, company } } : session,
      ),
  });
}
