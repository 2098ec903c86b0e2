import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licenceKeys, saleRecords, type UserRow } from '../../src/db/schema/index.js';
import { newKeyCode } from '../../src/domain/key-codes.js';
import { insertUser } from '../helpers/factories.js';
import { provedSession } from '../helpers/requests.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('redeeming licence keys is rate-limited', () => {
  let t: TestApp;
  let customer: UserRow;

  /** A staff member's session cookie, without a login (logins have limits of their own). */
  async function staff(overrides: Partial<UserRow> = { role: 1 }) {
    const user = await insertUser(t.database.db, overrides);
    return { user, cookie: await provedSession(t, user) };
  }

  function redeem(code: string, cookie: string, address: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/licence-keys/redeem',
      remoteAddress: address,
      headers: { origin: t.config.publicUrl, cookie },
      payload: { code, customerEmail: customer.email },
    });
  }

  /** A key nobody has: a guess. */
  function guess(cookie: string, address: string) {
    return redeem(newKeyCode(), cookie, address);
  }

  async function newKey(resellerId: string | null = null): Promise<string> {
    const [key] = await t.database.db
      .insert(licenceKeys)
      .values({ code: newKeyCode(), accountType: 5, months: 1, resellerId })
      .returning();
    return key!.code;
  }

  async function keyUsed(code: string) {
    const [key] = await t.database.db.select().from(licenceKeys).where(eq(licenceKeys.code, code));
    return key!.usedAt !== null;
  }

  async function sales() {
    const [row] = await t.database.db.select({ n: count() }).from(saleRecords);
    return row!.n;
  }

  beforeAll(async () => {
    t = await createTestApp();
    customer = await insertUser(t.database.db);
  });
  afterAll(() => t.close());

  it('refuses a staff account its 31st attempt in 10 minutes with 429 and Retry-After, and redeems nothing', async () => {
    const guesser = await staff({ role: 2, isReseller: true, commissionRate: 20 });
    for (let attempt = 1; attempt <= 30; attempt++) {
      const res = await guess(guesser.cookie, `203.0.113.${attempt}`);
      expect(res.statusCode, `attempt ${attempt}`).toBe(404);
    }
    const code = await newKey(guesser.user.id);
    const salesBefore = await sales();
    const refused = await redeem(code, guesser.cookie, '203.0.113.99');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect(await keyUsed(code)).toBe(false);
    expect(await sales()).toBe(salesBefore);

    const other = await redeem(code, (await staff()).cookie, '198.51.100.7');
    expect(other.statusCode, other.body).toBe(200);
    expect(await keyUsed(code)).toBe(true);
  });

  it('refuses an address its 101st attempt in 10 minutes, whichever staff make them', async () => {
    const office = '192.0.2.10';
    for (let member = 0; member < 4; member++) {
      const { cookie } = await staff();
      for (let attempt = 0; attempt < 25; attempt++) expect((await guess(cookie, office)).statusCode).toBe(404);
    }
    const code = await newKey();
    const newcomer = (await staff()).cookie;
    const refused = await redeem(code, newcomer, office);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await keyUsed(code)).toBe(false);

    const elsewhere = await redeem(code, newcomer, '192.0.2.11');
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
  });
});
