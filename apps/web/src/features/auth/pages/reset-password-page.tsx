import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { resetPasswordRequestSchema, WEB_PATHS } from '@oneclick/shared';
import { Link, useSearchParams } from 'wouter';
import { useTranslation } from '../../../i18n/use-translation';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { NewPasswordFields } from '../components/new-password-fields';
import { OneTimeLinkGate } from '../components/one-time-link-gate';
import { useApiForm } from '../../../components/use-api-form';

export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword();
  const { form, submit, errors, isSubmitting } = useApiForm({
    schema: resetPasswordRequestSchema,
    defaultValues: { token, password: '', password2: '' },
    mutation: reset,
  });

  const askAgain = (
    <Anchor component={Link} to={WEB_PATHS.forgotPassword}>
      {t('resetPassword.forgot')}
    </Anchor>
  );

  return (
    <AuthCard title={t('resetPassword.title')} heading={t('resetPassword.heading')}>
      {reset.isSuccess ? (
        <>
          <Alert color="teal" role="status">
            {t('resetPassword.success')}
          </Alert>
          <Button component={Link} to={WEB_PATHS.login}>
            {t('resetPassword.login')}
          </Button>
        </>
      ) : (
        <OneTimeLinkGate
          purpose="reset_password"
          token={token}
          submitError={reset.error}
          messages="resetPassword"
          instead={askAgain}
        >
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              <NewPasswordFields register={form.register} errors={errors} replacing />
              <Button type="submit" loading={isSubmitting}>
                {t('resetPassword.submit')}
              </Button>
              {askAgain}
            </Stack>
          </form>
        </OneTimeLinkGate>
      )}
    </AuthCard>
  );
}
