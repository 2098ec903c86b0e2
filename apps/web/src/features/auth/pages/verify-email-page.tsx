import { WEB_PATHS } from '@oneclick/shared';
import { Alert, Anchor, Button, Loader, Stack, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import { useTranslation } from '../../../i18n/use-translation';
import { useResendVerification } from '../api/resend-verification';
import { verifyEmailQuery } from '../api/verify-email';
import { AuthCard } from '../components/auth-card';
import { linkProblem } from '../link-problem';

export function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const verification = useQuery({ ...verifyEmailQuery(token), enabled: token !== '' });
  const problem =
    token === '' ? 'TOKEN_INVALID' : verification.isError ? (linkProblem(verification.error) ?? 'TOKEN_INVALID') : null;

  return (
    <AuthCard title={t('verify.title')} heading={t('verify.title')}>
      {verification.isLoading && (
        <Stack align="center" gap="xs" role="status">
          <Loader />
          {t('verify.verifying')}
        </Stack>
      )}
      {verification.isSuccess && (
        <Alert color="teal" role="status">
          {t('verify.success')}
        </Alert>
      )}
      {problem && (
        <Alert color={problem === 'TOKEN_USED' ? 'blue' : 'red'} role="alert">
          {t(`verify.${problem}`)}
        </Alert>
      )}
      {(verification.isSuccess || problem === 'TOKEN_USED') && (
        <Button component={Link} to={WEB_PATHS.login}>
          {t('verify.login')}
        </Button>
      )}
      {problem && problem !== 'TOKEN_USED' && <ResendForm />}
      {problem === 'TOKEN_USED' && (
        <Anchor component={Link} to={WEB_PATHS.forgotPassword} size="sm">
          {t('login.forgot')}
        </Anchor>
      )}
    </AuthCard>
  );
}

function ResendForm() {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const resend = useResendVerification();
  if (resend.isSuccess) {
    return (
      <Alert color="teal" role="status">
        {t('verify.resent')}
      </Alert>
    );
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        resend.mutate({ email });
      }}
    >
      <Stack gap="xs">
        <Title order={2} size="h5">
          {t('verify.resendHeading')}
        </Title>
        <TextInput
          label={t('fields.email')}
          type="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          required
        />
        <Button type="submit" loading={resend.isPending} variant="light">
          {t('verify.resend')}
        </Button>
      </Stack>
    </form>
  );
}
