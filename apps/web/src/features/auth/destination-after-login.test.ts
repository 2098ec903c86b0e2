import type { SessionUser } from '@oneclick/shared';
import { describe, expect, it } from 'vitest';
import { saveNextUrl } from '../../lib/next-url';
import { destinationAfterLogin } from './destination-after-login';

const customer: SessionUser = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Lan',
  email: 'lan@factory.test',
  role: 4,
  effectiveRole: 4,
  expiresAt: null,
  country: 'VN',
  language: 'vi',
  isReseller: false,
  commissionRate: null,
  editor: null,
  secondFactor: false,
  company: { companyName: null, companyAddress: null, taxCode: null, personalId: null },
};

describe('destinationAfterLogin', () => {
  it('sends admins and resellers to /users, whatever was stored', () => {
    saveNextUrl('/invoice_en');
    expect(destinationAfterLogin({ ...customer, role: 1, secondFactor: true }, '/profile')).toBe('/users');
    expect(destinationAfterLogin({ ...customer, isReseller: true }, undefined)).toBe('/users');
    expect(localStorage.getItem('next_url')).toBeNull();
  });

  it('sends an admin whose session has not proved a second factor to set one up', () => {
    saveNextUrl('/invoice_en');
    expect(destinationAfterLogin({ ...customer, role: 0 }, '/users')).toBe('/security');
    expect(destinationAfterLogin({ ...customer, role: 1 }, undefined)).toBe('/security');
    expect(localStorage.getItem('next_url')).toBeNull();
    // A reseller or a customer is offered one, not made to have one.
    expect(destinationAfterLogin({ ...customer, isReseller: true }, undefined)).toBe('/users');
  });

  it('returns a customer to the guarded page first, then to the stored next-URL, then to the profile', () => {
    expect(destinationAfterLogin(customer, '/change_password')).toBe('/change_password');
    saveNextUrl('/invoice_en');
    expect(destinationAfterLogin(customer, undefined)).toBe('/invoice_en');
    expect(destinationAfterLogin(customer, undefined)).toBe('/profile');
  });

  it('ignores a guarded path that leaves the site', () => {
    expect(destinationAfterLogin(customer, '//evil.example')).toBe('/profile');
    localStorage.setItem('next_url', 'https://evil.example');
    expect(destinationAfterLogin(customer, undefined)).toBe('/profile');
  });
});
