import type { Language } from '@oneclick/shared';
import type { QueryClient } from '@tanstack/react-query';
import { tutorialsQuery } from '../features/tutorials/api/list-tutorials';

type FetchData = (queryClient: QueryClient, language: Language) => Promise<unknown>;

/**
 * The first page of the tutorials in the UI's language. On `/tutorials` the largest paint is the
 * first tutorial's title: drawn by the app alone, it came 1.9x later than on a static copy.
 */
const fetchTutorials: FetchData = (queryClient, language) =>
  queryClient.fetchInfiniteQuery(tutorialsQuery(language, ''));

/**
 * The prerendered pages that show content from the API, and how to fetch what their first render
 * shows: the server renders them again with it whenever the content changes (decision 043). The
 * build renders them without.
 */
export const PAGES_WITH_DATA: Readonly<Record<string, FetchData>> = {
  '/videos': fetchTutorials,
  '/tutorials': fetchTutorials,
};
