import { Anchor, Button, Divider, Group, Stack, Text, TextInput } from '@mantine/core';
import { reasonOf, type SecondFactorMethod } from '@oneclick/shared';
import { useEffect, useState } from 'react';
import { useApiForm } from '../../../components/use-api-form';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../lib/api-client';
import { useProveSecondFactor } from '../api/prove-second-factor';
import { PasskeySignInButton } from './passkey-sign-in-button';

export interface SecondStepProps {
  /** How this account can finish: its authenticator app, its passkeys (recovery codes always). */
  methods: SecondFactorMethod[];
  /** Back to the e-mail and password (asked for, or the step expired). */
  onRestart: () => void;
}

/**
 * A login's second step, in place of the password form: the authenticator's code (or a
 * recovery code), or a passkey. Success fills the session query, and the login page moves on.
 */
export function SecondStepForm({ methods, onRestart }: SecondStepProps) {
  const { t } = useTranslation('second-factor');
  const prove = useProveSecondFactor();
  const hasTotp = methods.includes('totp');
  const hasPasskey = methods.includes('passkey');
  const [recovery, setRecovery] = useState(!hasTotp);
  const { form, submit, fieldError, errors, isSubmitting } = useApiForm({
    schema: () => import('../../../lib/public-form-schemas').then((m) => m.secondFactorCodeRequestSchema),
    defaultValues: { code: '' },
    mutation: prove,
    onError: (error) => {
      // The dismissible alert says why; an expired step starts again from the password.
      if (error instanceof ApiError && reasonOf(error.details) === 'SECOND_FACTOR_EXPIRED') onRestart();
      else form.reset({ code: '' });
    },
  });
  const { setFocus } = form;
  useEffect(() => setFocus('code'), [recovery, setFocus]);

  const lead = recovery
    ? hasPasskey && !hasTotp
      ? t('secondStep.leadPasskey')
      : t('secondStep.leadRecovery')
    : t('secondStep.leadTotp');
  const passkeyButton = (
    <PasskeySignInButton
      label={t('secondStep.usePasskey')}
      variant={hasTotp ? 'default' : 'filled'}
      onExpired={onRestart}
    />
  );
  const codeForm = (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={recovery ? t('secondStep.recoveryCode') : t('secondStep.code')}
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          autoCapitalize={recovery ? 'characters' : 'off'}
          spellCheck={false}
          required
          error={fieldError(errors.code)}
          {...form.register('code')}
        />
        <Button type="submit" loading={isSubmitting} variant={hasPasskey && !hasTotp ? 'default' : 'filled'}>
          {t('secondStep.submit')}
        </Button>
      </Stack>
    </form>
  );
  return (
    <Stack gap="md" data-testid="second-step">
      <Text size="sm">{lead}</Text>
      {hasTotp ? (
        <>
          {codeForm}
          {hasPasskey && (
            <>
              <Divider label={t('secondStep.or')} labelPosition="center" />
              {passkeyButton}
            </>
          )}
        </>
      ) : (
        <>
          {hasPasskey && (
            <>
              {passkeyButton}
              <Divider label={t('secondStep.or')} labelPosition="center" />
            </>
          )}
          {codeForm}
        </>
      )}
      <Group justify="space-between" gap="xs">
        {hasTotp ? (
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => {
              form.reset({ code: '' });
              setRecovery(!recovery);
            }}
          >
            {recovery ? t('secondStep.useAuthenticator') : t('secondStep.useRecoveryCode')}
          </Anchor>
        ) : (
          <span />
        )}
        <Anchor component="button" type="button" size="sm" onClick={onRestart}>
          {t('secondStep.startAgain')}
        </Anchor>
      </Group>
    </Stack>
  );
}
