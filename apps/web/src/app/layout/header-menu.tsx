import { WEB_PATHS } from '@oneclick/shared';
import { Anchor, Button, Group, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { useAuth } from '../../lib/session';

const AccountMenu = lazy(() => import('./account-menu'));

interface HeaderMenuProps {
  vertical?: boolean;
  onNavigate?: () => void;
}

/** Register, Login and Forgot password for visitors; the account's links once logged in. */
export function HeaderMenu({ vertical = false, onNavigate }: HeaderMenuProps) {
  const { t } = useTranslation();
  const { user, isLoading } = useAuth();
  const Wrapper = vertical ? Stack : Group;
  // While the session loads, the visitor's links hold their place unseen, so the navigation
  // beside them does not jump when they appear.
  const loadingStyle = isLoading ? { visibility: 'hidden' as const } : undefined;
  return (
    <Wrapper
      gap="xs"
      wrap="nowrap"
      aria-label={t('menu.label')}
      role="group"
      style={loadingStyle}
      aria-hidden={isLoading || undefined}
    >
      {user ? (
        <Suspense fallback={null}>
          <AccountMenu user={user} vertical={vertical} onNavigate={onNavigate} />
        </Suspense>
      ) : (
        <>
          <Anchor component={Link} to={WEB_PATHS.forgotPassword} size="sm" c="dimmed" onClick={onNavigate}>
            {t('menu.forgotPassword')}
          </Anchor>
          <Button component={Link} to={WEB_PATHS.login} variant="default" size="sm" onClick={onNavigate}>
            {t('menu.login')}
          </Button>
          <Button component={Link} to={WEB_PATHS.register} size="sm" onClick={onNavigate}>
            {t('menu.register')}
          </Button>
        </>
      )}
    </Wrapper>
  );
}
