import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';

/** The element of a page rendered with its data that carries that data (prerender/page-with-data.ts). */
export const PAGE_DATA_ID = 'page-data';

/**
 * Puts the data a page was rendered with into the app's queries before the app takes the page
 * over, so its first render shows what the HTML shows.
 */
export function takePageData(queryClient: QueryClient): void {
  const element = document.getElementById(PAGE_DATA_ID);
  if (!element?.textContent) return;
  hydrate(queryClient, JSON.parse(element.textContent) as DehydratedState);
}
