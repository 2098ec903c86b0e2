import { describe, expect, it } from 'vitest';
import { DASHBOARD_SECTIONS, dashboardSectionNamed, LEGACY_DASHBOARD_SECTIONS } from './dashboard-sections.js';
import { dashboardPath, receiptPath } from './web-paths.js';

describe('dashboard sections', () => {
  it('names each section by its id', () => {
    for (const section of DASHBOARD_SECTIONS) expect(dashboardSectionNamed(section)).toBe(section);
  });

  it('still opens the sections the links in e-mails already sent name by their old ids', () => {
    expect(LEGACY_DASHBOARD_SECTIONS).toEqual({
      keys: 'licence-keys',
      generate: 'licence-keys-generate',
      activate: 'licence-keys-redeem',
      summary: 'sales-summary',
      check: 'users-lookup',
      'buy-keys': 'orders-buy-keys',
      'pending-resellers': 'resellers-applications',
      audit: 'audit-log',
    });
    for (const [old, section] of Object.entries(LEGACY_DASHBOARD_SECTIONS)) {
      expect(dashboardSectionNamed(old)).toBe(section);
    }
    // The ids that did not change are today's.
    for (const kept of ['sales', 'users', 'orders', 'resellers', 'releases']) {
      expect(dashboardSectionNamed(kept)).toBe(kept);
    }
  });

  it('names no section for anything else', () => {
    for (const name of [null, '', 'nothing', 'constructor', 'toString', '__proto__', 'Keys']) {
      expect(dashboardSectionNamed(name)).toBeNull();
    }
  });
});

describe('web paths', () => {
  it('opens the dashboard, at a section when one is named', () => {
    expect(dashboardPath()).toBe('/users');
    expect(dashboardPath('licence-keys')).toBe('/users?section=licence-keys');
  });

  it('puts the order in the receipt path', () => {
    expect(receiptPath('A1B2C3D4E5F6')).toBe('/receipt/A1B2C3D4E5F6');
  });
});
