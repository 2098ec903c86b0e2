import type { Language } from '@oneclick/shared';
import { useSyncExternalStore } from 'react';
import { currentLanguage, onLanguageChange } from './i18n';

/** The UI language; the component renders again when the visitor switches it. */
export function useLanguage(): Language {
  return useSyncExternalStore(onLanguageChange, currentLanguage, currentLanguage);
}
