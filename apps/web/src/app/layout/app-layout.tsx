import { Container } from '@mantine/core';
import { type ReactNode, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { ErrorAlert } from '../../components/error-alert';
import { PageLoader } from '../../components/page-loader';
import { FinishHydration, useInteractive } from '../hydration';
import { RouteErrorBoundary } from '../route-error-boundary';
import classes from './app-layout.module.css';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The frame of every page: header, the page itself (children), footer. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [pathname] = useLocation();
  const interactive = useInteractive();
  // A new page starts at its top. The first one stays where the browser put it: a visitor may have
  // scrolled the prerendered page before the app took it over, or come back to a place in it.
  const shownPathname = useRef(pathname);
  useEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    // Newer browsers return a promise from scrollTo: keep it out of the cleanup.
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    // A fieldset disables every button and field inside it (links still work) until the app has
    // taken a prerendered page over; it is a plain box otherwise (role="presentation").
    <fieldset className={classes.shell} disabled={!interactive} role="presentation">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <SiteHeader />
      <Container component="main" id="main" size="lg" className={classes.main} tabIndex={-1}>
        <ErrorAlert />
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<PageLoader />}>
            {children}
            <FinishHydration />
          </Suspense>
        </RouteErrorBoundary>
      </Container>
      <SiteFooter />
    </fieldset>
  );
}
