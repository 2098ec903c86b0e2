import { Box, Button, CopyButton, Text } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';
import { errorText } from '../i18n/error-text';
import { ApiError } from '../lib/api-client';

/** The request to quote to support: only a failure on the server's side has one worth reading. */
export function referenceOf(error: unknown): string | null {
  return error instanceof ApiError && error.status >= 500 && error.requestId ? error.requestId : null;
}

/**
 * A failed call, as every form, dialog, table and notice tells it: the reason in the reader's
 * language, and for a failure on the server's side the request's reference with a button copying
 * it, which leads support from a message to the log line.
 */
export function ErrorMessage({ error }: { error: unknown }) {
  const { t } = useTranslation('common');
  const reference = referenceOf(error);
  return (
    <>
      {errorText(t, error)}
      {reference && (
        // Spans, so the message fits inside a paragraph as well as an alert.
        <Box component="span" mt={4} style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 8 }}>
          <Text
            component="span"
            size="xs"
            c="dimmed"
            data-testid="error-reference"
            style={{ overflowWrap: 'anywhere' }}
          >
            {t('errors.reference', { id: reference })}
          </Text>
          <CopyButton value={reference} timeout={2000}>
            {({ copied, copy }) => (
              <Button
                size="compact-xs"
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                onClick={copy}
                style={{ flexShrink: 0 }}
              >
                {copied ? t('errors.copied') : t('errors.copyReference')}
              </Button>
            )}
          </CopyButton>
        </Box>
      )}
    </>
  );
}
