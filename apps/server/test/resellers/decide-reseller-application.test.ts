import en from '@oneclick/shared/i18n/en-US/emails.json' with { type: 'json' };
import th from '@oneclick/shared/i18n/th/emails.json' with { type: 'json' };
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, resellerApplications, users } from '../../src/db/schema/index.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { emailsTo } from '../helpers/outbox.js';
import { getJson, logInAs, sendJson } from '../helpers/requests.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('deciding reseller applications', () => {
  let t: TestApp;
  let admin: string;
  let reseller: string;
  let customer: string;

  async function applicationFor(email: string, language = 'en-US') {
    const [row] = await t.database.db
      .insert(resellerApplications)
      .values({ name: 'Somchai Wong', email, phone: '+66812345678', country: 'TH', language })
      .returning();
    return row!;
  }

  const approve = (id: string, body: unknown, cookie = admin) =>
    sendJson(t, 'POST', `/api/v1/reseller-applications/${id}/approve`, body, { cookie });
  const decline = (id: string, body: unknown, cookie = admin) =>
    sendJson(t, 'POST', `/api/v1/reseller-applications/${id}/decline`, body, { cookie });

  async function resellerFields(email: string) {
    const [row] = await t.database.db
      .select({ isReseller: users.isReseller, commissionRate: users.commissionRate })
      .from(users)
      .where(eq(users.email, email));
    return row;
  }

  async function snapshot(id: string) {
    const [application] = await t.database.db
      .select()
      .from(resellerApplications)
      .where(eq(resellerApplications.id, id));
    const [audits] = await t.database.db.select({ n: count() }).from(auditLog);
    return { application, audits: audits!.n };
  }

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    admin = await logInAs(t, (await insertUser(db, { role: 1 })).email, TEST_PASSWORD);
    reseller = await logInAs(t, (await insertUser(db, { isReseller: true, commissionRate: 10 })).email, TEST_PASSWORD);
    customer = await logInAs(t, (await insertUser(db)).email, TEST_PASSWORD);
  });
  afterAll(() => t.close());

  it('lists waiting applications for admins with the state of the applicant account', async () => {
    const verified = await insertUser(t.database.db);
    const unverified = await insertUser(t.database.db, { emailVerifiedAt: null });
    const withVerified = await applicationFor(verified.email);
    const withUnverified = await applicationFor(unverified.email);
    const withNone = await applicationFor('nobody-yet@factory.test');
    const res = await getJson(t, '/api/v1/reseller-applications', { cookie: admin });
    expect(res.statusCode, res.body).toBe(200);
    const accounts = Object.fromEntries(
      res.json<{ items: { id: string; account: string }[] }>().items.map((item) => [item.id, item.account]),
    );
    expect(accounts[withVerified.id]).toBe('verified');
    expect(accounts[withUnverified.id]).toBe('unverified');
    expect(accounts[withNone.id]).toBe('none');
    // Newest first; the three may share a timestamp, so this one is found by id.
    const items = res.json<{ items: { id: string }[] }>().items;
    expect(items.find((item) => item.id === withNone.id)).toMatchObject({ status: 'pending', phone: '+66812345678' });
    expect((await getJson(t, '/api/v1/reseller-applications?status=approved', { cookie: admin })).statusCode).toBe(200);
    expect((await getJson(t, '/api/v1/reseller-applications?status=lost', { cookie: admin })).statusCode).toBe(400);
  });

  it('approves at a rate: the account becomes a reseller, audited, and the applicant is told in their language', async () => {
    const applicant = await insertUser(t.database.db);
    const application = await applicationFor(applicant.email, 'th');
    const res = await approve(application.id, { commissionRate: 20 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'approved', commissionRate: 20, account: 'verified' });
    expect(res.json().decidedBy.email).toMatch(/@factory\.test$/);
    expect(await resellerFields(applicant.email)).toEqual({ isReseller: true, commissionRate: 20 });
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, applicant.id));
    expect(audit).toMatchObject({
      action: 'reseller_application.approved',
      details: { applicationId: application.id, commissionRate: 20 },
    });
    const [mail] = await emailsTo(t.database.db, applicant.email);
    expect(mail!.subject).toBe(th.resellerApproved.subject);
    expect(mail!.textBody).toContain('20%');
    const session = await logInAs(t, applicant.email, TEST_PASSWORD);
    const me = await getJson(t, '/api/v1/auth/session', { cookie: session });
    expect(me.json().user).toMatchObject({ isReseller: true, commissionRate: 20 });
  });

  it('refuses approval while no verified account has the address, changing nothing', async () => {
    const unverified = await insertUser(t.database.db, { emailVerifiedAt: null });
    for (const email of [unverified.email, 'still-nobody@factory.test']) {
      const application = await applicationFor(email);
      const before = await snapshot(application.id);
      const res = await approve(application.id, { commissionRate: 20 });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'CONFLICT', details: { reason: 'APPLICANT_HAS_NO_ACCOUNT' } });
      expect(await snapshot(application.id)).toEqual(before);
      expect(await emailsTo(t.database.db, email)).toHaveLength(0);
    }
    expect(await resellerFields(unverified.email)).toEqual({ isReseller: false, commissionRate: null });
  });

  it("answers every rate that is not a whole 0 to 100 with 'Commission is invalid' (decimals are refused)", async () => {
    const applicant = await insertUser(t.database.db);
    const application = await applicationFor(applicant.email);
    const before = await snapshot(application.id);
    for (const commissionRate of [-1, 101, '', 'abc', 12.5, null, '20', true]) {
      const res = await approve(application.id, { commissionRate });
      expect(res.statusCode, JSON.stringify(commissionRate)).toBe(400);
      expect(res.json().details.fields.commissionRate).toBe('COMMISSION_INVALID');
    }
    for (const body of [{}, { commissionRate: 20, isReseller: true }, []]) {
      expect((await approve(application.id, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await snapshot(application.id)).toEqual(before);
    expect((await approve(application.id, { commissionRate: 0 })).statusCode).toBe(200);
    expect(await resellerFields(applicant.email)).toEqual({ isReseller: true, commissionRate: 0 });
  });

  it('declines with a reason the applicant reads, and a decided application cannot be decided again', async () => {
    const application = await applicationFor('declined-one@factory.test');
    expect((await decline(application.id, { reason: '  ' })).json().details.fields.reason).toBe('REQUIRED');
    expect((await decline(application.id, { reason: 'x'.repeat(501) })).json().details.fields.reason).toBe('TOO_LONG');
    const res = await decline(application.id, { reason: 'We already have a reseller in Chiang Mai.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'declined',
      declineReason: 'We already have a reseller in Chiang Mai.',
    });
    const [mail] = await emailsTo(t.database.db, 'declined-one@factory.test');
    expect(mail!.subject).toBe(en.resellerDeclined.subject);
    expect(mail!.textBody).toContain('We already have a reseller in Chiang Mai.');
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, application.id));
    expect(audit!.action).toBe('reseller_application.declined');

    const before = await snapshot(application.id);
    for (const again of [
      await approve(application.id, { commissionRate: 5 }),
      await decline(application.id, { reason: 'x' }),
    ]) {
      expect(again.statusCode).toBe(409);
      expect(again.json().details.reason).toBe('APPLICATION_DECIDED');
    }
    expect(await snapshot(application.id)).toEqual(before);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await approve(missing, { commissionRate: 5 })).statusCode).toBe(404);
    expect((await decline('not-a-uuid', { reason: 'x' })).statusCode).toBe(400);
  });

  it('a declined applicant may apply again, and the new application waits on its own', async () => {
    const email = `again-${Date.now()}@factory.test`;
    const first = await applicationFor(email);
    await decline(first.id, { reason: 'Not yet.' });
    const second = await applicationFor(email);
    expect(second.id).not.toBe(first.id);
    expect(second.status).toBe('pending');
  });

  it('refuses resellers, customers and visitors on every admin endpoint', async () => {
    const application = await applicationFor(`refused-${Date.now()}@factory.test`);
    const before = await snapshot(application.id);
    for (const cookie of [reseller, customer]) {
      expect((await getJson(t, '/api/v1/reseller-applications', { cookie })).statusCode).toBe(403);
      expect((await approve(application.id, { commissionRate: 20 }, cookie)).statusCode).toBe(403);
      expect((await decline(application.id, { reason: 'no' }, cookie)).statusCode).toBe(403);
    }
    expect((await getJson(t, '/api/v1/reseller-applications')).statusCode).toBe(401);
    expect(
      (await sendJson(t, 'POST', `/api/v1/reseller-applications/${application.id}/approve`, { commissionRate: 1 }))
        .statusCode,
    ).toBe(401);
    expect(
      (await sendJson(t, 'POST', `/api/v1/reseller-applications/${application.id}/decline`, { reason: 'x' }))
        .statusCode,
    ).toBe(401);
    expect(await snapshot(application.id)).toEqual(before);
  });
});
