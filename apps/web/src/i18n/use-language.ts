import { type Language, parseLanguage } from '@oneclick/shared';
import { useTranslation } from 'react-i18next';

export function useLanguage(): Language {
  return parseLanguage(useTranslation().i18n.language);
}
