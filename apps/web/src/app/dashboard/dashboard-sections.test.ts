import { describe, expect, it } from 'vitest';
import { sectionFrom, sectionsFor } from './dashboard-sections';

describe('dashboard sections', () => {
  it('gives admins every section but buying keys, and resellers none of the admin ones', () => {
    expect(sectionsFor({ isAdmin: true, isReseller: false })).toEqual([
      'generate',
      'keys',
      'activate',
      'summary',
      'sales',
      'check',
      'users',
      'orders',
      'pending-resellers',
      'resellers',
      'audit',
      'releases',
    ]);
    expect(sectionsFor({ isAdmin: false, isReseller: true })).toEqual([
      'keys',
      'activate',
      'summary',
      'sales',
      'check',
      'users',
      'orders',
      'buy-keys',
    ]);
    expect(sectionsFor({ isAdmin: true, isReseller: true })).toContain('buy-keys');
  });

  it('opens the section in the address only when the viewer may, else their first', () => {
    const reseller = sectionsFor({ isAdmin: false, isReseller: true });
    expect(sectionFrom('users', reseller)).toBe('users');
    expect(sectionFrom('audit', reseller)).toBe('keys');
    expect(sectionFrom('pending-resellers', reseller)).toBe('keys');
    expect(sectionFrom(null, sectionsFor({ isAdmin: true, isReseller: false }))).toBe('generate');
  });
});
