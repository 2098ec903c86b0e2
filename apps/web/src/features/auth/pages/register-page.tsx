import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { EXTENSION_DOWNLOAD_PATH, type RegisterRequest, registerRequestSchema } from '@oneclick/shared';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { useTranslation } from '../../../i18n/use-translation';
import { useLanguage } from '../../../i18n/use-language';
import { clearError } from '../../../lib/error-store';
import { errorText } from '../../../lib/error-text';
import { applyFieldErrors } from '../../../lib/form-errors';
import { useRegisterUser } from '../api/register-user';
import { AuthCard } from '../components/auth-card';
import { NewPasswordFields } from '../components/new-password-fields';
import { CountrySelect } from '../../../components/country-select';
import { FormAlert } from '../../../components/form-alert';
import { useDismissOnEdit } from '../../../components/use-dismiss-on-edit';
import { useFieldError } from '../../../components/use-field-error';

export function RegisterPage() {
  const { t } = useTranslation(['auth', 'common']);
  const language = useLanguage();
  const fieldError = useFieldError();
  const registration = useRegisterUser();
  const form = useForm<RegisterRequest>({
    resolver: zodResolver(registerRequestSchema),
    defaultValues: { name: '', email: '', password: '', password2: '', language },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(clearError, []);
  useDismissOnEdit(form, () => {
    if (registration.isError) registration.reset();
  });

  const submit = form.handleSubmit(async (values) => {
    await registration
      .mutateAsync({ ...values, language })
      .catch((error: unknown) => applyFieldErrors(error, form.setError));
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
                <FormAlert onClose={registration.reset}>{errorText(t, registration.error)}</FormAlert>
              )}
              <TextInput
                label={t('fields.name')}
                autoComplete="name"
                required
                error={fieldError(errors.name)}
                {...form.register('name')}
              />
              <TextInput
                label={t('fields.email')}
                type="email"
                autoComplete="email"
                required
                error={fieldError(errors.email)}
                {...form.register('email')}
              />
              <NewPasswordFields register={form.register} errors={errors} />
              <Controller
                control={form.control}
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
        <Text size="sm">
          {t('register.haveAccount')}{' '}
          <Anchor component={Link} to="/login">
            {t('register.login')}
          </Anchor>
        </Text>
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
