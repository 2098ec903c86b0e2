import { authFlags, type Contract, type Route, type SessionUser } from '@oneclick/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './api-client';

/**
 * The app shell's own copy of the entry's route, checked against the contract by its type: importing
 * `routes` would bring every module's routes into the shell, over its JavaScript budget.
 */
const getSession: Route<Contract['auth']['getSession']> = { method: 'GET', path: '/auth/session' };

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
