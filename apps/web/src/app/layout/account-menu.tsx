import { Anchor, Button } from '@mantine/core';
import { authFlags, type SessionUser } from '@oneclick/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLogOut } from '../../features/auth/api/log-out';

interface AccountMenuProps {
  user: SessionUser;
  onNavigate?: () => void;
}

/** The header's links once logged in. Its own chunk: visitors never download it. */
export default function AccountMenu({ user, onNavigate }: AccountMenuProps) {
  const { t } = useTranslation();
  const { isAdmin, isReseller, isEditor } = authFlags(user);
  const logOut = useLogOut();
  return (
    <>
      {(isAdmin || isReseller) && (
        <Anchor component={Link} to="/users" size="sm" onClick={onNavigate}>
          {t('menu.users')}
        </Anchor>
      )}
      {isEditor && (
        <Anchor component={Link} to="/cms" size="sm" onClick={onNavigate}>
          {t('menu.cms')}
        </Anchor>
      )}
      <Anchor component={Link} to="/profile" size="sm" fw={600} onClick={onNavigate} data-testid="menu-profile">
        {user.name}
      </Anchor>
      <Anchor component={Link} to="/change_password" size="sm" c="dimmed" onClick={onNavigate}>
        {t('menu.changePassword')}
      </Anchor>
      <Button variant="default" size="sm" loading={logOut.isPending} onClick={() => logOut.mutate()}>
        {t('menu.logout')}
      </Button>
    </>
  );
}
