import type { ComponentType } from 'react';
import { createBrowserRouter } from 'react-router';
import { i18n } from '../i18n/i18n';
import { loadRoute } from '../lib/load-route';
import { AppLayout } from './layout/app-layout';
import { RouteErrorPage } from './route-error-page';

/** A lazily loaded page: its own chunk plus the message namespaces it reads. */
function page(chunkId: string, namespaces: string[], importer: () => Promise<ComponentType>) {
  return async () => {
    const [Component] = await Promise.all([loadRoute(chunkId, importer), i18n.loadNamespaces(namespaces)]);
    return { Component };
  };
}

export const router = createBrowserRouter([
  {
    Component: AppLayout,
    children: [
      {
        ErrorBoundary: RouteErrorPage,
        children: [
          {
            index: true,
            lazy: page('home', ['home'], () => import('../features/home/pages/home-page').then((m) => m.HomePage)),
          },
          {
            path: 'pricing',
            lazy: page('pricing', ['pricing'], () =>
              import('../features/pricing/pages/pricing-page').then((m) => m.PricingPage),
            ),
          },
          {
            path: 'support',
            lazy: page('support', ['support'], () =>
              import('../features/support/pages/support-page').then((m) => m.SupportPage),
            ),
          },
          {
            path: 'refund',
            lazy: page('refund', ['policies'], () =>
              import('../features/policies/pages/refund-page').then((m) => m.RefundPage),
            ),
          },
          {
            path: 'delivery',
            lazy: page('delivery', ['policies'], () =>
              import('../features/policies/pages/delivery-page').then((m) => m.DeliveryPage),
            ),
          },
          {
            path: 'privacy',
            lazy: page('privacy', ['policies'], () =>
              import('../features/policies/pages/privacy-page').then((m) => m.PrivacyPage),
            ),
          },
          {
            path: '*',
            lazy: page('not-found', [], () => import('./pages/not-found-page').then((m) => m.NotFoundPage)),
          },
        ],
      },
    ],
  },
]);
