/** The dashboard's sections, in the order the tabs show them (later issues add theirs here). */
export const DASHBOARD_SECTIONS = [
  'generate',
  'keys',
  'activate',
  'summary',
  'sales',
  'check',
  'users',
  'orders',
  'buy-keys',
  'pending-resellers',
  'resellers',
  'audit',
  'releases',
] as const;
export type DashboardSection = (typeof DASHBOARD_SECTIONS)[number];

const ADMIN_ONLY: readonly DashboardSection[] = ['generate', 'pending-resellers', 'resellers', 'audit', 'releases'];
/** Admins generate keys; only a reseller buys them. */
const RESELLER_ONLY: readonly DashboardSection[] = ['buy-keys'];

/** What a viewer may open: admins everything but buying keys, resellers what concerns their own keys and clients. */
export function sectionsFor({ isAdmin, isReseller }: { isAdmin: boolean; isReseller: boolean }): DashboardSection[] {
  return DASHBOARD_SECTIONS.filter(
    (section) => (isAdmin || !ADMIN_ONLY.includes(section)) && (isReseller || !RESELLER_ONLY.includes(section)),
  );
}

/** The section named in the address when the viewer may open it, else their first one. */
export function sectionFrom(name: string | null, allowed: readonly DashboardSection[]): DashboardSection {
  return allowed.find((section) => section === name) ?? allowed[0]!;
}
