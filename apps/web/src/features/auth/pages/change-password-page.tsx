import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Checkbox, PasswordInput, Stack } from '@mantine/core';
import { type ChangePasswordRequest, changePasswordRequestSchema } from '@oneclick/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useChangePassword } from '../api/change-password';
import { AuthCard } from '../components/auth-card';
import { NewPasswordFields } from '../components/new-password-fields';
import { useFieldError } from '../../../components/use-field-error';

export function ChangePasswordPage() {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const change = useChangePassword();
  const form = useForm<ChangePasswordRequest>({
    resolver: zodResolver(changePasswordRequestSchema),
    defaultValues: { currentPassword: '', password: '', password2: '', keepDevices: false },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      form.reset();
    } catch (error) {
      applyFieldErrors(error, form.setError);
    }
  });

  return (
    <AuthCard title={t('changePassword.title')} heading={t('changePassword.heading')} lead={t('changePassword.lead')}>
      {change.isSuccess && (
        <Alert color="teal" role="status">
          {t('changePassword.success')}
        </Alert>
      )}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <PasswordInput
            label={t('fields.currentPassword')}
            autoComplete="current-password"
            required
            error={fieldError(errors.currentPassword)}
            {...form.register('currentPassword')}
          />
          <NewPasswordFields register={form.register} errors={errors} replacing />
          <Checkbox
            label={t('changePassword.keepDevices')}
            description={t('changePassword.keepDevicesHint')}
            {...form.register('keepDevices')}
          />
          <Button type="submit" loading={isSubmitting}>
            {t('changePassword.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
