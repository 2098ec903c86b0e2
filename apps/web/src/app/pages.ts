import { type ComponentType, lazy } from 'react';
import { loadCountryOptions } from '../components/load-country-options';
import { currentLanguage, loadNamespaces } from '../i18n/i18n';
import { loadRoute } from '../lib/load-route';

/**
 * Every Mantine component's styles, in its `mantine` layer. Only first-paint-styles.css blocks the
 * first paint; every page renders once these are in too, so a dialog or a menu it opens is styled.
 */
const loadAllStyles = () => import('./mantine-components.css');

/** A lazily loaded page: its own chunk, the message namespaces it reads and the styles, fetched together. */
function page(chunkId: string, namespaces: string[], importer: () => Promise<ComponentType>) {
  return lazy(async () => {
    const [Component] = await Promise.all([loadRoute(chunkId, importer), loadNamespaces(namespaces), loadAllStyles()]);
    return { default: Component };
  });
}

/**
 * A page with a country select: the names in the reader's language come with its chunk, so that
 * the select names the countries at its first render (components/load-country-options.ts).
 */
function withCountryOptions(importer: () => Promise<ComponentType>): () => Promise<ComponentType> {
  return () => Promise.all([importer(), loadCountryOptions(currentLanguage())]).then(([page]) => page);
}

export const HomePage = page('home', ['home'], () =>
  import('../features/home/pages/home-page').then((m) => m.HomePage),
);
export const PricingPage = page('pricing', ['pricing'], () =>
  import('../features/pricing/pages/pricing-page').then((m) => m.PricingPage),
);
export const SupportPage = page('support', ['support'], () =>
  import('../features/support/pages/support-page').then((m) => m.SupportPage),
);
export const RefundPage = page('refund', ['policies'], () =>
  import('../features/policies/pages/refund-page').then((m) => m.RefundPage),
);
export const DeliveryPage = page('delivery', ['policies'], () =>
  import('../features/policies/pages/delivery-page').then((m) => m.DeliveryPage),
);
export const PrivacyPage = page('privacy', ['policies'], () =>
  import('../features/policies/pages/privacy-page').then((m) => m.PrivacyPage),
);
export const VideosPage = page('videos', ['tutorials'], () =>
  import('../features/tutorials/pages/videos-page').then((m) => m.VideosPage),
);
export const TutorialsPage = page('tutorials', ['tutorials'], () =>
  import('../features/tutorials/pages/tutorials-page').then((m) => m.TutorialsPage),
);
export const BeResellerPage = page(
  'be-reseller',
  ['resellers', 'validation'],
  withCountryOptions(() => import('../features/resellers/pages/be-reseller-page').then((m) => m.BeResellerPage)),
);
export const InvoiceViPage = page('invoice-vi', ['orders', 'payments'], () =>
  import('../features/orders/pages/invoice-vi-page').then((m) => m.InvoiceViPage),
);
export const InvoiceEnPage = page('invoice-en', ['orders', 'payments'], () =>
  import('../features/orders/pages/invoice-en-page').then((m) => m.InvoiceEnPage),
);
export const DonationPage = page('donation', ['orders', 'payments'], () =>
  import('../features/orders/pages/donation-page').then((m) => m.DonationPage),
);
export const ReceiptPage = page('receipt', ['orders'], () =>
  import('../features/orders/pages/receipt-page').then((m) => m.ReceiptPage),
);
export const RegisterPage = page(
  'register',
  ['auth', 'validation'],
  withCountryOptions(() => import('../features/auth/pages/register-page').then((m) => m.RegisterPage)),
);
// The login (auth) asks for the second factor (second-factor) when one is due: they meet here.
export const LoginPage = page('login', ['auth', 'validation', 'second-factor'], () =>
  import('./pages/login-with-second-factor').then((m) => m.LoginWithSecondFactor),
);
export const VerifyEmailPage = page('verify-email', ['auth', 'validation'], () =>
  import('../features/auth/pages/verify-email-page').then((m) => m.VerifyEmailPage),
);
export const ForgotPasswordPage = page('forgot-password', ['auth', 'validation'], () =>
  import('../features/auth/pages/forgot-password-page').then((m) => m.ForgotPasswordPage),
);
export const ResetPasswordPage = page('reset-password', ['auth', 'validation'], () =>
  import('../features/auth/pages/reset-password-page').then((m) => m.ResetPasswordPage),
);
export const SetupAdminPage = page('setup-admin', ['auth', 'validation'], () =>
  import('../features/auth/pages/setup-admin-page').then((m) => m.SetupAdminPage),
);
// The profile (auth) shows the plan's renewal (renewals) and lists the customer's computers (licences) and orders (orders): features never import each other, so they meet here.
export const ProfilePage = page('profile', ['auth', 'validation', 'renewals', 'licences', 'orders', 'payments'], () =>
  import('./pages/profile-with-sections').then((m) => m.ProfileWithSections),
);
export const RenewPage = page('renew', ['renewals'], () =>
  import('../features/renewals/pages/renew-page').then((m) => m.RenewPage),
);
export const DevicePage = page('device', ['licences'], () =>
  import('../features/licences/pages/device-page').then((m) => m.DevicePage),
);
export const SecurityPage = page('security', ['second-factor', 'validation'], () =>
  import('../features/second-factor/pages/security-page').then((m) => m.SecurityPage),
);
export const ChangePasswordPage = page('change-password', ['auth', 'validation'], () =>
  import('../features/auth/pages/change-password-page').then((m) => m.ChangePasswordPage),
);
// The dashboard is made of several features' sections (dashboard/dashboard-sections.ts), each its own chunk;
// the namespaces of what it shows around them (the backup notice, the reseller's corner) load with it.
export const UsersPage = page(
  'users',
  ['dashboard', 'auth', 'users', 'backups', 'resellers', 'orders', 'licences', 'renewals'],
  () => import('./dashboard/dashboard-page').then((m) => m.DashboardPage),
);
export const WritePostPage = page('write-post', ['cms', 'validation'], () =>
  import('../features/cms/pages/write-post-page').then((m) => m.WritePostPage),
);
export const CmsPage = page('cms', ['cms', 'validation'], () =>
  import('../features/cms/pages/cms-page').then((m) => m.CmsPage),
);
export const NotFoundPage = page('not-found', [], () => import('./pages/not-found-page').then((m) => m.NotFoundPage));
