/**
 * The staff dashboard's sections (`/users?section=<id>`), in the order its tabs show them. An id
 * is a server module's name: the module's main section is the module, its others `<module>-<what>`.
 */
export const DASHBOARD_SECTIONS = [
  'licence-keys-generate',
  'licence-keys',
  'licence-keys-redeem',
  'sales-summary',
  'sales',
  'users-lookup',
  'users',
  'orders',
  'orders-buy-keys',
  'resellers-applications',
  'resellers',
  'audit-log',
  'releases',
] as const;
export type DashboardSection = (typeof DASHBOARD_SECTIONS)[number];

/** The ids sections had before they took their modules' names: links in e-mails already sent carry them. */
export const LEGACY_DASHBOARD_SECTIONS: Readonly<Record<string, DashboardSection>> = {
  keys: 'licence-keys',
  generate: 'licence-keys-generate',
  activate: 'licence-keys-redeem',
  summary: 'sales-summary',
  check: 'users-lookup',
  'buy-keys': 'orders-buy-keys',
  'pending-resellers': 'resellers-applications',
  audit: 'audit-log',
};

/** The section an address's `section` names, by its id or an old one; null when it names none. */
export function dashboardSectionNamed(name: string | null): DashboardSection | null {
  if (name === null) return null;
  const section = DASHBOARD_SECTIONS.find((id) => id === name);
  if (section) return section;
  return Object.hasOwn(LEGACY_DASHBOARD_SECTIONS, name) ? LEGACY_DASHBOARD_SECTIONS[name]! : null;
}

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
  changePassword: '/change_password',
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
