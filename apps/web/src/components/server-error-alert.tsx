import { Alert } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';
import type { ApiError } from '../lib/api-client';
import { clearError } from '../lib/error-store';
import { ErrorMessage } from './error-message';

/**
 * The dismissible alert for one server error, in the reader's language. A failure on the server's
 * side is headed as one and shows the request's reference, which leads support from a screenshot
 * to the log line; a refusal the reader can act on (a wrong code, a taken name) is only said.
 */
export default function ServerErrorAlert({ error }: { error: ApiError }) {
  const { t } = useTranslation();
  const refusal = error.status >= 400 && error.status < 500;
  return (
    <Alert
      color="red"
      variant="light"
      title={refusal ? undefined : t('errors.title')}
      withCloseButton
      closeButtonLabel={t('errors.dismiss')}
      onClose={clearError}
      mb="lg"
      role="alert"
    >
      <ErrorMessage error={error} />
    </Alert>
  );
}
