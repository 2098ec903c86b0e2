import { WEB_PATHS } from '@oneclick/shared';
import { Burger, Container, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { BrandMark } from '../../components/brand-mark';
import { HeaderMenu } from './header-menu';
import { LanguageSwitcher } from './language-switcher';
import { MainNav } from './main-nav';
import classes from './site-header.module.css';

const MobileMenu = lazy(() => import('./mobile-menu'));

export function SiteHeader() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.inner}>
        <Link to={WEB_PATHS.home} className={classes.brand} aria-label={t('appName')}>
          <BrandMark />
          <Text component="span" fw={800} fz="lg">
            {t('appName')}
          </Text>
        </Link>
        <Group gap={4} visibleFrom="lg">
          <MainNav />
        </Group>
        <Group gap="sm" visibleFrom="lg" wrap="nowrap">
          <HeaderMenu />
          <LanguageSwitcher />
        </Group>
        <Burger
          opened={opened}
          onClick={() => {
            setMenuLoaded(true);
            toggle();
          }}
          hiddenFrom="lg"
          aria-label={opened ? t('nav.closeMenu') : t('nav.openMenu')}
        />
      </Container>
      {menuLoaded && (
        <Suspense fallback={null}>
          <MobileMenu opened={opened} onClose={close} />
        </Suspense>
      )}
    </header>
  );
}
