import { Alert, Button, Stack } from '@mantine/core';
import { WEB_PATHS } from '@oneclick/shared';
import { useTranslation } from '../../../i18n/use-translation';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthCard } from '../components/auth-card';
import { EmailField } from '../components/email-field';
import { OtherPageLink } from '../components/other-page-link';
import { useApiForm } from '../../../components/use-api-form';

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const forgot = useRequestPasswordReset();
  const { form, submit, fieldError, errors, isSubmitting } = useApiForm({
    schema: () => import('../../../lib/public-form-schemas').then((m) => m.emailRequestSchema),
    defaultValues: { email: '' },
    mutation: forgot,
    onSuccess: () => form.reset(),
  });

  return (
    <AuthCard title={t('forgotPassword.title')} heading={t('forgotPassword.heading')} lead={t('forgotPassword.lead')}>
      {forgot.isSuccess && (
        <Alert color="teal" role="status">
          {t('forgotPassword.success')}
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <EmailField error={fieldError(errors.email)} {...form.register('email')} />
          <Button type="submit" loading={isSubmitting}>
            {t('forgotPassword.submit')}
          </Button>
        </Stack>
      </form>
      <OtherPageLink
        question={t('forgotPassword.noAccount')}
        link={t('forgotPassword.register')}
        to={WEB_PATHS.register}
      />
    </AuthCard>
  );
}
