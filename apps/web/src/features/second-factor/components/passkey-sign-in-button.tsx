import { Alert, Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { reasonOf } from '@oneclick/shared';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../lib/api-client';
import { clearError, showError } from '../../../lib/error-store';
import { useSignInWithPasskey } from '../api/sign-in-with-passkey';
import { PasskeyPromptError, type PasskeyPromptProblem } from '../passkey-prompt';

interface PasskeySignInButtonProps {
  label: string;
  variant?: 'filled' | 'default' | 'light';
  /** The login's second step took too long: back to the password. */
  onExpired?: () => void;
}

/**
 * Signs in with a passkey: without a password from the login page, or as a login's second step
 * (the server knows which from the second-step cookie). Once signed in, the session query holds
 * the user and the login page moves on. A closed prompt is told calmly, beside the button.
 */
export function PasskeySignInButton({ label, variant = 'default', onExpired }: PasskeySignInButtonProps) {
  const { t } = useTranslation('second-factor');
  const signIn = useSignInWithPasskey();
  const [problem, setProblem] = useState<PasskeyPromptProblem | null>(null);

  const run = async () => {
    setProblem(null);
    clearError();
    try {
      await signIn.mutateAsync();
    } catch (error) {
      if (error instanceof PasskeyPromptError) return setProblem(error.problem);
      showError(error);
      if (error instanceof ApiError && reasonOf(error.details) === 'SECOND_FACTOR_EXPIRED') onExpired?.();
    }
  };

  return (
    <Stack gap="xs">
      <Button variant={variant} onClick={() => void run()} loading={signIn.isPending}>
        {label}
      </Button>
      {problem && (
        <Alert color="blue" role="status" data-testid="passkey-problem">
          {t(`prompt.${problem}`)}
        </Alert>
      )}
    </Stack>
  );
}
