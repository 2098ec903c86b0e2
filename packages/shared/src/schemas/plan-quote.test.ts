import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../domain/plan-activation.js';
import { ROLES } from '../domain/roles.js';
import { quotePlanActivation } from './plan-quote.js';

const now = new Date('2026-11-25T03:00:00Z');

describe('quotePlanActivation', () => {
  it('names the running plan and what its time left is worth in the new type', () => {
    const expiresAt = new Date(now.getTime() + 730 * DAY_MS);
    expect(
      quotePlanActivation({ role: ROLES.pro, expiresAt }, { accountType: ROLES.premium, months: 12 }, now),
    ).toEqual({
      accountType: ROLES.premium,
      months: 12,
      expiresAt: new Date(Date.UTC(2027, 10, 25, 3) + Math.floor((730 * DAY_MS * 599) / 799)).toISOString(),
      current: { accountType: ROLES.pro, expiresAt: expiresAt.toISOString() },
      conversion: { fromAccountType: ROLES.pro, remainingDays: 730, convertedDays: 547 },
    });
  });

  it('has no running plan for Free, an expired plan, or a role that carries no plan', () => {
    for (const customer of [
      { role: ROLES.free, expiresAt: null },
      { role: ROLES.premium, expiresAt: new Date(now.getTime() - 1) },
      { role: ROLES.reseller, expiresAt: new Date(now.getTime() + DAY_MS) },
    ]) {
      const quote = quotePlanActivation(customer, { accountType: ROLES.pro, months: 1 }, now);
      expect(quote).toMatchObject({ current: null, conversion: null, expiresAt: '2026-12-25T03:00:00.000Z' });
    }
  });
});
