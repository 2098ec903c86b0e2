import th from '@oneclick/shared/i18n/th/emails.json' with { type: 'json' };
import vi from '@oneclick/shared/i18n/vi/emails.json' with { type: 'json' };
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, resellerApplications } from '../../src/db/schema/index.js';
import { insertUser } from '../helpers/factories.js';
import { emailsTo } from '../helpers/outbox.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

describe('POST /api/v1/reseller-applications', () => {
  let t: TestApp;
  let adminEmail: string;
  let nextIp = 1;

  const application = (overrides: Record<string, unknown> = {}) => ({
    name: 'Nguyen Van An',
    email: `applicant-${nextIp}-${Math.random().toString(16).slice(2, 8)}@factory.test`,
    phone: '+84 912 345 678',
    country: 'VN',
    message: 'We sell to 40 cabinet workshops in Hanoi.',
    language: 'vi',
    ...overrides,
  });

  /** Each call comes from its own address unless told, so the per-IP limit stays out of the way. */
  function apply(body: unknown, ip = `10.1.0.${nextIp++}`) {
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/reseller-applications',
      headers: { origin: t.config.publicUrl },
      remoteAddress: ip,
      payload: body as object,
    });
  }

  async function applicationsFor(email: string) {
    return t.database.db.select().from(resellerApplications).where(eq(resellerApplications.email, email));
  }

  async function rowCounts() {
    const [applications] = await t.database.db.select({ n: count() }).from(resellerApplications);
    const [audits] = await t.database.db.select({ n: count() }).from(auditLog);
    return { applications: applications!.n, audits: audits!.n };
  }

  beforeAll(async () => {
    t = await createTestApp();
    adminEmail = (await insertUser(t.database.db, { role: 1, language: 'th' })).email;
  });
  afterAll(() => t.close());

  it('files the application, tells the applicant in their language and every admin in theirs', async () => {
    const body = application({ email: 'Mixed.Case@Factory.test', phone: '+84 (912) 345-678' });
    const res = await apply(body);
    expect(res.statusCode, res.body).toBe(204);
    const [row] = await applicationsFor('mixed.case@factory.test');
    expect(row).toMatchObject({ status: 'pending', phone: '+84912345678', country: 'VN', language: 'vi' });
    const [toApplicant] = await emailsTo(t.database.db, 'mixed.case@factory.test');
    expect(toApplicant!.subject).toBe(vi.resellerApplicationReceived.subject);
    expect(toApplicant!.textBody).toContain(`${t.config.publicUrl}/register`);
    const toAdmin = (await emailsTo(t.database.db, adminEmail)).find((mail) => mail.textBody.includes(row!.email));
    expect(toAdmin!.subject).toBe(th.resellerApplicationWaiting.subject.replace('{{applicant}}', 'Nguyen Van An'));
    expect(toAdmin!.textBody).toContain(`${t.config.publicUrl}/users?section=resellers-applications`);
    expect(toAdmin!.textBody).toContain('+84912345678');
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, row!.id));
    expect(audit).toMatchObject({ action: 'reseller_application.submitted', actorUserId: null });
  });

  it('applying again while one waits updates it, and admins are not told twice', async () => {
    const first = application({ language: 'en-US' });
    await apply(first);
    const adminMailsBefore = (await emailsTo(t.database.db, adminEmail)).length;
    const res = await apply({ ...first, phone: '+66 81 234 5678', message: 'Now also Bangkok.' });
    expect(res.statusCode).toBe(204);
    const rows = await applicationsFor(first.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ phone: '+66812345678', message: 'Now also Bangkok.', status: 'pending' });
    expect(await emailsTo(t.database.db, adminEmail)).toHaveLength(adminMailsBefore);
    expect(await emailsTo(t.database.db, first.email)).toHaveLength(2);
  });

  it("answers each empty field with the spec's message code, and a bad phone with PHONE_INVALID", async () => {
    const before = await rowCounts();
    const res = await apply({ name: ' ', email: '', phone: '12', country: '', language: 'en-US' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: {
        fields: {
          name: 'APPLICANT_NAME_REQUIRED',
          email: 'APPLICANT_EMAIL_REQUIRED',
          phone: 'PHONE_INVALID',
          country: 'APPLICANT_COUNTRY_REQUIRED',
        },
      },
    });
    const missing = await apply({ language: 'en-US' });
    expect(missing.json().details.fields).toMatchObject({
      name: 'APPLICANT_NAME_REQUIRED',
      email: 'APPLICANT_EMAIL_REQUIRED',
      phone: 'PHONE_INVALID',
      country: 'APPLICANT_COUNTRY_REQUIRED',
    });
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses hostile and malformed input with a code, storing nothing', async () => {
    const before = await rowCounts();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '<script>alert(1)</script>' }, 'name', 'NAME_INVALID'],
      [{ name: 'abc \ud800' }, 'name', 'TEXT_INVALID'],
      [{ name: 'x'.repeat(101) }, 'name', 'NAME_INVALID'],
      [{ email: 'not-an-address' }, 'email', 'EMAIL_INVALID'],
      [{ email: `${'a'.repeat(250)}@x.test` }, 'email', 'TOO_LONG'],
      [{ phone: '+84 912 abc 678' }, 'phone', 'PHONE_INVALID'],
      [{ phone: '1'.repeat(10_000) }, 'phone', 'PHONE_INVALID'],
      [{ country: 'XX' }, 'country', 'APPLICANT_COUNTRY_REQUIRED'],
      [{ message: 'x'.repeat(1001) }, 'message', 'TOO_LONG'],
      [{ message: 'bell \u0007' }, 'message', 'TEXT_INVALID'],
      [{ message: 'lone \udfff' }, 'message', 'TEXT_INVALID'],
      [{ language: 'fr' }, 'language', 'language'],
    ];
    for (const [overrides, field, code] of cases) {
      const res = await apply(application(overrides));
      expect(res.statusCode, JSON.stringify(overrides).slice(0, 80)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      if (field !== 'language') expect(res.json().details.fields[field]).toBe(code);
    }
    for (const body of [{ ...application(), isReseller: true }, { ...application(), status: 'approved' }, []]) {
      expect((await apply(body)).statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect((await apply('name=x')).statusCode).toBe(415);
    expect(await rowCounts()).toEqual(before);
  });

  it('keeps an empty message as none, and a message with angle brackets as plain text', async () => {
    const withoutMessage = application({ message: '' });
    await apply(withoutMessage);
    expect((await applicationsFor(withoutMessage.email))[0]!.message).toBeNull();
    const omitted = application();
    delete (omitted as { message?: string }).message;
    expect((await apply(omitted)).statusCode).toBe(204);
    const brackets = application({ message: 'Margins <20%> are fine' });
    await apply(brackets);
    expect((await applicationsFor(brackets.email))[0]!.message).toBe('Margins <20%> are fine');
  });

  it('limits one address to 3 applications an hour and one IP address to 10', async () => {
    const body = application();
    for (let attempt = 0; attempt < 3; attempt++) expect((await apply(body)).statusCode).toBe(204);
    const limited = await apply(body);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');

    const ip = '10.2.0.1';
    for (let attempt = 0; attempt < 10; attempt++) expect((await apply(application(), ip)).statusCode).toBe(204);
    const before = await rowCounts();
    expect((await apply(application(), ip)).statusCode).toBe(429);
    expect(await rowCounts()).toEqual(before);
  });
});
