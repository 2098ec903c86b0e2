import { type DashboardSection, dashboardSectionNamed } from '@oneclick/shared';
import type { ComponentType } from 'react';

/** Who may open a section: every staff viewer (admins and resellers), admins only, or resellers only. */
export type SectionAccess = 'staff' | 'admin' | 'reseller';

export interface Viewer {
  isAdmin: boolean;
  isReseller: boolean;
}

export interface DashboardSectionEntry {
  id: DashboardSection;
  /** The `users` message naming its tab, keyed by the section's id. */
  label: `dashboard.sections.${DashboardSection}`;
  access: SectionAccess;
  /** Its screen, in a chunk of its own fetched when the section first opens. */
  load: () => Promise<ComponentType>;
}

/**
 * The dashboard's sections in the order of its tabs, each from the feature named as its
 * server module (or from this folder, where two features meet). Admins generate keys; only a
 * reseller buys them.
 */
export const DASHBOARD: readonly DashboardSectionEntry[] = [
  {
    id: 'licence-keys-generate',
    label: 'dashboard.sections.licence-keys-generate',
    access: 'admin',
    load: () => import('../../features/licence-keys/components/generate-keys-form').then((m) => m.GenerateKeysForm),
  },
  {
    id: 'licence-keys',
    label: 'dashboard.sections.licence-keys',
    access: 'staff',
    load: () => import('../../features/licence-keys/components/licence-keys-section').then((m) => m.LicenceKeysSection),
  },
  {
    id: 'licence-keys-redeem',
    label: 'dashboard.sections.licence-keys-redeem',
    access: 'staff',
    load: () => import('../../features/licence-keys/components/activate-user-form').then((m) => m.ActivateUserForm),
  },
  {
    id: 'sales-summary',
    label: 'dashboard.sections.sales-summary',
    access: 'staff',
    load: () => import('../../features/sales/components/sales-summary').then((m) => m.SalesSummary),
  },
  {
    id: 'sales',
    label: 'dashboard.sections.sales',
    access: 'staff',
    load: () => import('../../features/sales/components/sales-report').then((m) => m.SalesReport),
  },
  {
    id: 'renewals',
    label: 'dashboard.sections.renewals',
    access: 'staff',
    load: () => import('../../features/renewals/components/renewals-section').then((m) => m.RenewalsSection),
  },
  {
    id: 'users-lookup',
    label: 'dashboard.sections.users-lookup',
    access: 'staff',
    load: () => import('./users-lookup-section').then((m) => m.UsersLookupSection),
  },
  {
    id: 'users',
    label: 'dashboard.sections.users',
    access: 'staff',
    load: () => import('../../features/users/components/users-section').then((m) => m.UsersSection),
  },
  {
    id: 'orders',
    label: 'dashboard.sections.orders',
    access: 'staff',
    load: () => import('../../features/orders/components/orders-section').then((m) => m.OrdersSection),
  },
  {
    id: 'orders-buy-keys',
    label: 'dashboard.sections.orders-buy-keys',
    access: 'reseller',
    load: () => import('./buy-keys-section').then((m) => m.BuyKeysSection),
  },
  {
    id: 'e-invoices',
    label: 'dashboard.sections.e-invoices',
    access: 'admin',
    load: () => import('../../features/e-invoices/components/e-invoices-section').then((m) => m.EInvoicesSection),
  },
  {
    id: 'resellers-applications',
    label: 'dashboard.sections.resellers-applications',
    access: 'admin',
    load: () =>
      import('../../features/resellers/components/reseller-applications-list').then((m) => m.ResellerApplicationsList),
  },
  {
    id: 'resellers',
    label: 'dashboard.sections.resellers',
    access: 'admin',
    load: () => import('../../features/resellers/components/resellers-table').then((m) => m.ResellersTable),
  },
  {
    id: 'audit-log',
    label: 'dashboard.sections.audit-log',
    access: 'admin',
    load: () => import('../../features/audit-log/components/audit-log-section').then((m) => m.AuditLogSection),
  },
  {
    id: 'releases',
    label: 'dashboard.sections.releases',
    access: 'admin',
    load: () => import('../../features/releases/components/releases-section').then((m) => m.ReleasesSection),
  },
  {
    id: 'emails',
    label: 'dashboard.sections.emails',
    access: 'admin',
    load: () => import('../../features/emails/components/emails-section').then((m) => m.EmailsSection),
  },
];

const MAY_OPEN: Record<SectionAccess, (viewer: Viewer) => boolean> = {
  staff: ({ isAdmin, isReseller }) => isAdmin || isReseller,
  admin: ({ isAdmin }) => isAdmin,
  reseller: ({ isReseller }) => isReseller,
};

/** What a viewer may open: admins everything but buying keys, resellers what concerns their own keys and clients. */
export function sectionsFor(viewer: Viewer): DashboardSectionEntry[] {
  return DASHBOARD.filter((section) => MAY_OPEN[section.access](viewer));
}

/** The section named in the address (an old id too) when the viewer may open it, else their first one. */
export function sectionFrom(name: string | null, allowed: readonly DashboardSectionEntry[]): DashboardSectionEntry {
  const named = dashboardSectionNamed(name);
  return allowed.find((section) => section.id === named) ?? allowed[0]!;
}
