import { DASHBOARD_SECTIONS } from '@oneclick/shared';
import { describe, expect, it } from 'vitest';
import { DASHBOARD, sectionFrom, sectionsFor } from './dashboard-sections';

const ids = (sections: readonly { id: string }[]) => sections.map((section) => section.id);

describe('dashboard sections', () => {
  it('has one entry for each shared section id, in the order of the tabs', () => {
    expect(ids(DASHBOARD)).toEqual(DASHBOARD_SECTIONS);
  });

  it('gives admins every section but buying keys, and resellers none of the admin ones', () => {
    const everyStaffSection = [
      'licence-keys',
      'licence-keys-redeem',
      'sales-summary',
      'sales',
      'renewals',
      'users-lookup',
      'users',
      'orders',
    ];
    expect(ids(sectionsFor({ isAdmin: true, isReseller: false }))).toEqual([
      'licence-keys-generate',
      ...everyStaffSection,
      'e-invoices',
      'resellers-applications',
      'resellers',
      'audit-log',
      'releases',
      'emails',
    ]);
    expect(ids(sectionsFor({ isAdmin: false, isReseller: true }))).toEqual([...everyStaffSection, 'orders-buy-keys']);
    expect(ids(sectionsFor({ isAdmin: true, isReseller: true }))).toContain('orders-buy-keys');
  });

  it('keeps the labels of the tabs', () => {
    expect(DASHBOARD.map((section) => section.label)).toEqual([
      'dashboard.sections.licence-keys-generate',
      'dashboard.sections.licence-keys',
      'dashboard.sections.licence-keys-redeem',
      'dashboard.sections.sales-summary',
      'dashboard.sections.sales',
      'dashboard.sections.renewals',
      'dashboard.sections.users-lookup',
      'dashboard.sections.users',
      'dashboard.sections.orders',
      'dashboard.sections.orders-buy-keys',
      'dashboard.sections.e-invoices',
      'dashboard.sections.resellers-applications',
      'dashboard.sections.resellers',
      'dashboard.sections.audit-log',
      'dashboard.sections.releases',
      'dashboard.sections.emails',
    ]);
  });

  it('opens the section in the address only when the viewer may, else their first', () => {
    const reseller = sectionsFor({ isAdmin: false, isReseller: true });
    expect(sectionFrom('users', reseller).id).toBe('users');
    expect(sectionFrom('audit-log', reseller).id).toBe('licence-keys');
    expect(sectionFrom('resellers-applications', reseller).id).toBe('licence-keys');
    expect(sectionFrom(null, sectionsFor({ isAdmin: true, isReseller: false })).id).toBe('licence-keys-generate');
  });

  it('opens a section by the id it had before, as links in e-mails already sent name it', () => {
    const admin = sectionsFor({ isAdmin: true, isReseller: false });
    const reseller = sectionsFor({ isAdmin: false, isReseller: true });
    expect(sectionFrom('keys', reseller).id).toBe('licence-keys');
    expect(sectionFrom('generate', admin).id).toBe('licence-keys-generate');
    expect(sectionFrom('activate', reseller).id).toBe('licence-keys-redeem');
    expect(sectionFrom('summary', reseller).id).toBe('sales-summary');
    expect(sectionFrom('check', reseller).id).toBe('users-lookup');
    expect(sectionFrom('buy-keys', reseller).id).toBe('orders-buy-keys');
    expect(sectionFrom('pending-resellers', admin).id).toBe('resellers-applications');
    expect(sectionFrom('audit', admin).id).toBe('audit-log');
    expect(sectionFrom('audit', reseller).id).toBe('licence-keys');
  });

  it('loads each section as its own screen', async () => {
    const screens = await Promise.all(DASHBOARD.map((section) => section.load()));
    expect(screens.every((screen) => typeof screen === 'function')).toBe(true);
    expect(new Set(screens).size).toBe(DASHBOARD.length);
  });
});
