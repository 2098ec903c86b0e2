import { Alert } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';
import { clearError, useCurrentError } from '../lib/error-store';
import { errorText } from '../lib/error-text';

/** The dismissible alert for the last server error, in the reader's language. */
export function ErrorAlert() {
  const { t } = useTranslation();
  const error = useCurrentError();
  if (!error) return null;
  return (
    <Alert
      color="red"
      variant="light"
      title={t('errors.title')}
      withCloseButton
      closeButtonLabel={t('errors.dismiss')}
      onClose={clearError}
      mb="lg"
      role="alert"
    >
      {errorText(t, error)}
    </Alert>
  );
}
