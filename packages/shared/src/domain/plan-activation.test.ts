import { describe, expect, it } from 'vitest';
import {
  addCalendarMonths,
  catalogueTermPrice,
  DAY_MS,
  planAfterActivation,
  quotePlanActivation,
} from './plan-activation.js';
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

describe('planAfterActivation (D3: nothing paid is lost)', () => {
  const pro12 = { accountType: ROLES.pro, months: 12 };
  const premium12 = { accountType: ROLES.premium, months: 12 };

  it('extends the same type from its expiry while it runs', () => {
    const current = { role: ROLES.pro, expiresAt: new Date('2026-05-01T00:00:00Z') };
    expect(planAfterActivation(current, pro12, now)).toEqual({
      role: ROLES.pro,
      expiresAt: new Date('2027-05-01T00:00:00Z'),
      conversion: null,
    });
  });

  it('starts again from now when the plan has expired, of any type', () => {
    for (const role of [ROLES.pro, ROLES.premium]) {
      const current = { role, expiresAt: new Date('2026-03-01T00:00:00Z') };
      expect(planAfterActivation(current, pro12, now)).toEqual({
        role: ROLES.pro,
        expiresAt: addCalendarMonths(now, 12),
        conversion: null,
      });
    }
  });

  it('starts from now for a Free account', () => {
    expect(
      planAfterActivation({ role: ROLES.free, expiresAt: null }, { accountType: ROLES.enterprise, months: 3 }, now),
    ).toEqual({ role: ROLES.enterprise, expiresAt: new Date('2026-06-15T10:00:00Z'), conversion: null });
  });

  it("converts the issue's 730 days of Pro at 599 into 547 days of Premium at 799, on top of the new term", () => {
    const current = { role: ROLES.pro, expiresAt: new Date(now.getTime() + 730 * DAY_MS) };
    const plan = planAfterActivation(current, premium12, now);
    const convertedMs = Math.floor((730 * DAY_MS * 599) / 799);
    expect(plan.role).toBe(ROLES.premium);
    expect(plan.expiresAt).toEqual(new Date(addCalendarMonths(now, 12).getTime() + convertedMs));
    expect(plan.conversion).toEqual({
      fromRole: ROLES.pro,
      remainingMs: 730 * DAY_MS,
      convertedMs,
      remainingDays: 730,
      convertedDays: 547,
    });
    // 15 March 2027 10:00 plus 547.27 days (2028 has a 29 February)
    expect(plan.expiresAt.toISOString()).toBe('2028-09-12T16:31:05.331Z');
  });

  it('converts a downgrade the other way: Premium time buys more days of Pro', () => {
    const current = { role: ROLES.premium, expiresAt: new Date(now.getTime() + 599 * DAY_MS) };
    const plan = planAfterActivation(current, pro12, now);
    expect(plan.conversion).toMatchObject({ remainingDays: 599, convertedDays: 799 });
    expect(plan.expiresAt).toEqual(new Date(addCalendarMonths(now, 12).getTime() + 799 * DAY_MS));
  });

  it('converts day for day where a type has no catalogue price (Trial, Enterprise, Pro Designer)', () => {
    expect([ROLES.trial, ROLES.enterprise, ROLES.proDesigner].map(catalogueTermPrice)).toEqual([null, null, null]);
    expect(catalogueTermPrice(ROLES.free)).toBeNull();
    const cases = [
      [ROLES.trial, ROLES.pro],
      [ROLES.pro, ROLES.enterprise],
      [ROLES.enterprise, ROLES.premium],
      [ROLES.premium, ROLES.proDesigner],
    ] as const;
    for (const [from, to] of cases) {
      const remainingMs = 45 * DAY_MS + 3_600_000;
      const plan = planAfterActivation(
        { role: from, expiresAt: new Date(now.getTime() + remainingMs) },
        { accountType: to, months: 1 },
        now,
      );
      expect(plan.conversion).toMatchObject({
        fromRole: from,
        remainingMs,
        convertedMs: remainingMs,
        convertedDays: 45,
      });
      expect(plan.expiresAt).toEqual(new Date(addCalendarMonths(now, 1).getTime() + remainingMs));
    }
  });

  it('keeps a partial day: the exact remaining time converts, whole days are only for reading', () => {
    const remainingMs = 10 * DAY_MS + 12 * 3_600_000 + 1;
    const current = { role: ROLES.pro, expiresAt: new Date(now.getTime() + remainingMs) };
    const plan = planAfterActivation(current, premium12, now);
    expect(plan.conversion!.convertedMs).toBe(Math.floor((remainingMs * 599) / 799));
    expect(plan.conversion!.remainingDays).toBe(11);
    expect(plan.conversion!.convertedDays).toBe(8);
  });

  it('counts the new term from the end of a month and adds the converted time after it', () => {
    const endOfJanuary = new Date('2027-01-31T08:00:00Z');
    const current = { role: ROLES.pro, expiresAt: new Date('2027-03-02T08:00:00Z') }; // 30 days left
    const plan = planAfterActivation(current, { accountType: ROLES.premium, months: 1 }, endOfJanuary);
    expect(plan.conversion!.remainingDays).toBe(30);
    const convertedMs = Math.floor((30 * DAY_MS * 599) / 799);
    expect(plan.expiresAt).toEqual(new Date(new Date('2027-02-28T08:00:00Z').getTime() + convertedMs));
  });

  it('counts a leap day among the remaining days', () => {
    const current = { role: ROLES.premium, expiresAt: new Date('2028-03-01T00:00:00Z') };
    const plan = planAfterActivation(
      current,
      { accountType: ROLES.enterprise, months: 12 },
      new Date('2028-02-01T00:00:00Z'),
    );
    expect(plan.conversion!.remainingDays).toBe(29);
    expect(plan.expiresAt.toISOString()).toBe('2029-03-02T00:00:00.000Z');
  });

  it('converts the same at midnight in the business time zone (Asia/Ho_Chi_Minh, UTC+7) as at any other instant', () => {
    // 1 March 00:30 in Ho Chi Minh City is still 28 February in UTC: the time left is exact, not counted in dates.
    const justAfterMidnight = new Date('2027-02-28T17:30:00Z');
    const current = { role: ROLES.premium, expiresAt: new Date('2027-03-31T17:30:00Z') }; // 31 days left
    const plan = planAfterActivation(current, { accountType: ROLES.proDesigner, months: 1 }, justAfterMidnight);
    expect(plan.conversion).toMatchObject({ remainingMs: 31 * DAY_MS, convertedDays: 31 });
    expect(plan.expiresAt.toISOString()).toBe('2027-04-28T17:30:00.000Z');
    const local = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh', dateStyle: 'short' });
    expect(local.format(plan.expiresAt)).toBe('2027-04-29');
  });
});

const quoteNow = new Date('2026-11-25T03:00:00Z');

describe('quotePlanActivation', () => {
  it('names the running plan and what its time left is worth in the new type', () => {
    const expiresAt = new Date(quoteNow.getTime() + 730 * DAY_MS);
    expect(
      quotePlanActivation({ role: ROLES.pro, expiresAt }, { accountType: ROLES.premium, months: 12 }, quoteNow),
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
      { role: ROLES.premium, expiresAt: new Date(quoteNow.getTime() - 1) },
      { role: ROLES.reseller, expiresAt: new Date(quoteNow.getTime() + DAY_MS) },
    ]) {
      const quote = quotePlanActivation(customer, { accountType: ROLES.pro, months: 1 }, quoteNow);
      expect(quote).toMatchObject({ current: null, conversion: null, expiresAt: '2026-12-25T03:00:00.000Z' });
    }
  });
});
