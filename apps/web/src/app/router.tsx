import type { ComponentType } from 'react';
import { createBrowserRouter } from 'react-router';
import { i18n } from '../i18n/i18n';
import { loadRoute } from '../lib/load-route';
import { isEditor, isStaff, RequireAuth } from './guards/require-auth';
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
            path: 'videos',
            lazy: page('videos', ['tutorials'], () =>
              import('../features/tutorials/pages/videos-page').then((m) => m.VideosPage),
            ),
          },
          {
            path: 'tutorials',
            lazy: page('tutorials', ['tutorials'], () =>
              import('../features/tutorials/pages/tutorials-page').then((m) => m.TutorialsPage),
            ),
          },
          {
            path: 'register',
            lazy: page('register', ['auth', 'validation'], () =>
              import('../features/auth/pages/register-page').then((m) => m.RegisterPage),
            ),
          },
          {
            path: 'login',
            lazy: page('login', ['auth', 'validation'], () =>
              import('../features/auth/pages/login-page').then((m) => m.LoginPage),
            ),
          },
          {
            path: 'verify_email',
            lazy: page('verify-email', ['auth', 'validation'], () =>
              import('../features/auth/pages/verify-email-page').then((m) => m.VerifyEmailPage),
            ),
          },
          {
            path: 'forgot_password',
            lazy: page('forgot-password', ['auth', 'validation'], () =>
              import('../features/auth/pages/forgot-password-page').then((m) => m.ForgotPasswordPage),
            ),
          },
          {
            path: 'reset_password',
            lazy: page('reset-password', ['auth', 'validation'], () =>
              import('../features/auth/pages/reset-password-page').then((m) => m.ResetPasswordPage),
            ),
          },
          {
            path: 'setup_admin',
            lazy: page('setup-admin', ['auth', 'validation'], () =>
              import('../features/auth/pages/setup-admin-page').then((m) => m.SetupAdminPage),
            ),
          },
          {
            Component: RequireAuth,
            children: [
              {
                path: 'profile',
                lazy: page('profile', ['auth', 'validation'], () =>
                  import('../features/auth/pages/profile-page').then((m) => m.ProfilePage),
                ),
              },
              {
                path: 'change_password',
                lazy: page('change-password', ['auth', 'validation'], () =>
                  import('../features/auth/pages/change-password-page').then((m) => m.ChangePasswordPage),
                ),
              },
            ],
          },
          {
            element: <RequireAuth allow={isStaff} />,
            children: [
              {
                path: 'users',
                lazy: page('users', ['auth', 'users'], () =>
                  import('../features/users/pages/users-page').then((m) => m.UsersPage),
                ),
              },
            ],
          },
          {
            element: <RequireAuth allow={isEditor} />,
            children: [
              {
                path: 'write_post',
                lazy: page('write-post', ['cms', 'validation'], () =>
                  import('../features/cms/pages/write-post-page').then((m) => m.WritePostPage),
                ),
              },
              {
                path: 'cms',
                lazy: page('cms', ['cms', 'validation'], () =>
                  import('../features/cms/pages/cms-page').then((m) => m.CmsPage),
                ),
              },
            ],
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
