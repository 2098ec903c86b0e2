import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { isPaidAccountType, WEB_PATHS } from '@oneclick/shared';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../../i18n/use-translation';
import { PageTitle } from '../../../components/page-title';
import { CompanyDetailsForm } from '../../../components/receipts/company-details-form';
import { useBusinessDate } from '../../../i18n/use-business-date';
import { useAuth } from '../../../lib/session';
import { roleName } from '../../../i18n/role-name';

function Fact({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <Text size="xs" tt="uppercase" c="dimmed" fw={700}>
        {label}
      </Text>
      <Text fw={500} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

/** The signed-in user's account; `children` are sections other features add below it (app/pages/profile-with-sections.tsx). */
export function ProfilePage({ children }: { children?: ReactNode }) {
  const { t } = useTranslation(['auth', 'common', 'orders']);
  const businessDate = useBusinessDate();
  const { user } = useAuth();
  if (!user) return null;
  const expiry = user.expiresAt ? businessDate(user.expiresAt) : null;
  const expired = isPaidAccountType(user.role) && user.effectiveRole !== user.role;
  return (
    <Stack gap="lg" maw={720}>
      <PageTitle title={t('auth:profile.title')} />
      <Title order={1}>{t('auth:profile.greeting', { name: user.name })}</Title>
      <Paper withBorder radius="lg" p="xl">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Fact label={t('auth:profile.email')} value={user.email} testId="profile-email" />
          <Fact label={t('auth:profile.accountType')} value={roleName(t, user.effectiveRole)} testId="profile-type" />
          {expiry && !expired && isPaidAccountType(user.role) && (
            <Fact label={t('auth:profile.expiresOn')} value={expiry} testId="profile-expiry" />
          )}
          {expiry && expired && (
            <Fact
              label={t('auth:profile.expiresOn')}
              value={t('auth:profile.expiredOn', { type: roleName(t, user.role), date: expiry })}
              testId="profile-expiry"
            />
          )}
        </SimpleGrid>
      </Paper>
      <Paper withBorder radius="lg" p="xl" component="section" aria-labelledby="company-heading">
        <Title order={2} size="h4" id="company-heading">
          {t('orders:company.heading')}
        </Title>
        <Text size="sm" c="dimmed" mt={4} mb="md">
          {t('orders:company.lead')}
        </Text>
        <CompanyDetailsForm company={user.company} />
      </Paper>
      <Group>
        <Button component={Link} to={WEB_PATHS.changePassword} variant="light">
          {t('auth:profile.changePassword')}
        </Button>
        <Button component={Link} to={WEB_PATHS.security} variant="light">
          {t('auth:profile.security')}
        </Button>
      </Group>
      {children}
    </Stack>
  );
}
