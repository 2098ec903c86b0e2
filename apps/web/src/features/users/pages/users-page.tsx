import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { clearError } from '../../../lib/error-store';
import { useAuth } from '../../../lib/session';
import { EditorAccessForm } from '../components/editor-access-form';

/** The dashboard of admins and resellers. */
export function UsersPage() {
  const { t } = useTranslation(['auth', 'common']);
  const { user, isAdmin } = useAuth();
  useEffect(clearError, []);
  if (!user) return null;
  const role = isAdmin ? t(`common:roles.${user.role}`) : t('common:roles.2');
  return (
    <Stack gap="lg">
      <PageTitle title={t('auth:dashboard.title')} />
      <Paper withBorder radius="lg" p="xl">
        <Title order={1}>{t('auth:dashboard.greeting', { name: user.name })}</Title>
        <Text mt="xs" data-testid="dashboard-role">
          {t('auth:dashboard.role', { role })}
        </Text>
        <Button component={Link} to="/profile" variant="light" mt="md">
          {t('auth:dashboard.profile')}
        </Button>
      </Paper>
      {isAdmin && <EditorAccessForm />}
    </Stack>
  );
}
