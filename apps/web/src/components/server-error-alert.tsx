import { Alert } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';
import type { ApiError } from '../lib/api-client';
import { clearError } from '../lib/error-store';
import { errorText } from '../i18n/error-text';

/** The dismissible alert for one server error, in the reader's language. */
export default function ServerErrorAlert({ error }: { error: ApiError }) {
  const { t } = useTranslation();
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
