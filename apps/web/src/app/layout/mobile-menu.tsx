import { Divider, Drawer, Stack } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { HeaderMenu } from './header-menu';
import { LanguageSwitcher } from './language-switcher';
import { MainNav } from './main-nav';

interface MobileMenuProps {
  opened: boolean;
  onClose: () => void;
}

/** The phone-width menu. Loaded on first open, so the drawer's code stays off the home page. */
export default function MobileMenu({ opened, onClose }: MobileMenuProps) {
  const { t } = useTranslation();
  return (
    <Drawer opened={opened} onClose={onClose} hiddenFrom="lg" size="xs" position="right" title={t('appName')}>
      <Stack gap="xs">
        <MainNav vertical onNavigate={onClose} />
        <Divider my="sm" />
        <HeaderMenu vertical onNavigate={onClose} />
        <Divider my="sm" />
        <LanguageSwitcher />
      </Stack>
    </Drawer>
  );
}
