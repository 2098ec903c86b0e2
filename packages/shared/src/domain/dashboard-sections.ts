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
  'renewals',
  'users-lookup',
  'users',
  'orders',
  'orders-buy-keys',
  'e-invoices',
  'resellers-applications',
  'resellers',
  'audit-log',
  'releases',
  'emails',
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
