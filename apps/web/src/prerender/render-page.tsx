import type { Language } from '@oneclick/shared';
import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { AppProviders } from '../app/app-providers';
import { loadCountryNames } from '../components/country-names';
import { firstPaintFonts } from '../app/fonts';
import { AppRoutes } from '../app/router';
import { initI18n } from '../i18n/i18n';
import { createQueryClient } from '../lib/query-client';

export { PRERENDERED_PAGES } from './prerendered-pages';
export { firstPaintFonts };

/**
 * The app's HTML for a path in a language, as the browser's first render will produce it: every
 * lazy page and message file awaited, no query run (they start in the browser).
 */
export async function renderPage(path: string, language: Language): Promise<string> {
  await initI18n(language);
  // A page with a country select asks for its names beside its own chunk (app/pages.ts), but a
  // lazy page loads once, in the first language rendered here: each language has them here.
  await loadCountryNames(language);
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <AppProviders queryClient={createQueryClient()}>
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
