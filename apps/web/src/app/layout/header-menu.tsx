import { Anchor, Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface HeaderMenuProps {
  vertical?: boolean;
  onNavigate?: () => void;
}

/** Account links for a visitor who is not logged in. */
export function HeaderMenu({ vertical = false, onNavigate }: HeaderMenuProps) {
  const { t } = useTranslation();
  const Wrapper = vertical ? Stack : Group;
  return (
    <Wrapper gap="xs" wrap="nowrap" aria-label={t('menu.label')} role="group">
      <Anchor component={Link} to="/forgot_password" size="sm" c="dimmed" onClick={onNavigate}>
        {t('menu.forgotPassword')}
      </Anchor>
      <Button component={Link} to="/login" variant="default" size="sm" onClick={onNavigate}>
        {t('menu.login')}
      </Button>
      <Button component={Link} to="/register" size="sm" onClick={onNavigate}>
        {t('menu.register')}
      </Button>
    </Wrapper>
  );
}
