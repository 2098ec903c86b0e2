import type { Page } from '@playwright/test';
import type { Language } from './messages';

/** Opens the app with a language already chosen, as a returning visitor would. */
export async function useLanguage(page: Page, language: Language | string): Promise<void> {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-language-set')) {
      localStorage.setItem('one_language', value);
      sessionStorage.setItem('e2e-language-set', '1');
    }
  }, language);
}
