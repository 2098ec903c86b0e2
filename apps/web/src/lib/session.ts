import { authFlags, type Contract, type Route, SESSION_PATH, type SessionUser } from '@oneclick/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './api-client';

/** The session's route, typed by its contract entry; `routes` would bring every module's paths into the shell. */
const getSession: Route<Contract['auth']['getSession']> = SESSION_PATH;

export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: ({ signal }) => call(getSession, { signal }),
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
