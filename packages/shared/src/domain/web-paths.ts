import type { DashboardSection } from './dashboard-sections.js';

/**
 * The web app's pages the server links to (e-mails, PayPal's return, the device flow, the set-up
 * link): the router declares its routes with them, so renaming a page changes the links too.
 */
export const WEB_PATHS = {
  register: '/register',
  login: '/login',
  verifyEmail: '/verify_email',
  forgotPassword: '/forgot_password',
  resetPassword: '/reset_password',
  setupAdmin: '/setup_admin',
  profile: '/profile',
  renew: '/renew',
  changePassword: '/change_password',
  security: '/security',
  device: '/device',
  beReseller: '/be_reseller',
  donation: '/donation',
  invoiceEn: '/invoice_en',
  receipt: '/receipt/:orderId',
  dashboard: '/users',
} as const;

/** The dashboard, opened at a section when one is named. */
export function dashboardPath(section?: DashboardSection): string {
  return section ? `${WEB_PATHS.dashboard}?section=${section}` : WEB_PATHS.dashboard;
}

/** The printable receipt of one order. */
export function receiptPath(orderId: string): string {
  return WEB_PATHS.receipt.replace(':orderId', encodeURIComponent(orderId));
}
