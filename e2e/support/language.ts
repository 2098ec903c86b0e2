import type { Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import type { Language } from './messages';

/**
 * Opens the app with a language already chosen, as a returning visitor would: remembered in
 * local storage and in the cookie the server reads to send the public pages in that language.
 */
export async function useLanguage(page: Page, language: Language | string): Promise<void> {
  await page.context().addCookies([{ name: 'one_language', value: encodeURIComponent(language), url: baseURL }]);
  await page.addInitScript((value) => {
    // Init scripts run in every frame: the dashboard's e-mail preview is sandboxed without storage.
    if (window !== window.top) return;
    if (!sessionStorage.getItem('e2e-language-set')) {
      localStorage.setItem('one_language', value);
      sessionStorage.setItem('e2e-language-set', '1');
    }
  }, language);
}
