import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** Turns a field's validation code (client or server) into the reader's language. */
export function useFieldError() {
  const { t } = useTranslation('auth');
  return (error: FieldError | undefined): string | undefined =>
    error?.message ? t(`validation.${error.message}`, { defaultValue: t('validation.REQUIRED') }) : undefined;
}
