import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, licenceKeys } from '../../src/db/schema/index.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { getJson, logInAs, sendJson } from '../helpers/requests.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('PATCH /api/v1/licence-keys/:code (reassign)', () => {
  let t: TestApp;
  let admin: string;
  let customer: string;

  const newReseller = () => insertUser(t.database.db, { isReseller: true, commissionRate: 10 });

  async function generate(resellerId: string | null, quantity = 1): Promise<string[]> {
    const res = await sendJson(
      t,
      'POST',
      '/api/v1/licence-keys',
      { quantity, accountType: 6, months: 3, resellerId },
      { cookie: admin },
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ keys: { code: string }[] }>().keys.map((key) => key.code);
  }

  const reassign = (code: string, body: unknown, cookie = admin) =>
    sendJson(t, 'PATCH', `/api/v1/licence-keys/${code}`, body, { cookie });

  async function snapshot() {
    const keys = await t.database.db
      .select({ code: licenceKeys.code, resellerId: licenceKeys.resellerId })
      .from(licenceKeys)
      .orderBy(licenceKeys.code);
    const [audits] = await t.database.db.select({ n: count() }).from(auditLog);
    return { keys, audits: audits!.n };
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = await logInAs(t, (await insertUser(t.database.db, { role: 1 })).email, TEST_PASSWORD);
    customer = await logInAs(t, (await insertUser(t.database.db)).email, TEST_PASSWORD);
  });
  afterAll(() => t.close());

  it("brings a revoked reseller's frozen key back into use with another reseller, audited", async () => {
    const former = await newReseller();
    const [code] = await generate(former.id);
    expect(
      (await sendJson(t, 'DELETE', `/api/v1/resellers/${former.id}`, undefined, { cookie: admin })).statusCode,
    ).toBe(204);
    const heir = await newReseller();
    const res = await reassign(code!, { resellerId: heir.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ code, status: 'unused', reseller: { id: heir.id, email: heir.email } });
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'licence_key.reassigned'));
    expect(entry!.details).toEqual({ accountType: 6, months: 3, from: former.id, to: heir.id });

    const heirCookie = await logInAs(t, heir.email, TEST_PASSWORD);
    const client = await insertUser(t.database.db);
    const redeemed = await sendJson(
      t,
      'POST',
      '/api/v1/licence-keys/redeem',
      { code, customerEmail: client.email },
      { cookie: heirCookie },
    );
    expect(redeemed.statusCode, redeemed.body).toBe(200);
  });

  it('gives a key to direct sale with null, and accepts the code typed loosely', async () => {
    const [code] = await generate((await newReseller()).id);
    const res = await reassign(code!.replaceAll('-', '').toLowerCase(), { resellerId: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().reseller).toBeNull();
  });

  it('refuses used, deleted and unknown keys, owners who are not resellers, and bad bodies, changing nothing', async () => {
    const reseller = await newReseller();
    const [used, deleted, unused] = await generate(null, 3);
    const client = await insertUser(t.database.db);
    await sendJson(
      t,
      'POST',
      '/api/v1/licence-keys/redeem',
      { code: used, customerEmail: client.email },
      { cookie: admin },
    );
    await sendJson(t, 'DELETE', `/api/v1/licence-keys/${deleted}`, undefined, { cookie: admin });
    const before = await snapshot();

    const usedRes = await reassign(used!, { resellerId: reseller.id });
    expect([usedRes.statusCode, usedRes.json().details.reason]).toEqual([409, 'KEY_USED']);
    const deletedRes = await reassign(deleted!, { resellerId: reseller.id });
    expect([deletedRes.statusCode, deletedRes.json().details.reason]).toEqual([404, 'KEY_NOT_FOUND']);
    const unknownRes = await reassign('AAAA-BBBB-CCCC-DDDD', { resellerId: null });
    expect([unknownRes.statusCode, unknownRes.json().details.reason]).toEqual([404, 'KEY_NOT_FOUND']);
    const notReseller = await insertUser(t.database.db);
    const notResellerRes = await reassign(unused!, { resellerId: notReseller.id });
    expect([notResellerRes.statusCode, notResellerRes.json().details.reason]).toEqual([404, 'NOT_A_RESELLER']);
    for (const body of [{}, { resellerId: 'nope' }, { resellerId: null, months: 36 }, []]) {
      expect((await reassign(unused!, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await reassign('not a code!', { resellerId: null })).statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses resellers, customers and visitors', async () => {
    const reseller = await newReseller();
    const resellerCookie = await logInAs(t, reseller.email, TEST_PASSWORD);
    const [code] = await generate(reseller.id);
    const before = await snapshot();
    expect((await reassign(code!, { resellerId: null }, resellerCookie)).statusCode).toBe(403);
    expect((await reassign(code!, { resellerId: null }, customer)).statusCode).toBe(403);
    expect((await sendJson(t, 'PATCH', `/api/v1/licence-keys/${code}`, { resellerId: null })).statusCode).toBe(401);
    expect(await snapshot()).toEqual(before);
    const listed = await getJson(t, `/api/v1/licence-keys?resellerId=${reseller.id}`, { cookie: admin });
    expect(listed.json().total).toBe(1);
  });
});
