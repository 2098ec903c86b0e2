import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { isPaidAccountType, type UserDetails, userLookupQuerySchema } from '@oneclick/shared';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useDismissOnEdit } from '../../../components/use-dismiss-on-edit';
import { useFeedback } from '../../../components/use-feedback';
import { useApiForm } from '../../../components/use-api-form';
import { useLanguage } from '../../../i18n/use-language';
import { formatCountry } from '../../../lib/format';
import { useBusinessDate } from '../../../i18n/use-business-date';
import { useLookUpUser } from '../api/look-up-user';
import { AccountTypeLabel } from './account-type-label';

interface CheckUserFormProps {
  /** What other features show about the account found (its computers: app/dashboard/users-lookup-section.tsx). */
  below?: (user: UserDetails) => ReactNode;
}

/** Check Users: one account by e-mail, with its plan, reseller and who activated it. */
export function CheckUserForm({ below }: CheckUserFormProps) {
  const { t } = useTranslation('users');
  const lookUp = useLookUpUser();
  const feedback = useFeedback();
  // Every attempt starts clean, a refused one too: no earlier account stays under a new error.
  const forgetLastAnswer = () => {
    lookUp.reset();
    feedback.clear();
  };
  const { form, submit, fieldError } = useApiForm({
    schema: userLookupQuerySchema,
    defaultValues: { email: '' },
    mutation: lookUp,
    beforeSend: forgetLastAnswer,
    onInvalid: forgetLastAnswer,
    toVariables: ({ email }) => email,
    onError: feedback.fail,
  });

  useDismissOnEdit(form, feedback.clear);

  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm">
        {t('check.lead')}
      </Text>
      <form onSubmit={submit} noValidate data-testid="check-user-form">
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('check.email')}
            type="email"
            autoComplete="off"
            style={{ flex: '1 1 240px' }}
            error={fieldError(form.formState.errors.email)}
            {...form.register('email')}
          />
          <Button type="submit" loading={lookUp.isPending}>
            {t('check.submit')}
          </Button>
        </Group>
      </form>
      <div aria-live="polite">
        {feedback.element}
        {lookUp.data && <UserFacts user={lookUp.data} />}
      </div>
      {lookUp.data && below?.(lookUp.data)}
    </Stack>
  );
}

function UserFacts({ user }: { user: UserDetails }) {
  const { t } = useTranslation(['users', 'licence-keys', 'common']);
  const language = useLanguage();
  const businessDate = useBusinessDate();
  const nothing = t('check.nothing');
  const facts: [string, React.ReactNode][] = [
    [t('check.name'), user.name],
    [t('check.type'), <AccountTypeLabel key="type" user={user} />],
    [t('check.expiry'), isPaidAccountType(user.role) && user.expiresAt ? businessDate(user.expiresAt) : nothing],
    [t('check.country'), user.country ? formatCountry(user.country, language) : nothing],
    [t('check.reseller'), user.reseller ? t('keys.activatedWho', user.reseller) : nothing],
    [
      t('check.activatedBy'),
      user.activatedBy && user.activatedAt
        ? t('check.activatedOn', {
            name: user.activatedBy.name,
            date: businessDate(user.activatedAt),
          })
        : nothing,
    ],
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs" data-testid="user-facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text>{value}</Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
