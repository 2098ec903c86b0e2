import { DAY_MS } from '@oneclick/shared';
import { count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, licenceKeys, saleRecords, type UserRow, users } from '../../src/db/schema/index.js';
import { newKeyCode } from '../../src/domain/key-codes.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { logInAs, sendJson } from '../helpers/requests.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** Activate User's quote over HTTP: who may ask and what it refuses; its rules are redemption-quote.rules.test.ts's. */
describe('the redemption quote over HTTP', () => {
  let t: TestApp;
  let admin: string;
  let reseller: string;
  let resellerUser: UserRow;
  const cookies = new Map<string, string>();

  async function key(values: { accountType: number; months: number; resellerId?: string | null }) {
    const [row] = await t.database.db
      .insert(licenceKeys)
      .values({ code: newKeyCode(), resellerId: null, ...values })
      .returning();
    return row!;
  }

  /** A customer with Pro for another 730 days. */
  function proCustomer(overrides: Partial<UserRow> = {}) {
    return insertUser(t.database.db, { role: 5, expiresAt: new Date(Date.now() + 730 * DAY_MS), ...overrides });
  }

  const quote = (body: unknown, cookie?: string) =>
    sendJson(t, 'POST', '/api/v1/licence-keys/redeem/quote', body, { cookie });

  async function changes() {
    const db = t.database.db;
    const [sales] = await db.select({ n: count() }).from(saleRecords);
    const [audits] = await db.select({ n: count() }).from(auditLog);
    const [used] = await db.select({ n: count() }).from(licenceKeys).where(isNotNull(licenceKeys.usedAt));
    const plans = await db.select({ id: users.id, role: users.role, expiresAt: users.expiresAt }).from(users);
    return { sales: sales!.n, audits: audits!.n, used: used!.n, plans };
  }

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    admin = await logInAs(t, (await insertUser(db, { role: 1 })).email, TEST_PASSWORD);
    resellerUser = await insertUser(db, { role: 2, isReseller: true, commissionRate: 20 });
    reseller = await logInAs(t, resellerUser.email, TEST_PASSWORD);
    for (const [kind, values] of Object.entries({
      customer: { role: 5, expiresAt: new Date(Date.now() + DAY_MS) },
      editor: { editorScope: 'admin' },
      revokedReseller: { role: 2, isReseller: false },
    })) {
      cookies.set(kind, await logInAs(t, (await insertUser(db, values)).email, TEST_PASSWORD));
    }
  });
  afterAll(() => t.close());

  it('answers staff with the quote for a key and an address as typed, changing nothing', async () => {
    const customer = await proCustomer({ name: 'Nguyễn Văn An' });
    const premium = await key({ accountType: 6, months: 12, resellerId: resellerUser.id });
    const before = await changes();
    const res = await quote(
      { code: premium.code.toLowerCase(), customerEmail: customer.email.toUpperCase() },
      reseller,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      customer: { id: customer.id, name: 'Nguyễn Văn An', email: customer.email },
      accountType: 6,
      conversion: { fromAccountType: 5, remainingDays: 730, convertedDays: 547 },
    });
    expect(await changes()).toEqual(before);
  });

  it('refuses whoever may not activate, and what the redemption would refuse, changing nothing', async () => {
    const customer = await proCustomer();
    const own = await key({ accountType: 6, months: 12, resellerId: resellerUser.id });
    const direct = await key({ accountType: 6, months: 12 });
    const used = await key({ accountType: 6, months: 12 });
    await t.database.db
      .update(licenceKeys)
      .set({ usedAt: new Date(), usedById: customer.id })
      .where(eq(licenceKeys.id, used.id));
    const unverified = await insertUser(t.database.db, { emailVerifiedAt: null });
    const staffAccount = await insertUser(t.database.db, { role: 1 });
    const body = { code: own.code, customerEmail: customer.email };
    const before = await changes();

    const refusals: [unknown, string | undefined, number, string, string?][] = [
      [body, undefined, 401, 'UNAUTHENTICATED'],
      [body, cookies.get('customer'), 403, 'FORBIDDEN'],
      [body, cookies.get('editor'), 403, 'FORBIDDEN'],
      [body, cookies.get('revokedReseller'), 403, 'FORBIDDEN'],
      [{ ...body, code: direct.code }, reseller, 404, 'NOT_FOUND', 'KEY_NOT_FOUND'],
      [{ ...body, code: newKeyCode() }, admin, 404, 'NOT_FOUND', 'KEY_NOT_FOUND'],
      [{ ...body, code: used.code }, admin, 409, 'CONFLICT', 'KEY_USED'],
      [{ ...body, customerEmail: 'nobody@factory.test' }, admin, 404, 'NOT_FOUND', 'ACCOUNT_NOT_FOUND'],
      [{ ...body, customerEmail: unverified.email }, admin, 409, 'CONFLICT', 'CUSTOMER_NOT_VERIFIED'],
      [{ ...body, customerEmail: staffAccount.email }, admin, 409, 'CONFLICT', 'NOT_A_CUSTOMER'],
      [{ ...body, code: 'not a key' }, admin, 400, 'VALIDATION_FAILED'],
      [{ ...body, customerEmail: 'not-an-email' }, admin, 400, 'VALIDATION_FAILED'],
      [{ code: own.code }, admin, 400, 'VALIDATION_FAILED'],
      [{ ...body, months: 36 }, admin, 400, 'VALIDATION_FAILED'],
    ];
    for (const [input, cookie, status, code, reason] of refusals) {
      const res = await quote(input, cookie);
      expect(res.statusCode, `${JSON.stringify(input)}: ${res.body}`).toBe(status);
      expect(res.json().code).toBe(code);
      if (reason) expect(res.json().details.reason).toBe(reason);
    }
    expect(await changes()).toEqual(before);
  });
});
