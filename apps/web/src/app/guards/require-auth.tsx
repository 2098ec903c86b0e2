import { Button, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { PageLoader } from '../../components/page-loader';
import { PageTitle } from '../../components/page-title';
import { type AuthState, useAuth } from '../../lib/session';

interface RequireAuthProps {
  /** Who among signed-in users may see the pages; everyone when absent. */
  allow?: (auth: AuthState) => boolean;
  /** Where a visitor goes instead of /login (the spec sends one from /invoice_vi home). */
  visitorTo?: string;
}

/**
 * The spec's protected-route guard: a visitor goes to /login, which brings them back here
 * afterwards; while the session loads, a loader shows instead of the login page.
 */
export function RequireAuth({ allow, visitorTo }: RequireAuthProps) {
  const { t } = useTranslation();
  const auth = useAuth();
  const location = useLocation();
  if (auth.isLoading) return <PageLoader />;
  if (!auth.isAuthenticated) {
    if (visitorTo) return <Navigate to={visitorTo} replace />;
    return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  if (allow && !allow(auth)) {
    return (
      <Stack py="xl" gap="xs">
        <PageTitle title={t('forbidden.title')} />
        <Title order={1}>{t('forbidden.title')}</Title>
        <Text>{t('forbidden.text')}</Text>
        <Button component={Link} to="/profile" variant="light" w="fit-content" mt="sm">
          {t('forbidden.profile')}
        </Button>
      </Stack>
    );
  }
  return <Outlet />;
}

export const isStaff = (auth: AuthState) => auth.isAdmin || auth.isReseller;
export const isEditor = (auth: AuthState) => auth.isEditor;
