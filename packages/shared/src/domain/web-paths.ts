import type { DashboardSection } from './dashboard-sections.js';
import type { PaymentMethod } from './orders.js';
import type { PackageId } from './packages.js';

/**
 * Every page of the web app, by name: the router declares its routes with them, and every link to
 * a page (the web's own, the server's e-mails, PayPal's return, the device flow, the set-up link)
 * is written with them, so renaming a page changes the links too. Lint refuses a page path written
 * as a string in the web's links.
 */
export const WEB_PATHS = {
  home: '/',
  pricing: '/pricing',
  support: '/support',
  refund: '/refund',
  delivery: '/delivery',
  privacy: '/privacy',
  videos: '/videos',
  tutorials: '/tutorials',
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
  invoiceVi: '/invoice_vi',
  receipt: '/receipt/:orderId',
  dashboard: '/users',
  cms: '/cms',
  writePost: '/write_post',
} as const;

/** The dashboard, opened at a section when one is named. */
export function dashboardPath(section?: DashboardSection): string {
  return section ? `${WEB_PATHS.dashboard}?section=${section}` : WEB_PATHS.dashboard;
}

/** The printable receipt of one order. */
export function receiptPath(orderId: string): string {
  return WEB_PATHS.receipt.replace(':orderId', encodeURIComponent(orderId));
}

/** Each way to pay a plan has its invoice: PayPal's in US dollars, the bank transfer's in dong. */
const INVOICE_PATHS = { paypal: WEB_PATHS.invoiceEn, bank_transfer: WEB_PATHS.invoiceVi } as const;

/**
 * An invoice: of an order the server made (`?order=<id>`), or of a plan chosen but not yet
 * ordered (`?package=&months=`), where the login brings a visitor back to order it.
 */
export function invoicePath(method: PaymentMethod, of: string | { packageId: PackageId; months: number }): string {
  const query: Record<string, string> =
    typeof of === 'string' ? { order: of } : { package: of.packageId, months: String(of.months) };
  return `${INVOICE_PATHS[method]}?${new URLSearchParams(query).toString()}`;
}
