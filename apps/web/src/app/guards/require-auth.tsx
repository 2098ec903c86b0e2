import { Button, Stack, Text, Title } from '@mantine/core';
import { needsSecondFactor, WEB_PATHS } from '@oneclick/shared';
import type { ReactNode } from 'react';
import { Link, Redirect, useLocation, useSearch } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { PageLoader } from '../../components/page-loader';
import { PageTitle } from '../../components/page-title';
import { type AuthState, useAuth } from '../../lib/session';

interface RequireAuthProps {
  /** Who among signed-in users may see the pages; everyone when absent. */
  allow?: (auth: AuthState) => boolean;
  /** Where a visitor goes instead of /login (the spec sends one from /invoice_vi home). */
  visitorTo?: string;
  children: ReactNode;
}

/**
 * The spec's protected-route guard: a visitor goes to /login, which brings them back here
 * afterwards; while the session loads, a loader shows instead of the login page. On pages
 * for some users only (`allow`), an admin without a proved second factor goes to /security.
 */
export function RequireAuth({ allow, visitorTo, children }: RequireAuthProps) {
  const { t } = useTranslation();
  const auth = useAuth();
  const [pathname] = useLocation();
  const search = useSearch();
  const here = search ? `${pathname}?${search}` : pathname;
  if (auth.isLoading) return <PageLoader />;
  if (!auth.isAuthenticated) {
    if (visitorTo) return <Redirect to={visitorTo} replace />;
    return <Redirect to={WEB_PATHS.login} replace state={{ from: here }} />;
  }
  // Staff and editors' pages call APIs that refuse an admin whose session has not proved a second
  // factor: such an admin sets one up first, and comes back here afterwards.
  if (allow && allow(auth) && needsSecondFactor(auth.user!.role) && !auth.user!.secondFactor) {
    return <Redirect to={WEB_PATHS.security} replace state={{ from: here }} />;
  }
  if (allow && !allow(auth)) {
    return (
      <Stack py="xl" gap="xs">
        <PageTitle title={t('forbidden.title')} />
        <Title order={1}>{t('forbidden.title')}</Title>
        <Text>{t('forbidden.text')}</Text>
        <Button component={Link} to={WEB_PATHS.profile} variant="light" w="fit-content" mt="sm">
          {t('forbidden.profile')}
        </Button>
      </Stack>
    );
  }
  return children;
}

export const isStaff = (auth: AuthState) => auth.isAdmin || auth.isReseller;
export const isEditor = (auth: AuthState) => auth.isEditor;
