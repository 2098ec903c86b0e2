import { Alert, Button, List, Stack, TextInput, Title } from '@mantine/core';
import { EXTENSION_DOWNLOAD_PATH, WEB_PATHS } from '@oneclick/shared';
import { useEffect } from 'react';
import { Controller } from '../../../lib/form/controller';
import { useTranslation } from '../../../i18n/use-translation';
import { useLanguage } from '../../../i18n/use-language';
import { clearError } from '../../../lib/error-store';
import { ErrorMessage } from '../../../components/error-message';
import { useRegisterUser } from '../api/register-user';
import { AuthCard } from '../components/auth-card';
import { EmailField } from '../components/email-field';
import { OtherPageLink } from '../components/other-page-link';
import { NewPasswordFields } from '../components/new-password-fields';
import { CountrySelect } from '../../../components/country-select';
import { FormAlert } from '../../../components/form-alert';
import { useDismissOnEdit } from '../../../components/use-dismiss-on-edit';
import { useApiForm } from '../../../components/use-api-form';

export function RegisterPage() {
  const { t } = useTranslation(['auth', 'common']);
  const language = useLanguage();
  const registration = useRegisterUser();
  const { form, submit, fieldError, errors, isSubmitting } = useApiForm({
    schema: () => import('../../../lib/public-form-schemas').then((m) => m.registerRequestSchema),
    defaultValues: { name: '', email: '', password: '', password2: '', language },
    mutation: registration,
    toVariables: (values) => ({ ...values, language }),
  });

  useEffect(clearError, []);
  useDismissOnEdit(form, () => {
    if (registration.isError) registration.reset();
  });

  return (
    <Stack gap="xl">
      <AuthCard title={t('register.title')} heading={t('register.heading')} lead={t('register.lead')}>
        {registration.isSuccess ? (
          <Alert color="teal" title={t('register.successTitle')} role="status">
            {t('register.success', { email: registration.variables.email })}
          </Alert>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="sm">
              {registration.isError && (
                <FormAlert onClose={registration.reset}>
                  <ErrorMessage error={registration.error} />
                </FormAlert>
              )}
              <TextInput
                label={t('fields.name')}
                autoComplete="name"
                required
                error={fieldError(errors.name)}
                {...form.register('name')}
              />
              <EmailField error={fieldError(errors.email)} {...form.register('email')} />
              <NewPasswordFields register={form.register} errors={errors} />
              <Controller
                form={form}
                name="country"
                render={({ field }) => (
                  <CountrySelect
                    label={t('fields.country')}
                    placeholder={t('fields.countryPlaceholder')}
                    value={field.value ?? null}
                    onChange={field.onChange}
                    error={fieldError(errors.country)}
                  />
                )}
              />
              <Button type="submit" loading={isSubmitting} mt="xs">
                {t('register.submit')}
              </Button>
            </Stack>
          </form>
        )}
        <OtherPageLink question={t('register.haveAccount')} link={t('register.login')} to={WEB_PATHS.login} />
      </AuthCard>
      <Stack gap="sm" maw={480} mx="auto" w="100%">
        <Title order={2} size="h4">
          {t('register.stepsHeading')}
        </Title>
        <List type="ordered" spacing="xs" size="sm">
          <List.Item>{t('register.step1')}</List.Item>
          <List.Item>{t('register.step2')}</List.Item>
          <List.Item>{t('register.step3')}</List.Item>
          <List.Item>{t('register.step4')}</List.Item>
        </List>
        <Button component="a" href={EXTENSION_DOWNLOAD_PATH} download variant="light">
          {t('register.download')}
        </Button>
      </Stack>
    </Stack>
  );
}
