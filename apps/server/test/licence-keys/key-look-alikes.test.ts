import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licenceKeys, type UserRow, users } from '../../src/db/schema/index.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { getJson, logInAs, sendJson } from '../helpers/requests.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

interface KeyPage {
  items: { code: string; reseller: { id: string } | null }[];
  total: number;
}

/**
 * A key typed with Crockford's look-alikes (O for 0, I or L for 1), in any case, with or without
 * dashes, is the same key in every call that takes one: redeem, reassign, delete and search.
 */
describe('key codes read the same wherever they are typed', () => {
  let t: TestApp;
  let admin: string;
  let reseller: string;
  let resellerUser: UserRow;
  let otherReseller: UserRow;
  let customer: string;

  /** A key with a known code, full of the digits people misread. */
  async function keyWithCode(code: string, resellerId: string | null = null) {
    await t.database.db.insert(licenceKeys).values({ code, accountType: 5, months: 12, resellerId });
  }

  const search = (code: string, cookie = admin) =>
    getJson(t, `/api/v1/licence-keys?code=${encodeURIComponent(code)}`, { cookie });

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    admin = await logInAs(t, (await insertUser(db, { role: 1 })).email, TEST_PASSWORD);
    resellerUser = await insertUser(db, { role: 2, isReseller: true, commissionRate: 20 });
    otherReseller = await insertUser(db, { role: 2, isReseller: true, commissionRate: 10 });
    reseller = await logInAs(t, resellerUser.email, TEST_PASSWORD);
    customer = await logInAs(t, (await insertUser(db)).email, TEST_PASSWORD);
    await keyWithCode('1010ABCD0101EFGH', resellerUser.id);
    await keyWithCode('1010ABCD0101EFGJ', otherReseller.id);
    await keyWithCode('0000111122223333', resellerUser.id);
    await keyWithCode('0000111122224444');
    await keyWithCode('9999888877776666');
  });
  afterAll(() => t.close());

  it('finds a key by its whole code typed with look-alikes, any case, with or without dashes', async () => {
    for (const typed of ['1010-ABCD-0101-EFGH', 'lOlO-abcd-OIOI-efgh', 'IOIOABCDOLOLEFGH', ' 1010abcd0101efgh ']) {
      const page = (await search(typed)).json<KeyPage>();
      expect(
        page.items.map((key) => key.code),
        typed,
      ).toEqual(['1010-ABCD-0101-EFGH']);
    }
  });

  it('finds keys by the start of a code, and a reseller only among their own', async () => {
    const byAdmin = (await search('oooo-iiii')).json<KeyPage>();
    expect(byAdmin.items.map((key) => key.code).sort()).toEqual(['0000-1111-2222-3333', '0000-1111-2222-4444']);
    const startAdmin = (await search('lolo-abcd')).json<KeyPage>();
    expect(startAdmin.total).toBe(2);
    const byReseller = (await search('lolo-abcd', reseller)).json<KeyPage>();
    expect(byReseller.items.map((key) => key.code)).toEqual(['1010-ABCD-0101-EFGH']);
    expect((await search('1010ABCD0101EFGJ', reseller)).json<KeyPage>().total).toBe(0);
    expect((await search('5')).json<KeyPage>().total).toBe(0);
  });

  it('redeems, reassigns and withdraws a key typed with look-alikes', async () => {
    await keyWithCode('0110AAAA0110BBBB', resellerUser.id);
    await keyWithCode('0110CCCC0110DDDD');
    await keyWithCode('0110EEEE0110FFFF');
    const target = await insertUser(t.database.db);
    const redeemed = await sendJson(
      t,
      'POST',
      '/api/v1/licence-keys/redeem',
      { code: 'oIlo-aaaa-OLIO-bbbb', customerEmail: target.email },
      { cookie: reseller },
    );
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    const [row] = await t.database.db.select({ role: users.role }).from(users).where(eq(users.id, target.id));
    expect(row!.role).toBe(5);

    const reassigned = await sendJson(
      t,
      'PATCH',
      '/api/v1/licence-keys/OILOCCCCOILODDDD',
      { resellerId: resellerUser.id },
      { cookie: admin },
    );
    expect(reassigned.statusCode, reassigned.body).toBe(200);
    expect(reassigned.json()).toMatchObject({ code: '0110-CCCC-0110-DDDD', reseller: { id: resellerUser.id } });

    const deleted = await sendJson(t, 'DELETE', '/api/v1/licence-keys/olio-eeee-olio-ffff', undefined, {
      cookie: admin,
    });
    expect(deleted.statusCode).toBe(204);
    const [gone] = await t.database.db
      .select({ deletedAt: licenceKeys.deletedAt })
      .from(licenceKeys)
      .where(eq(licenceKeys.code, '0110EEEE0110FFFF'));
    expect(gone!.deletedAt).not.toBeNull();
  });

  it('refuses a search that cannot be the start of a code with KEY_START_INVALID, and keeps keys from customers', async () => {
    const [before] = await t.database.db.select({ n: count() }).from(licenceKeys);
    for (const typed of ['ABCU', 'AB CD', '%', '-', 'ABCD-EFGH-JKMN-PQRS-T', 'x'.repeat(65)]) {
      const res = await search(typed);
      expect(res.statusCode, typed).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: { fields: { code: 'KEY_START_INVALID' } },
      });
    }
    expect((await search('0000', customer)).statusCode).toBe(403);
    expect((await getJson(t, '/api/v1/licence-keys?code=0000')).statusCode).toBe(401);
    const [after] = await t.database.db.select({ n: count() }).from(licenceKeys);
    expect(after!.n).toBe(before!.n);
  });
});
