import { describe, expect, it } from 'vitest';
import { addCalendarMonths, planAfterActivation } from './plan-activation.js';
import { ROLES } from './roles.js';

const now = new Date('2026-03-15T10:00:00Z');

describe('addCalendarMonths', () => {
  it('counts calendar months, keeping the time of day', () => {
    expect(addCalendarMonths(now, 12).toISOString()).toBe('2027-03-15T10:00:00.000Z');
    expect(addCalendarMonths(now, 1).toISOString()).toBe('2026-04-15T10:00:00.000Z');
  });

  it('ends on the last day of a shorter month', () => {
    expect(addCalendarMonths(new Date('2026-01-31T08:00:00Z'), 1).toISOString()).toBe('2026-02-28T08:00:00.000Z');
    expect(addCalendarMonths(new Date('2027-12-31T08:00:00Z'), 2).toISOString()).toBe('2028-02-29T08:00:00.000Z');
  });
});

describe('planAfterActivation (D3)', () => {
  const pro12 = { accountType: ROLES.pro, months: 12 };

  it('extends the same type from its expiry while it runs', () => {
    const current = { role: ROLES.pro, expiresAt: new Date('2026-05-01T00:00:00Z') };
    expect(planAfterActivation(current, pro12, now)).toEqual({
      role: ROLES.pro,
      expiresAt: new Date('2027-05-01T00:00:00Z'),
    });
  });

  it('starts again from now when the same type has expired', () => {
    const current = { role: ROLES.pro, expiresAt: new Date('2026-03-01T00:00:00Z') };
    expect(planAfterActivation(current, pro12, now)).toEqual({
      role: ROLES.pro,
      expiresAt: addCalendarMonths(now, 12),
    });
  });

  it('replaces a different type, running or not, from now', () => {
    const current = { role: ROLES.premium, expiresAt: new Date('2026-12-01T00:00:00Z') };
    expect(planAfterActivation(current, pro12, now)).toEqual({
      role: ROLES.pro,
      expiresAt: addCalendarMonths(now, 12),
    });
  });

  it('starts from now for a Free account', () => {
    expect(
      planAfterActivation({ role: ROLES.free, expiresAt: null }, { accountType: ROLES.enterprise, months: 3 }, now),
    ).toEqual({
      role: ROLES.enterprise,
      expiresAt: new Date('2026-06-15T10:00:00Z'),
    });
  });
});
