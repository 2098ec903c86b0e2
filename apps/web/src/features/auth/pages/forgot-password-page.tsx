import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { type EmailRequest, emailRequestSchema } from '@oneclick/shared';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { useTranslation } from '../../../i18n/use-translation';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthCard } from '../components/auth-card';
import { useFieldError } from '../../../components/use-field-error';

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const forgot = useRequestPasswordReset();
  const form = useForm<EmailRequest>({ resolver: zodResolver(emailRequestSchema), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    await forgot.mutateAsync(values).then(
      () => form.reset(),
      () => {},
    );
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
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            required
            error={fieldError(errors.email)}
            {...form.register('email')}
          />
          <Button type="submit" loading={isSubmitting}>
            {t('forgotPassword.submit')}
          </Button>
        </Stack>
      </form>
      <Text size="sm">
        {t('forgotPassword.noAccount')}{' '}
        <Anchor component={Link} to="/register">
          {t('forgotPassword.register')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
