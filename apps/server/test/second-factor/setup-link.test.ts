import { ROLES } from '@oneclick/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, oneTimeTokens, passkeys, totpCredentials, type UserRow } from '../../src/db/schema/index.js';
import { hashToken } from '../../src/utils/secure-token.js';
import { createSetupLink } from '../../src/modules/auth/create-setup-link.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { emailsTo, tokenMailedTo } from '../helpers/outbox.js';
import { getJson, logInAs, logInWithPasswordOnly, postJson, sessionCookieFrom } from '../helpers/requests.js';
import { totpCodeFor } from '../helpers/second-factor.js';
import { createTestApp, systemOf, type TestApp } from '../helpers/test-app.js';

const SUBJECT = {
  'en-US': 'Set up the second factor of your OneClick admin account',
  vi: 'Thiết lập lớp xác thực thứ hai cho tài khoản quản trị OneClick',
  th: 'ตั้งค่าการยืนยันตัวตนขั้นที่สองของบัญชีผู้ดูแลระบบ OneClick',
} as const;

/**
 * Issue 43, item 2: an admin account's first second factor is set up only from a session that
 * opened the link e-mailed to the account (or the first super admin's setup link).
 */
describe("the link that lets an admin's session set up a first second factor", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const open = (token: string, cookie: string) =>
    postJson(t, '/api/v1/auth/second-factor/setup-link/open', { token }, { cookie });
  const startTotp = (cookie: string) => postJson(t, '/api/v1/auth/totp', undefined, { cookie });
  const status = async (cookie: string) =>
    (await getJson(t, '/api/v1/auth/second-factor', { cookie })).json<{ setupLinkNeeded: boolean }>();
  const mailedLink = (user: UserRow) => tokenMailedTo(t.database.db, user.email, '/security');

  it('refuses a first factor to a password alone, and nothing is written', async () => {
    const admin = await insertUser(t.database.db, { role: ROLES.admin });
    const cookie = await logInWithPasswordOnly(t, admin.email, TEST_PASSWORD);
    expect(await status(cookie)).toMatchObject({ required: true, setupLinkNeeded: true });
    for (const url of ['/api/v1/auth/totp', '/api/v1/auth/passkeys/registration']) {
      const refused = await postJson(t, url, undefined, { cookie });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', details: { reason: 'SETUP_LINK_REQUIRED' } });
    }
    const confirm = await postJson(t, '/api/v1/auth/totp/confirm', { code: '123456' }, { cookie });
    expect(confirm.json()).toMatchObject({ details: { reason: 'SETUP_LINK_REQUIRED' } });
    expect(await t.database.db.select().from(totpCredentials).where(eq(totpCredentials.userId, admin.id))).toEqual([]);
    expect(await t.database.db.select().from(passkeys).where(eq(passkeys.userId, admin.id))).toEqual([]);
  });

  it.each(Object.entries(SUBJECT))(
    'is e-mailed at sign-in in the account’s language (%s), once while it can be used, valid 30 minutes',
    async (language, subject) => {
      const admin = await insertUser(t.database.db, { role: ROLES.admin, language });
      await logInWithPasswordOnly(t, admin.email, TEST_PASSWORD);
      await logInWithPasswordOnly(t, admin.email, TEST_PASSWORD);
      const mails = await emailsTo(t.database.db, admin.email);
      expect(mails.map((mail) => mail.subject)).toEqual([subject]);
      const token = await mailedLink(admin);
      const [row] = await t.database.db
        .select()
        .from(oneTimeTokens)
        .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
      expect(row).toMatchObject({ purpose: 'second_factor_setup', userId: admin.id });
      const minutes = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000;
      expect(minutes).toBeCloseTo(30, 0);
      const [sent] = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'auth.second_factor_setup_link_sent'), eq(auditLog.targetId, admin.id)));
      expect(sent).toBeDefined();
    },
  );

  it('opened by its owner, lets that session set up the first factor; it works once, for its account only', async () => {
    const admin = await insertUser(t.database.db, { role: ROLES.admin });
    const cookie = await logInWithPasswordOnly(t, admin.email, TEST_PASSWORD);
    const elsewhere = await logInWithPasswordOnly(t, admin.email, TEST_PASSWORD);
    const token = await mailedLink(admin);

    const stranger = await insertUser(t.database.db, { role: ROLES.admin });
    const strangerCookie = await logInWithPasswordOnly(t, stranger.email, TEST_PASSWORD);
    expect((await open(token, strangerCookie)).json()).toMatchObject({ code: 'TOKEN_INVALID' });

    expect((await open(token, cookie)).statusCode).toBe(204);
    expect(await status(cookie)).toMatchObject({ setupLinkNeeded: false });
    expect(await status(elsewhere)).toMatchObject({ setupLinkNeeded: true });
    expect((await startTotp(elsewhere)).statusCode).toBe(403);
    expect((await open(token, elsewhere)).json()).toMatchObject({ code: 'TOKEN_USED' });

    const { secret } = (await startTotp(cookie)).json<{ secret: string }>();
    const confirmed = await postJson(t, '/api/v1/auth/totp/confirm', { code: totpCodeFor(secret) }, { cookie });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await getJson(t, '/api/v1/users', { cookie })).statusCode).toBe(200);
    const [opened] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.second_factor_setup_link_opened'), eq(auditLog.targetId, admin.id)));
    expect(opened!.actorUserId).toBe(admin.id);
  });

  it('is sent again on asking, the earlier link stops working; refused to accounts that need none, and limited', async () => {
    const admin = await insertUser(t.database.db, { role: ROLES.admin });
    const cookie = await logInWithPasswordOnly(t, admin.email, TEST_PASSWORD);
    const first = await mailedLink(admin);
    const again = await postJson(t, '/api/v1/auth/second-factor/setup-link', undefined, { cookie });
    expect(again.statusCode, again.body).toBe(200);
    expect((await open(first, cookie)).json()).toMatchObject({ code: 'TOKEN_USED' });
    expect((await open(await mailedLink(admin), cookie)).statusCode).toBe(204);

    const customer = await insertUser(t.database.db);
    const customerCookie = await logInWithPasswordOnly(t, customer.email, TEST_PASSWORD);
    const notNeeded = await postJson(t, '/api/v1/auth/second-factor/setup-link', undefined, {
      cookie: customerCookie,
    });
    expect(notNeeded.statusCode).toBe(409);
    expect(notNeeded.json()).toMatchObject({ details: { reason: 'SETUP_LINK_NOT_NEEDED' } });
    expect(await emailsTo(t.database.db, customer.email)).toEqual([]);
    expect(await status(customerCookie)).toMatchObject({ required: false, setupLinkNeeded: false });

    const enrolled = await insertUser(t.database.db, { role: ROLES.admin });
    const enrolledCookie = await logInAs(t, enrolled.email, TEST_PASSWORD);
    const answers = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      answers.push(
        (await postJson(t, '/api/v1/auth/second-factor/setup-link', undefined, { cookie: enrolledCookie })).statusCode,
      );
    }
    expect(answers).toEqual([409, 409, 409, 409, 409, 429]);
  });

  it('is not needed by the first super admin, whose setup link signs them in ready to set one up', async () => {
    const link = await createSetupLink(systemOf(t));
    const token = new URL(link!).searchParams.get('token')!;
    const password = 'sawdust and glue 42';
    const res = await postJson(t, '/api/v1/auth/setup-admin', {
      token,
      name: 'Portal Owner',
      email: 'owner-setup-link@oneclick.test',
      password,
      password2: password,
    });
    expect(res.statusCode, res.body).toBe(201);
    const cookie = sessionCookieFrom(res);
    expect(await status(cookie)).toMatchObject({ required: true, setupLinkNeeded: false });
    expect((await startTotp(cookie)).statusCode).toBe(200);
    expect(await emailsTo(t.database.db, 'owner-setup-link@oneclick.test')).toEqual([]);
  });
});
