import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { setupAdminRequestSchema, WEB_PATHS } from '@oneclick/shared';
import { Link, useSearchParams } from 'wouter';
import { useTranslation } from '../../../i18n/use-translation';
import { useSetUpAdmin } from '../api/set-up-admin';
import { AuthCard } from '../components/auth-card';
import { NewPasswordFields } from '../components/new-password-fields';
import { OneTimeLinkGate } from '../components/one-time-link-gate';
import { useApiForm } from '../../../components/use-api-form';

export function SetupAdminPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const setup = useSetUpAdmin();
  const { form, submit, fieldError, errors, isSubmitting } = useApiForm({
    schema: setupAdminRequestSchema,
    defaultValues: { token, name: '', email: '', password: '', password2: '' },
    mutation: setup,
  });

  return (
    <AuthCard title={t('setupAdmin.title')} heading={t('setupAdmin.heading')} lead={t('setupAdmin.lead')}>
      {setup.isSuccess ? (
        <>
          <Alert color="teal" role="status">
            {t('setupAdmin.done')}
          </Alert>
          <Button component={Link} to={WEB_PATHS.security}>
            {t('setupAdmin.secondFactor')}
          </Button>
        </>
      ) : (
        <OneTimeLinkGate
          purpose="setup_admin"
          token={token}
          submitError={setup.error}
          messages="setupAdmin"
          instead={
            <Button component={Link} to={WEB_PATHS.login} variant="light">
              {t('login.submit')}
            </Button>
          }
        >
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              <TextInput label={t('fields.name')} required error={fieldError(errors.name)} {...form.register('name')} />
              <TextInput
                label={t('fields.email')}
                type="email"
                required
                error={fieldError(errors.email)}
                {...form.register('email')}
              />
              <NewPasswordFields register={form.register} errors={errors} />
              <Button type="submit" loading={isSubmitting}>
                {t('setupAdmin.submit')}
              </Button>
            </Stack>
          </form>
        </OneTimeLinkGate>
      )}
    </AuthCard>
  );
}
