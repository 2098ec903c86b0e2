import { addCalendarMonths } from '@oneclick/shared';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licenceKeys, saleRecords, users } from '../../src/db/schema/index.js';
import { newKeyCode } from '../../src/domain/key-codes.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { logInAs, sendJson } from '../helpers/requests.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000);

/**
 * A reseller renews a client with one of their keys from the Renewals section: on PostgreSQL the
 * clicks meet on real connections at the same moment.
 */
describe('POST /api/v1/renewals/:id/renew-with-key', () => {
  let t: TestApp;
  let seller: { id: string; cookie: string };

  async function keysOf(resellerId: string, accountType: number, months: number[]) {
    await t.database.db
      .insert(licenceKeys)
      .values(months.map((m) => ({ code: newKeyCode(), accountType, months: m, resellerId })));
  }

  const renew = (clientId: string, expiresAt: Date, cookie = seller.cookie) =>
    sendJson(
      t,
      'POST',
      `/api/v1/renewals/${clientId}/renew-with-key`,
      { expiresAt: expiresAt.toISOString() },
      { cookie },
    );

  const usedKeys = async (resellerId: string) =>
    (
      await t.database.db
        .select({ n: count() })
        .from(licenceKeys)
        .where(and(eq(licenceKeys.resellerId, resellerId), isNotNull(licenceKeys.usedAt)))
    )[0]!.n;

  beforeAll(async () => {
    t = await createTestApp();
    const user = await insertUser(t.database.db, { role: 2, isReseller: true, commissionRate: 20 });
    seller = { id: user.id, cookie: await logInAs(t, user.email, TEST_PASSWORD) };
  });
  afterAll(() => t.close());

  it('20 clicks at once renew the client once, from the current end, with the longest key of the package', async () => {
    const expiresAt = inDays(10);
    const client = await insertUser(t.database.db, { role: 5, expiresAt, resellerId: seller.id });
    const reseller = await insertUser(t.database.db, { role: 2, isReseller: true, commissionRate: 20 });
    const cookie = await logInAs(t, reseller.email, TEST_PASSWORD);
    await t.database.db.update(users).set({ resellerId: reseller.id }).where(eq(users.id, client.id));
    await keysOf(reseller.id, 5, [1, 12, 12, 6]);
    await keysOf(reseller.id, 6, [12]);

    const answers = await Promise.all(Array.from({ length: 20 }, () => renew(client.id, expiresAt, cookie)));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(
      answers.filter((res) => res.statusCode === 409).every((res) => res.json().details.reason === 'ALREADY_RENEWED'),
    ).toBe(true);
    const renewedTo = addCalendarMonths(expiresAt, 12);
    expect(answers.find((res) => res.statusCode === 200)!.json()).toMatchObject({
      accountType: 5,
      expiresAt: renewedTo.toISOString(),
    });
    expect(await usedKeys(reseller.id)).toBe(1);
    const sales = await t.database.db.select().from(saleRecords).where(eq(saleRecords.customerId, client.id));
    expect(sales).toHaveLength(1);
    // The reseller's rate at the sale, for their statement.
    expect(sales[0]!.commissionRate).toBe(20);

    // Renewing the new end date is a new renewal: the next key goes.
    expect((await renew(client.id, renewedTo, cookie)).statusCode).toBe(200);
    expect(await usedKeys(reseller.id)).toBe(2);
  });

  it('refuses a customer who is not the reseller’s client, and a renewal without a key of the package, spending nothing', async () => {
    const stranger = await insertUser(t.database.db, { role: 5, expiresAt: inDays(5) });
    const notMine = await renew(stranger.id, stranger.expiresAt!);
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().details.reason).toBe('NOT_YOUR_CLIENT');

    const client = await insertUser(t.database.db, { role: 7, expiresAt: inDays(5), resellerId: seller.id });
    await keysOf(seller.id, 5, [12]);
    const noKey = await renew(client.id, client.expiresAt!);
    expect(noKey.statusCode).toBe(409);
    expect(noKey.json().details.reason).toBe('NO_KEY_OF_PACKAGE');
    expect(await usedKeys(seller.id)).toBe(0);
    const [unchanged] = await t.database.db.select().from(users).where(eq(users.id, client.id));
    expect(unchanged!.expiresAt).toEqual(client.expiresAt);
  });

  it('refuses a visitor, a customer and an admin, and a body without the end date seen', async () => {
    const client = await insertUser(t.database.db, { role: 5, expiresAt: inDays(5), resellerId: seller.id });
    const customer = await insertUser(t.database.db, { role: 5, expiresAt: inDays(5) });
    const admin = await insertUser(t.database.db, { role: 1 });
    expect((await renew(client.id, client.expiresAt!, '')).statusCode).toBe(401);
    for (const cookie of [
      await logInAs(t, customer.email, TEST_PASSWORD),
      await logInAs(t, admin.email, TEST_PASSWORD),
    ]) {
      expect((await renew(client.id, client.expiresAt!, cookie)).statusCode).toBe(403);
    }
    for (const body of [{}, { expiresAt: 'tomorrow' }, { expiresAt: client.expiresAt!.toISOString(), months: 36 }]) {
      const res = await sendJson(t, 'POST', `/api/v1/renewals/${client.id}/renew-with-key`, body, {
        cookie: seller.cookie,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect(await usedKeys(seller.id)).toBe(0);
  });
});
