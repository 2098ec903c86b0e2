import type { Language } from '@oneclick/shared';
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { AppProviders } from '../app/app-providers';
import { loadCountryOptions } from '../components/load-country-options';
import { firstPaintFonts } from '../app/fonts';
import { AppRoutes } from '../app/router';
import { initI18n } from '../i18n/i18n';
import { createQueryClient } from '../lib/query-client';
import { PAGES_WITH_DATA } from './pages-with-data';

export { PRERENDERED_PAGES } from './prerendered-pages';
export { firstPaintFonts, PAGES_WITH_DATA };

/**
 * The app's HTML for a path in a language, as the browser's first render will produce it from the
 * queries in `queryClient`: every lazy page and message file awaited, no query run.
 */
async function render(path: string, language: Language, queryClient: QueryClient): Promise<string> {
  await initI18n(language);
  // A page with a country select asks for its names beside its own chunk (app/pages.ts), but a
  // lazy page loads once, in the first language rendered here: each language has them here.
  await loadCountryOptions(language);
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <AppProviders queryClient={queryClient}>
      <Router ssrPath={path}>
        <AppRoutes />
      </Router>
    </AppProviders>,
    {
      // Every part inline in document order: React would otherwise move large parts to the end,
      // behind inline scripts that the Content-Security-Policy blocks.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // A part that fails here would likewise be left to the browser behind an inline script.
      onError: (error) => void errors.push(error),
    },
  );
  if (errors.length > 0) throw new AggregateError(errors, `Prerendering ${path} in ${language} failed.`);
  return new Response(prelude).text();
}

/** The page as the build writes it: its queries start in the browser. */
export function renderPage(path: string, language: Language): Promise<string> {
  return render(path, language, createQueryClient());
}

/** The page with what it shows from the API, fetched first, and that data for the app to start from. */
export async function renderPageWithData(
  path: string,
  language: Language,
): Promise<{ body: string; data: DehydratedState }> {
  const fetchData = PAGES_WITH_DATA[path];
  if (!fetchData) throw new Error(`${path} is not a page rendered with its data.`);
  const queryClient = createQueryClient();
  await fetchData(queryClient, language);
  return { body: await render(path, language, queryClient), data: dehydrate(queryClient) };
}
