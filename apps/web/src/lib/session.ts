import { authFlags, routes, type SessionUser } from '@oneclick/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './api-client';

export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: ({ signal }) => call(routes.auth.getSession, { signal }),
  staleTime: Infinity,
});

export interface AuthState extends ReturnType<typeof authFlags> {
  user: SessionUser | null;
  isLoading: boolean;
}

/** The spec's auth state, from the one session query every screen shares. */
export function useAuth(): AuthState {
  const { data, isPending } = useQuery(sessionQuery);
  const user = data?.user ?? null;
  return { user, isLoading: isPending, ...authFlags(user) };
}
