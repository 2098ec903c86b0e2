import { Alert, Button, Checkbox, PasswordInput, Stack } from '@mantine/core';
import { changePasswordRequestSchema } from '@oneclick/shared';
import { useTranslation } from '../../../i18n/use-translation';
import { useChangePassword } from '../api/change-password';
import { AuthCard } from '../components/auth-card';
import { NewPasswordFields } from '../components/new-password-fields';
import { useApiForm } from '../../../components/use-api-form';

export function ChangePasswordPage() {
  const { t } = useTranslation('auth');
  const change = useChangePassword();
  const { form, submit, fieldError, errors, isSubmitting } = useApiForm({
    schema: changePasswordRequestSchema,
    defaultValues: { currentPassword: '', password: '', password2: '', keepDevices: false },
    mutation: change,
    onSuccess: () => form.reset(),
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
