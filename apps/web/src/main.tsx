import '@mantine/core/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadFonts } from './app/fonts';
import { initI18n, storedLanguage } from './i18n/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const language = storedLanguage();
preloadFonts(language);
await initI18n(language);
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
