import { Container } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { ErrorAlert } from '../../components/error-alert';
import { PageLoader } from '../../components/page-loader';
import classes from './app-layout.module.css';
import { NavigationProgress } from './navigation-progress';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function AppLayout() {
  const { t } = useTranslation();
  return (
    <div className={classes.shell}>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <NavigationProgress />
      <SiteHeader />
      <Container component="main" id="main" size="lg" className={classes.main} tabIndex={-1}>
        <ErrorAlert />
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Container>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
