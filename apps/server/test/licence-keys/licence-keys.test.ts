import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, licenceKeys, saleRecords, type UserRow, users } from '../../src/db/schema/index.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { emailsTo } from '../helpers/outbox.js';
import { getJson, logInAs, sendJson } from '../helpers/requests.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

interface Key {
  code: string;
  accountType: number;
  months: number;
  status: string;
  reseller: { id: string } | null;
  usedBy: { email: string } | null;
}

describe('licence keys', () => {
  let t: TestApp;
  let admin: string;
  let reseller: string;
  let resellerUser: UserRow;
  let otherResellerUser: UserRow;
  let customer: string;

  async function rowCounts() {
    const [keys] = await t.database.db.select({ n: count() }).from(licenceKeys);
    const [sales] = await t.database.db.select({ n: count() }).from(saleRecords);
    const [audits] = await t.database.db.select({ n: count() }).from(auditLog);
    return { keys: keys!.n, sales: sales!.n, audits: audits!.n };
  }

  async function generate(body: Record<string, unknown>, cookie = admin): Promise<Key[]> {
    const res = await sendJson(t, 'POST', '/api/v1/licence-keys', body, { cookie });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ keys: Key[] }>().keys;
  }

  function redeem(code: string, customerEmail: string, cookie: string) {
    return sendJson(t, 'POST', '/api/v1/licence-keys/redeem', { code, customerEmail }, { cookie });
  }

  async function userRow(email: string) {
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    return row!;
  }

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const adminUser = await insertUser(db, { role: 1 });
    resellerUser = await insertUser(db, { role: 2, isReseller: true, commissionRate: 20, name: 'Reseller One' });
    otherResellerUser = await insertUser(db, { role: 2, isReseller: true, commissionRate: 10 });
    const customerUser = await insertUser(db, { role: 4 });
    admin = await logInAs(t, adminUser.email, TEST_PASSWORD);
    reseller = await logInAs(t, resellerUser.email, TEST_PASSWORD);
    customer = await logInAs(t, customerUser.email, TEST_PASSWORD);
  });
  afterAll(() => t.close());

  describe('generating', () => {
    it('makes the spec default of 5 keys for 12 months, shown as XXXX-XXXX-XXXX-XXXX, with one audit entry', async () => {
      const before = await rowCounts();
      const keys = await generate({ accountType: 5 });
      expect(keys).toHaveLength(5);
      for (const key of keys) {
        expect(key.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
        expect(key).toMatchObject({ accountType: 5, months: 12, status: 'unused', reseller: null, usedBy: null });
      }
      expect(await rowCounts()).toEqual({ ...before, keys: before.keys + 5, audits: before.audits + 1 });
      const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'licence_keys.generated'));
      expect(entry!.details).toMatchObject({ quantity: 5, accountType: 5, months: 12 });
      expect(JSON.stringify(entry!.details)).not.toContain(keys[0]!.code.replaceAll('-', ''));
    });

    it('makes a batch of 1,000 keys for a reseller in one go', async () => {
      const keys = await generate({ quantity: 1000, accountType: 8, months: 36, resellerId: resellerUser.id });
      expect(keys).toHaveLength(1000);
      expect(new Set(keys.map((key) => key.code)).size).toBe(1000);
      expect(keys.every((key) => key.reseller?.id === resellerUser.id)).toBe(true);
    });

    it('refuses bad input with GEN_COUPON_FAIL and the field, making nothing', async () => {
      const before = await rowCounts();
      const bad: [Record<string, unknown>, string, string][] = [
        [{ accountType: 5, quantity: 0 }, 'quantity', 'QUANTITY_INVALID'],
        [{ accountType: 5, quantity: 1001 }, 'quantity', 'QUANTITY_INVALID'],
        [{ accountType: 5, quantity: 2.5 }, 'quantity', 'QUANTITY_INVALID'],
        [{ accountType: 4 }, 'accountType', 'PACKAGE_INVALID'],
        [{ accountType: 9 }, 'accountType', 'PACKAGE_INVALID'],
        [{ accountType: 5, months: 0 }, 'months', 'MONTHS_INVALID'],
        [{ accountType: 5, months: 37 }, 'months', 'MONTHS_INVALID'],
        [{ accountType: 5, role: 0 }, '', ''],
      ];
      for (const [body, field, code] of bad) {
        const res = await sendJson(t, 'POST', '/api/v1/licence-keys', body, { cookie: admin });
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().code).toBe('GEN_COUPON_FAIL');
        if (field) expect(res.json().details.fields[field]).toBe(code);
      }
      expect(await rowCounts()).toEqual(before);
    });

    it('refuses a reseller that is not one, making nothing', async () => {
      const before = await rowCounts();
      const plainUser = await insertUser(t.database.db);
      const res = await sendJson(
        t,
        'POST',
        '/api/v1/licence-keys',
        { accountType: 5, resellerId: plainUser.id },
        { cookie: admin },
      );
      expect(res.statusCode).toBe(404);
      expect((await rowCounts()).keys).toBe(before.keys);
    });

    it('is for admins only', async () => {
      for (const cookie of [reseller, customer]) {
        const res = await sendJson(t, 'POST', '/api/v1/licence-keys', { accountType: 5 }, { cookie });
        expect(res.statusCode).toBe(403);
      }
      expect((await sendJson(t, 'POST', '/api/v1/licence-keys', { accountType: 5 })).statusCode).toBe(401);
    });
  });

  describe('listing', () => {
    it('shows admins every key and filters by status, package and reseller', async () => {
      await generate({ quantity: 2, accountType: 7, resellerId: otherResellerUser.id });
      const all = (await getJson(t, '/api/v1/licence-keys', { cookie: admin })).json<{
        total: number;
        items: Key[];
        pageSize: number;
      }>();
      expect(all.pageSize).toBe(50);
      expect(all.items).toHaveLength(50);
      const enterprise = (await getJson(t, '/api/v1/licence-keys?accountType=7', { cookie: admin })).json<{
        items: Key[];
      }>();
      expect(enterprise.items.length).toBeGreaterThanOrEqual(2);
      expect(enterprise.items.every((key) => key.accountType === 7)).toBe(true);
      const theirs = (
        await getJson(t, `/api/v1/licence-keys?resellerId=${otherResellerUser.id}`, { cookie: admin })
      ).json<{ items: Key[]; total: number }>();
      expect(theirs.total).toBe(2);
      const used = (await getJson(t, '/api/v1/licence-keys?status=used', { cookie: admin })).json<{ items: Key[] }>();
      expect(used.items.every((key) => key.status === 'used')).toBe(true);
    });

    it("shows a reseller only their own keys, even when they ask for another reseller's", async () => {
      const own = (await getJson(t, '/api/v1/licence-keys', { cookie: reseller })).json<{
        total: number;
        items: Key[];
      }>();
      expect(own.total).toBeGreaterThanOrEqual(1000);
      expect(own.items.every((key) => key.reseller?.id === resellerUser.id)).toBe(true);
      const asked = (
        await getJson(t, `/api/v1/licence-keys?resellerId=${otherResellerUser.id}`, { cookie: reseller })
      ).json<{ total: number }>();
      expect(asked.total).toBe(0);
    });

    it('refuses customers and bad filters', async () => {
      expect((await getJson(t, '/api/v1/licence-keys', { cookie: customer })).statusCode).toBe(403);
      for (const query of ['status=lost', 'accountType=4', 'resellerId=nope', 'page=0']) {
        const res = await getJson(t, `/api/v1/licence-keys?${query}`, { cookie: admin });
        expect(res.statusCode, query).toBe(400);
        expect(res.json().code).toBe('VALIDATION_FAILED');
      }
    });
  });

  describe('redeeming', () => {
    it('activates a verified customer once, in any case and without dashes, with a sale record, an audit entry and an e-mail', async () => {
      const target = await insertUser(t.database.db, { name: 'Khách Hàng', language: 'vi' });
      const [key] = await generate({ quantity: 1, accountType: 6, months: 12, resellerId: resellerUser.id });
      const typed = key!.code.replaceAll('-', '').toLowerCase();
      const before = await rowCounts();
      const res = await redeem(typed, target.email.toUpperCase(), reseller);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<{ accountType: number; expiresAt: string; customer: { email: string } }>();
      expect(body.accountType).toBe(6);
      expect(body.customer.email).toBe(target.email);
      const expiry = new Date(body.expiresAt);
      const inAYear = new Date();
      inAYear.setUTCFullYear(inAYear.getUTCFullYear() + 1);
      expect(Math.abs(expiry.getTime() - inAYear.getTime())).toBeLessThan(60_000);

      const row = await userRow(target.email);
      expect(row).toMatchObject({ role: 6, resellerId: resellerUser.id });
      const [sale] = await t.database.db.select().from(saleRecords).where(eq(saleRecords.customerId, target.id));
      expect(sale).toMatchObject({
        customerEmail: target.email,
        months: 12,
        accountType: 6,
        resellerId: resellerUser.id,
      });
      expect(sale!.activatedById).toBe(resellerUser.id);
      expect(await rowCounts()).toEqual({ keys: before.keys, sales: before.sales + 1, audits: before.audits + 1 });
      const [mail] = await emailsTo(t.database.db, target.email);
      expect(mail!.subject).toContain('Premium');

      const again = await redeem(key!.code, target.email, reseller);
      expect(again.statusCode).toBe(409);
      expect(again.json().details.reason).toBe('KEY_USED');
      const listed = (await getJson(t, '/api/v1/licence-keys?status=used', { cookie: reseller })).json<{
        items: Key[];
      }>();
      expect(listed.items.find((item) => item.code === key!.code)?.usedBy?.email).toBe(target.email);
    });

    it("answers 404 to a reseller using another reseller's key, and an admin may use any", async () => {
      const target = await insertUser(t.database.db);
      const [key] = await generate({ quantity: 1, accountType: 5, resellerId: otherResellerUser.id });
      const refused = await redeem(key!.code, target.email, reseller);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().details.reason).toBe('KEY_NOT_FOUND');
      expect((await userRow(target.email)).role).toBe(4);
      expect((await redeem(key!.code, target.email, admin)).statusCode).toBe(200);
    });

    it('leaves the key unused for an unknown, unverified or admin account', async () => {
      const [key] = await generate({ quantity: 1, accountType: 5 });
      const unverified = await insertUser(t.database.db, { emailVerifiedAt: null });
      const staff = await insertUser(t.database.db, { role: 1 });
      const cases: [string, number, string][] = [
        ['nobody-here@factory.test', 404, 'ACCOUNT_NOT_FOUND'],
        [unverified.email, 409, 'CUSTOMER_NOT_VERIFIED'],
        [staff.email, 409, 'NOT_A_CUSTOMER'],
      ];
      const before = await rowCounts();
      for (const [email, status, reason] of cases) {
        const res = await redeem(key!.code, email, admin);
        expect(res.statusCode, email).toBe(status);
        expect(res.json().details.reason).toBe(reason);
      }
      expect(await rowCounts()).toEqual(before);
      const [row] = await t.database.db
        .select()
        .from(licenceKeys)
        .where(eq(licenceKeys.code, key!.code.replaceAll('-', '')));
      expect(row!.usedAt).toBeNull();
    });

    it('refuses malformed codes and e-mails with the field, and unknown codes with 404', async () => {
      const target = await insertUser(t.database.db);
      for (const code of ['ABCD EFGH JKMN PQRS', 'ABCD-EFGH-JKMN-PQRU', 'short', '', 'ABCD-EFGH-JKMN-PQRS-TVWX']) {
        const res = await redeem(code, target.email, admin);
        expect(res.statusCode, code).toBe(400);
        expect(res.json().details.fields.code).toBe('KEY_INVALID');
      }
      const badEmail = await redeem('ABCD-EFGH-JKMN-PQRS', 'not-an-email', admin);
      expect(badEmail.json().details.fields.customerEmail).toBe('EMAIL_INVALID');
      const unknown = await redeem('ABCD-EFGH-JKMN-PQRS', target.email, admin);
      expect(unknown.statusCode).toBe(404);
      expect((await userRow(target.email)).role).toBe(4);
    });

    it('is for staff only', async () => {
      const res = await redeem('ABCD-EFGH-JKMN-PQRS', 'x@factory.test', customer);
      expect(res.statusCode).toBe(403);
    });
  });

  describe('deleting', () => {
    it('withdraws an unused key once; a used key stays', async () => {
      const [unused, used] = await generate({ quantity: 2, accountType: 5 });
      const target = await insertUser(t.database.db);
      expect((await redeem(used!.code, target.email, admin)).statusCode).toBe(200);

      const res = await sendJson(t, 'DELETE', `/api/v1/licence-keys/${unused!.code.toLowerCase()}`, undefined, {
        cookie: admin,
      });
      expect(res.statusCode).toBe(204);
      const deleted = (await getJson(t, '/api/v1/licence-keys?status=deleted', { cookie: admin })).json<{
        items: Key[];
      }>();
      expect(deleted.items.map((key) => key.code)).toContain(unused!.code);
      const again = await sendJson(t, 'DELETE', `/api/v1/licence-keys/${unused!.code}`, undefined, { cookie: admin });
      expect(again.statusCode).toBe(404);
      expect((await redeem(unused!.code, target.email, admin)).statusCode).toBe(404);

      const refused = await sendJson(t, 'DELETE', `/api/v1/licence-keys/${used!.code}`, undefined, { cookie: admin });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().details.reason).toBe('KEY_USED');
      const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'licence_key.deleted'));
      expect(entry).toBeDefined();
    });

    it('is for admins only, and a malformed code is a 400', async () => {
      const [key] = await generate({ quantity: 1, accountType: 5, resellerId: resellerUser.id });
      const res = await sendJson(t, 'DELETE', `/api/v1/licence-keys/${key!.code}`, undefined, { cookie: reseller });
      expect(res.statusCode).toBe(403);
      const bad = await sendJson(t, 'DELETE', '/api/v1/licence-keys/not-a-code', undefined, { cookie: admin });
      expect(bad.statusCode).toBe(400);
    });
  });
});
