import { describe, expect, it } from 'vitest';
import { LICENCE_FEATURES, LICENCE_OFFLINE_DAYS, licenceClaims, MACHINE_SEATS } from './licensing.js';
import { PACKAGES } from './packages.js';
import { ROLE_CODES, ROLES } from './roles.js';

const now = new Date('2026-11-25T10:00:00Z');
const at = (iso: string) => new Date(iso);
const seconds = (date: Date) => date.getTime() / 1000;
const machine = { fingerprint: 'fp-1', nonce: 'n-1' };
const DAY = 24 * 60 * 60;

describe('licenceClaims', () => {
  it('gives a running paid plan its type and features, offline for 14 days', () => {
    const claims = licenceClaims({ id: 'u1', role: ROLES.pro, expiresAt: at('2027-06-01T00:00:00Z') }, machine, now);
    expect(claims).toEqual({
      sub: 'u1',
      accountType: ROLES.pro,
      planExpiresAt: seconds(at('2027-06-01T00:00:00Z')),
      features: PACKAGES.pro.features,
      fingerprint: 'fp-1',
      nonce: 'n-1',
      iat: seconds(now),
      validUntil: seconds(now) + LICENCE_OFFLINE_DAYS * DAY,
    });
  });

  it('never lets a paid licence outlive its plan', () => {
    const end = at('2026-11-28T00:00:00Z');
    const claims = licenceClaims({ id: 'u1', role: ROLES.premium, expiresAt: end }, machine, now);
    expect(claims.accountType).toBe(ROLES.premium);
    expect(claims.validUntil).toBe(seconds(end));
  });

  it('turns an expired paid plan into a Free licence', () => {
    const claims = licenceClaims(
      { id: 'u1', role: ROLES.premium, expiresAt: at('2026-11-25T09:59:59Z') },
      machine,
      now,
    );
    expect(claims.accountType).toBe(ROLES.free);
    expect(claims.planExpiresAt).toBeNull();
    expect(claims.features).toEqual(PACKAGES.basic.features);
    expect(claims.validUntil).toBe(seconds(now) + LICENCE_OFFLINE_DAYS * DAY);
  });

  it('gives Free and staff accounts no plan end', () => {
    expect(licenceClaims({ id: 'u1', role: ROLES.free, expiresAt: null }, machine, now).planExpiresAt).toBeNull();
    const admin = licenceClaims({ id: 'u2', role: ROLES.admin, expiresAt: null }, machine, now);
    expect(admin.accountType).toBe(ROLES.admin);
    expect(admin.planExpiresAt).toBeNull();
  });
});

describe('seats and features', () => {
  it('are set for every account type, paid plans having more seats than Free', () => {
    for (const role of ROLE_CODES) {
      expect(MACHINE_SEATS[role]).toBeGreaterThanOrEqual(1);
      expect(LICENCE_FEATURES[role].length).toBeGreaterThan(0);
    }
    expect(MACHINE_SEATS[ROLES.free]).toBe(1);
    expect(MACHINE_SEATS[ROLES.pro]).toBe(2);
    expect(MACHINE_SEATS[ROLES.premium]).toBe(3);
    expect(MACHINE_SEATS[ROLES.enterprise]).toBe(10);
  });
});
