import { describe, expect, it } from 'vitest';
import { isPurchasablePackage, PACKAGES } from './packages.js';

describe('package catalogue', () => {
  it('has the spec prices per 12 months, in cents', () => {
    expect(PACKAGES.basic.priceUsdCents).toBe(0);
    expect(PACKAGES.pro.priceUsdCents).toBe(59_900);
    expect(PACKAGES.premium.priceUsdCents).toBe(79_900);
  });

  it('has the spec limits', () => {
    expect([PACKAGES.basic, PACKAGES.pro, PACKAGES.premium].map((p) => p.cloudSaves)).toEqual([20, 50, null]);
    expect([PACKAGES.basic, PACKAGES.pro, PACKAGES.premium].map((p) => p.cncTools)).toEqual([2, 6, 21]);
  });

  it('sells only the paid packages', () => {
    expect(isPurchasablePackage('pro')).toBe(true);
    expect(isPurchasablePackage('premium')).toBe(true);
    expect(isPurchasablePackage('basic')).toBe(false);
    expect(isPurchasablePackage('toString')).toBe(false);
    expect(isPurchasablePackage(5)).toBe(false);
  });
});
