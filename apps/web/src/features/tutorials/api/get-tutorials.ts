import type { Language, TutorialsResponse } from '@oneclick/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function tutorialsQuery(lang: Language) {
  return queryOptions({
    queryKey: ['tutorials', lang],
    queryFn: ({ signal }) => apiRequest<TutorialsResponse>(`/tutorials?lang=${encodeURIComponent(lang)}`, { signal }),
    staleTime: 60_000,
  });
}
