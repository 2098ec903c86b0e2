import type { FieldError } from '../lib/form/field-errors';
import { useTranslation } from '../i18n/use-translation';
import { validationText } from '../i18n/validation-text';

/** Turns a field's validation code (from the browser or the server) into the reader's language. */
export function useFieldError() {
  const { t } = useTranslation('validation');
  return (error: FieldError | undefined): string | undefined =>
    error?.message ? validationText(t, error.message) : undefined;
}
