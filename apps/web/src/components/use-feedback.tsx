import { Notification } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { ErrorMessage } from './error-message';

interface Feedback {
  text?: string;
  /** A failed call, told by ErrorMessage. */
  error?: unknown;
  ok: boolean;
  /** A notice that is neither a success nor a failure (a prompt the reader closed). */
  neutral?: boolean;
}

/**
 * A screen's notices ('Category updated', ...) and its translated errors, shown in one place:
 * a page has one, and so has a modal, so a notice is always where the reader looks.
 */
export function useFeedback() {
  const { t } = useTranslation();
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  useEffect(() => {
    if (!feedback?.ok) return;
    const timer = setTimeout(() => setFeedback(null), 4000);
    return () => clearTimeout(timer);
  }, [feedback]);

  const notify = useCallback((text: string) => setFeedback({ text, ok: true }), []);
  const inform = useCallback((text: string) => setFeedback({ text, ok: true, neutral: true }), []);
  const fail = useCallback((error: unknown) => setFeedback({ error, ok: false }), []);

  const element = feedback && (
    <Notification
      color={feedback.neutral ? 'blue' : feedback.ok ? 'teal' : 'red'}
      onClose={() => setFeedback(null)}
      withBorder
      role={feedback.ok ? 'status' : 'alert'}
      closeButtonProps={{ 'aria-label': t('common:errors.dismiss') }}
      mb="md"
    >
      {feedback.ok ? feedback.text : <ErrorMessage error={feedback.error} />}
    </Notification>
  );
  const clear = useCallback(() => setFeedback(null), []);
  /** Runs one attempt of a screen's action: the last notice goes, and a failure is told here. */
  const attempt = async (work: () => Promise<void>, onError?: (error: unknown) => void) => {
    clear();
    try {
      await work();
    } catch (error) {
      onError?.(error);
      fail(error);
    }
  };
  return { element, notify, inform, fail, clear, attempt };
}
