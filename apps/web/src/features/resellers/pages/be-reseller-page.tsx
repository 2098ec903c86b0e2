import {
  Alert,
  Button,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { type ResellerApplicationRequest, WEB_PATHS } from '@oneclick/shared';
import { useEffect } from 'react';
import { Controller } from '../../../lib/form/controller';
import { Link } from 'wouter';
import { useTranslation } from '../../../i18n/use-translation';
import { CountrySelect } from '../../../components/country-select';
import { PageTitle } from '../../../components/page-title';
import { useApiForm } from '../../../components/use-api-form';
import { useLanguage } from '../../../i18n/use-language';
import { ApiError } from '../../../lib/api-client';
import { clearError } from '../../../lib/error-store';
import { ErrorMessage } from '../../../components/error-message';
import { useAuth } from '../../../lib/session';
import { useSubmitResellerApplication } from '../api/submit-reseller-application';

/** /be_reseller: the reseller application, and once sent, what happens next. */
export function BeResellerPage() {
  const { t } = useTranslation(['resellers', 'common']);
  const { user } = useAuth();
  return (
    <Stack gap="xl">
      <PageTitle title={t('apply.title')} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="md">
          <Title order={1}>{t('apply.heading')}</Title>
          <Text size="lg">{t('apply.lead')}</Text>
          <Title order={2} size="h4" mt="sm">
            {t('apply.benefitsHeading')}
          </Title>
          <List
            spacing="xs"
            icon={
              <ThemeIcon size={20} radius="xl" variant="light" aria-hidden>
                ✓
              </ThemeIcon>
            }
          >
            <List.Item>{t('apply.benefit1')}</List.Item>
            <List.Item>{t('apply.benefit2')}</List.Item>
            <List.Item>{t('apply.benefit3')}</List.Item>
          </List>
        </Stack>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          {/* The page may show before the session is read: once it is, the form starts again from the account's details. */}
          <ApplicationForm key={user?.id ?? 'visitor'} />
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}

function ApplicationForm() {
  const { t } = useTranslation(['resellers', 'common']);
  const language = useLanguage();
  const auth = useAuth();
  const application = useSubmitResellerApplication();
  const { form, submit, fieldError, errors, isSubmitting } = useApiForm({
    schema: () => import('../../../lib/public-form-schemas').then((m) => m.resellerApplicationRequestSchema),
    defaultValues: {
      name: auth.user?.name ?? '',
      email: auth.user?.email ?? '',
      phone: '',
      country: (auth.user?.country ?? undefined) as ResellerApplicationRequest['country'] | undefined,
      message: '',
      language,
    },
    mutation: application,
    toVariables: (values) => ({ ...values, language }),
  });

  useEffect(clearError, []);

  if (auth.isReseller) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text>{t('apply.alreadyReseller')}</Text>
        <Button component={Link} to={WEB_PATHS.dashboard}>
          {t('apply.openDashboard')}
        </Button>
      </Stack>
    );
  }

  if (application.isSuccess) {
    const { name, email } = application.variables;
    return (
      <Stack gap="md">
        <Alert color="teal" title={t('apply.sentTitle')} role="status">
          {t('apply.sent', { name: name.trim(), email: email.trim() })}
        </Alert>
        <Title order={2} size="h4">
          {t('apply.nextHeading')}
        </Title>
        <List type="ordered" spacing="xs">
          <List.Item>{t('apply.next1')}</List.Item>
          <List.Item>{t('apply.next2', { email: email.trim() })}</List.Item>
          <List.Item>{t('apply.next3')}</List.Item>
        </List>
        {!auth.isAuthenticated && (
          <Button component={Link} to={WEB_PATHS.register} variant="light" style={{ alignSelf: 'flex-start' }}>
            {t('apply.register')}
          </Button>
        )}
      </Stack>
    );
  }

  const failure = application.error;
  const showFailure = failure && !(failure instanceof ApiError && failure.code === 'VALIDATION_FAILED');

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {showFailure && (
          <Alert color="red" title={t('apply.error')} role="alert">
            <ErrorMessage error={failure} />
          </Alert>
        )}
        <TextInput
          label={t('apply.name')}
          autoComplete="name"
          required
          error={fieldError(errors.name)}
          {...form.register('name')}
        />
        <TextInput
          label={t('apply.email')}
          type="email"
          autoComplete="email"
          required
          error={fieldError(errors.email)}
          {...form.register('email')}
        />
        <TextInput
          label={t('apply.phone')}
          description={t('apply.phoneHint')}
          type="tel"
          autoComplete="tel"
          required
          error={fieldError(errors.phone)}
          {...form.register('phone')}
        />
        <Controller
          form={form}
          name="country"
          render={({ field }) => (
            <CountrySelect
              label={t('apply.country')}
              placeholder={t('apply.countryPlaceholder')}
              value={field.value ?? null}
              onChange={field.onChange}
              error={fieldError(errors.country)}
            />
          )}
        />
        <Textarea
          label={t('apply.message')}
          placeholder={t('apply.messagePlaceholder')}
          autosize
          minRows={3}
          maxRows={8}
          error={fieldError(errors.message)}
          {...form.register('message')}
        />
        <Button type="submit" loading={isSubmitting} mt="xs">
          {t('apply.submit')}
        </Button>
      </Stack>
    </form>
  );
}
