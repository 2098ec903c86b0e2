import { Anchor, Button, Menu } from '@mantine/core';
import { authFlags, type SessionUser, WEB_PATHS } from '@oneclick/shared';
import { Link } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { useLogOut } from '../../features/auth/api/log-out';

interface AccountMenuProps {
  user: SessionUser;
  /** In the phone drawer the links stand in a column; in the header they open from the user's name. */
  vertical: boolean;
  onNavigate?: () => void;
}

/** The header's links once logged in. Its own chunk: visitors never download it. */
export default function AccountMenu({ user, vertical, onNavigate }: AccountMenuProps) {
  const { t } = useTranslation();
  const { isAdmin, isReseller, isEditor } = authFlags(user);
  const logOut = useLogOut();
  const links = [
    { to: WEB_PATHS.profile, label: t('menu.profile'), shown: true },
    { to: WEB_PATHS.dashboard, label: t('menu.users'), shown: isAdmin || isReseller },
    { to: WEB_PATHS.cms, label: t('menu.cms'), shown: isEditor },
    { to: WEB_PATHS.security, label: t('menu.security'), shown: true },
    { to: WEB_PATHS.changePassword, label: t('menu.changePassword'), shown: true },
  ].filter((link) => link.shown);

  if (vertical) {
    return (
      <>
        {links.map((link) => (
          <Anchor key={link.to} component={Link} to={link.to} onClick={onNavigate}>
            {link.label}
          </Anchor>
        ))}
        <Button variant="default" loading={logOut.isPending} onClick={() => logOut.mutate()}>
          {t('menu.logout')}
        </Button>
      </>
    );
  }

  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        <Button variant="default" size="sm" rightSection="▾" data-testid="account-menu" maw={320}>
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{user.name}</span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {links.map((link) => (
          <Menu.Item key={link.to} component={Link} to={link.to}>
            {link.label}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item onClick={() => logOut.mutate()} disabled={logOut.isPending}>
          {t('menu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
