import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { clearError, showError } from './error-store';

declare module '@tanstack/react-query' {
  interface Register {
    /** `handlesErrors`: the screen explains this call's failures itself, so the global alert stays quiet. */
    queryMeta: { handlesErrors?: boolean };
    mutationMeta: { handlesErrors?: boolean };
  }
}

/**
 * Every failed call reaches the dismissible alert, unless its screen handles it. A new
 * attempt clears the alert, so it never stands above the outcome of a later try.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.handlesErrors) showError(error);
      },
    }),
    mutationCache: new MutationCache({
      onMutate: () => {
        clearError();
      },
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.handlesErrors) showError(error);
      },
    }),
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
  });
}
