import './app/first-paint-styles.css';
import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { startHydration } from './app/hydration';
import { takePageData } from './app/page-data';
import { initI18n, storedLanguage } from './i18n/i18n';
import { createQueryClient } from './lib/query-client';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const language = storedLanguage();
await initI18n(language);
const queryClient = createQueryClient();
takePageData(queryClient);
const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);
// A public page arrives rendered at build time in the language of the visitor's cookie
// (scripts/prerender.ts): the app takes it over. Otherwise, or when the remembered language
// differs from the cookie's, the app renders the page itself. Hydrating inside a transition lets
// React yield to the browser every few milliseconds instead of holding the main thread for the
// whole page (one 200 ms task on a phone's CPU), as Remix's client entry does.
if (root.dataset.prerendered === language) {
  startHydration();
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  createRoot(root).render(app);
}
