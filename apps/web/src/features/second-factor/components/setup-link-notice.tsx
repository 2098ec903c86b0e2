import { Alert, Button, Stack, Text } from '@mantine/core';
import { useFeedback } from '../../../components/use-feedback';
import { useTranslation } from '../../../i18n/use-translation';
import { useSendSecondFactorSetupLink } from '../api/send-second-factor-setup-link';

/**
 * An admin account without a second factor sets up its first from the link e-mailed at sign-in,
 * never with the password alone: where to look, and a new link when that one is lost.
 */
export function SetupLinkNotice({ email }: { email: string }) {
  const { t } = useTranslation('second-factor');
  const feedback = useFeedback();
  const send = useSendSecondFactorSetupLink();
  const sendAgain = () =>
    feedback.attempt(async () => {
      await send.mutateAsync();
      feedback.notify(t('setupLink.sent', { email }));
    });

  return (
    <Alert color="blue" role="status" title={t('setupLink.heading')} data-testid="setup-link-needed">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('setupLink.text', { email })}</Text>
        <Button variant="light" size="sm" onClick={sendAgain} loading={send.isPending}>
          {t('setupLink.sendAgain')}
        </Button>
        <div aria-live="polite">{feedback.element}</div>
      </Stack>
    </Alert>
  );
}
