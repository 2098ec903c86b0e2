import { Notification } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';

interface Feedback {
  text: string;
  ok: boolean;
}

/** The CMS's notices ('Category updated', ...) and its translated errors, shown in one place. */
export function useCmsFeedback() {
  const { t } = useTranslation(['cms', 'common']);
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  useEffect(() => {
    if (!feedback?.ok) return;
    const timer = setTimeout(() => setFeedback(null), 4000);
    return () => clearTimeout(timer);
  }, [feedback]);

  const notify = useCallback((text: string) => setFeedback({ text, ok: true }), []);
  const fail = useCallback(
    (error: unknown) => {
      const reason = error instanceof ApiError ? (error.details as { reason?: string } | undefined)?.reason : undefined;
      const text =
        reason && ['CATEGORY_HAS_POSTS', 'SLUG_TAKEN'].includes(reason)
          ? t(`cms:conflicts.${reason}`)
          : t(`common:errors.${error instanceof ApiError ? error.code : 'INTERNAL'}`);
      setFeedback({ text, ok: false });
    },
    [t],
  );

  const element = feedback && (
    <Notification
      color={feedback.ok ? 'teal' : 'red'}
      onClose={() => setFeedback(null)}
      withBorder
      role={feedback.ok ? 'status' : 'alert'}
      closeButtonProps={{ 'aria-label': t('common:errors.dismiss') }}
      mb="md"
    >
      {feedback.text}
    </Notification>
  );
  return { element, notify, fail };
}
