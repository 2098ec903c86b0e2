import { useTranslation } from '../i18n/use-translation';

/** The document title for a page, in the current language (React hoists it into <head>). */
export function PageTitle({ title }: { title: string }) {
  const { t } = useTranslation();
  return <title>{t('pageTitle', { page: title })}</title>;
}
