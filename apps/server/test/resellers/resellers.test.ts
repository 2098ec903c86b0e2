import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, type UserRow, users } from '../../src/db/schema/index.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { emailsTo } from '../helpers/outbox.js';
import { getJson, logInAs, sendJson } from '../helpers/requests.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('resellers: the list, a reseller’s own figures, rate changes and revocation', () => {
  let t: TestApp;
  let admin: string;
  let customer: string;

  const newReseller = (commissionRate = 15) => insertUser(t.database.db, { isReseller: true, commissionRate });

  async function generateKeys(resellerId: string, quantity: number): Promise<string[]> {
    const res = await sendJson(
      t,
      'POST',
      '/api/v1/licence-keys',
      { quantity, accountType: 5, months: 1, resellerId },
      { cookie: admin },
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ keys: { code: string }[] }>().keys.map((key) => key.code);
  }

  const redeem = (code: string, customerEmail: string, cookie: string) =>
    sendJson(t, 'POST', '/api/v1/licence-keys/redeem', { code, customerEmail }, { cookie });
  const changeRate = (user: UserRow, body: unknown, cookie = admin) =>
    sendJson(t, 'PATCH', `/api/v1/resellers/${user.id}`, body, { cookie });
  const revoke = (user: UserRow, cookie = admin) =>
    sendJson(t, 'DELETE', `/api/v1/resellers/${user.id}`, undefined, { cookie });

  async function state(user: UserRow) {
    const [row] = await t.database.db
      .select({ isReseller: users.isReseller, commissionRate: users.commissionRate })
      .from(users)
      .where(eq(users.id, user.id));
    const [audits] = await t.database.db.select({ n: count() }).from(auditLog);
    return { ...row, audits: audits!.n };
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = await logInAs(t, (await insertUser(t.database.db, { role: 1 })).email, TEST_PASSWORD);
    customer = await logInAs(t, (await insertUser(t.database.db)).email, TEST_PASSWORD);
  });
  afterAll(() => t.close());

  it('lists each active reseller with unused and used keys, clients and activations this month', async () => {
    const reseller = await newReseller(25);
    const cookie = await logInAs(t, reseller.email, TEST_PASSWORD);
    const codes = await generateKeys(reseller.id, 3);
    const client = await insertUser(t.database.db);
    expect((await redeem(codes[0]!, client.email, cookie)).statusCode).toBe(200);
    const revokedOne = await newReseller();
    await revoke(revokedOne);

    const res = await getJson(t, '/api/v1/resellers', { cookie: admin });
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json<{ items: { id: string }[] }>().items;
    expect(items.find((item) => item.id === reseller.id)).toEqual({
      id: reseller.id,
      name: reseller.name,
      email: reseller.email,
      commissionRate: 25,
      keysUnused: 2,
      keysUsed: 1,
      customers: 1,
      activationsThisMonth: 1,
    });
    expect(items.some((item) => item.id === revokedOne.id)).toBe(false);

    const own = await getJson(t, '/api/v1/resellers/me', { cookie });
    expect(own.json()).toMatchObject({ id: reseller.id, commissionRate: 25, keysUnused: 2, customers: 1 });
  });

  it('changes a rate with an audit entry and an e-mail; the same rate changes nothing', async () => {
    const reseller = await newReseller(15);
    const res = await changeRate(reseller, { commissionRate: 30 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: reseller.id, commissionRate: 30 });
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, reseller.id));
    expect(entry).toMatchObject({ action: 'reseller.commission_changed', details: { from: 15, to: 30 } });
    const [mail] = await emailsTo(t.database.db, reseller.email);
    expect(mail!.textBody).toContain('30%');
    const before = await state(reseller);
    expect((await changeRate(reseller, { commissionRate: 30 })).statusCode).toBe(200);
    expect(await state(reseller)).toEqual(before);
    expect(await emailsTo(t.database.db, reseller.email)).toHaveLength(1);
  });

  it("refuses bad rates with 'Commission is invalid' and users who are not resellers, changing nothing", async () => {
    const reseller = await newReseller(15);
    const before = await state(reseller);
    for (const commissionRate of [-1, 101, '', 'abc', 12.5, null]) {
      const res = await changeRate(reseller, { commissionRate });
      expect(res.statusCode, JSON.stringify(commissionRate)).toBe(400);
      expect(res.json().details.fields.commissionRate).toBe('COMMISSION_INVALID');
    }
    expect(await state(reseller)).toEqual(before);
    const notReseller = await insertUser(t.database.db);
    for (const res of [await changeRate(notReseller, { commissionRate: 10 }), await revoke(notReseller)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().details.reason).toBe('NOT_A_RESELLER');
    }
    expect((await sendJson(t, 'DELETE', '/api/v1/resellers/nope', undefined, { cookie: admin })).statusCode).toBe(400);
  });

  it('revokes: audited and e-mailed; the former reseller can no longer redeem or see the reseller sections', async () => {
    const reseller = await newReseller(20);
    const cookie = await logInAs(t, reseller.email, TEST_PASSWORD);
    const [code] = await generateKeys(reseller.id, 2);
    const res = await revoke(reseller);
    expect(res.statusCode, res.body).toBe(204);
    expect(await state(reseller)).toMatchObject({ isReseller: false, commissionRate: null });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, reseller.id), eq(auditLog.action, 'reseller.revoked')));
    expect(entry!.details).toEqual({ commissionRate: 20, unusedKeys: 2 });
    expect((await emailsTo(t.database.db, reseller.email)).length).toBe(1);

    const client = await insertUser(t.database.db);
    expect((await redeem(code!, client.email, cookie)).statusCode).toBe(403);
    expect((await getJson(t, '/api/v1/resellers/me', { cookie })).statusCode).toBe(403);
    expect((await getJson(t, '/api/v1/licence-keys', { cookie })).statusCode).toBe(403);
    const keys = await getJson(t, `/api/v1/licence-keys?resellerId=${reseller.id}&status=unused`, { cookie: admin });
    expect(keys.json().total).toBe(2);
    expect((await revoke(reseller)).json().details.reason).toBe('NOT_A_RESELLER');
  });

  it('refuses resellers, customers and visitors on the admin endpoints, and non-resellers on /resellers/me', async () => {
    const target = await newReseller(15);
    const otherReseller = await logInAs(t, (await newReseller()).email, TEST_PASSWORD);
    const before = await state(target);
    for (const cookie of [otherReseller, customer]) {
      expect((await getJson(t, '/api/v1/resellers', { cookie })).statusCode).toBe(403);
      expect((await changeRate(target, { commissionRate: 90 }, cookie)).statusCode).toBe(403);
      expect((await revoke(target, cookie)).statusCode).toBe(403);
    }
    expect((await getJson(t, '/api/v1/resellers')).statusCode).toBe(401);
    expect((await sendJson(t, 'PATCH', `/api/v1/resellers/${target.id}`, { commissionRate: 90 })).statusCode).toBe(401);
    expect((await sendJson(t, 'DELETE', `/api/v1/resellers/${target.id}`)).statusCode).toBe(401);
    expect((await getJson(t, '/api/v1/resellers/me', { cookie: customer })).statusCode).toBe(403);
    expect((await getJson(t, '/api/v1/resellers/me', { cookie: admin })).statusCode).toBe(403);
    expect((await getJson(t, '/api/v1/resellers/me')).statusCode).toBe(401);
    expect(await state(target)).toEqual(before);
  });
});
