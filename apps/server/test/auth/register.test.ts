import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.js';
import { insertUser } from '../helpers/factories.js';
import { emailsTo } from '../helpers/outbox.js';
import { postJson } from '../helpers/requests.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const valid = {
  name: 'Nguyễn Văn An',
  email: 'An.Nguyen@Factory.test',
  password: 'maple plywood 2026',
  password2: 'maple plywood 2026',
  country: 'VN',
  language: 'vi',
};

describe('POST /api/v1/auth/register', () => {
  let t: TestApp;
  const userCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates an unverified account and mails the activation link in the chosen language', async () => {
    const res = await postJson(t, '/api/v1/auth/register', valid);
    expect(res.statusCode).toBe(201);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'an.nguyen@factory.test'));
    expect(user).toMatchObject({
      name: 'Nguyễn Văn An',
      role: 4,
      country: 'VN',
      language: 'vi',
      emailVerifiedAt: null,
    });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    const [mail] = await emailsTo(t.database.db, 'an.nguyen@factory.test');
    expect(mail!.subject).toBe('Kích hoạt tài khoản OneClick của bạn');
    expect(mail!.textBody).toMatch(/\/verify_email\?token=[\w-]{43}/);
    expect(res.cookies).toHaveLength(0);
  });

  it('answers the same for an address that has an account, creates nothing and warns its owner', async () => {
    const existing = await insertUser(t.database.db, { email: 'owner@factory.test' });
    const before = await userCount();
    const res = await postJson(t, '/api/v1/auth/register', { ...valid, email: 'OWNER@factory.test' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'An activation e-mail is on its way.' });
    expect(await userCount()).toBe(before);
    const [mail] = await emailsTo(t.database.db, existing.email);
    expect(mail!.subject).toBe('Bạn đã có tài khoản OneClick');
  });

  const refused: [string, Record<string, unknown>, string][] = [
    ['a missing name', { name: undefined }, 'name'],
    ['an empty name', { name: '   ' }, 'name'],
    ['a 101-character name', { name: 'n'.repeat(101) }, 'name'],
    ['a 10,000-character name', { name: 'n'.repeat(10_000) }, 'name'],
    ['a name with control characters', { name: 'An\u0000Nguyen' }, 'name'],
    ['a name with a right-to-left override', { name: 'An\u202Enguyen' }, 'name'],
    ['a name with HTML', { name: '<script>alert(1)</script>' }, 'name'],
    ['a name that is a number', { name: 42 }, 'name'],
    ['a missing e-mail', { email: undefined }, 'email'],
    ['an e-mail without @', { email: 'an.factory.test' }, 'email'],
    ['an e-mail without a domain dot', { email: 'an@factory' }, 'email'],
    ['an e-mail with spaces inside', { email: 'an nguyen@factory.test' }, 'email'],
    ['an over-long e-mail', { email: `${'a'.repeat(250)}@factory.test` }, 'email'],
    ['a 7-character password', { password: 'abc1234', password2: 'abc1234' }, 'password'],
    ['a 129-character password', { password: 'p'.repeat(129), password2: 'p'.repeat(129) }, 'password'],
    ['a common password', { password: 'password123', password2: 'password123' }, 'password'],
    ['a common password in capitals', { password: 'ILOVEYOU', password2: 'ILOVEYOU' }, 'password'],
    ['passwords that differ', { password2: 'maple plywood 2027' }, 'password2'],
    ['an unknown country', { country: 'XX' }, 'country'],
    ['a country name instead of a code', { country: 'Vietnam' }, 'country'],
    ['an unknown language', { language: 'fr' }, 'language'],
    ['a role', { role: 0 }, 'request'],
    ['a reseller flag', { isReseller: true }, 'request'],
    ['an editor scope', { editor: 'admin' }, 'request'],
    ['an expiry', { expiresAt: '2099-01-01' }, 'request'],
  ];

  it.each(refused)('refuses %s with REGISTER_FAIL and creates nothing', async (_label, change, field) => {
    const before = await userCount();
    const res = await postJson(t, '/api/v1/auth/register', { ...valid, email: 'new@factory.test', ...change });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('REGISTER_FAIL');
    expect(Object.keys(body.details.fields)).toContain(field);
    expect(await userCount()).toBe(before);
    expect(await emailsTo(t.database.db, 'new@factory.test')).toHaveLength(0);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { origin: t.config.publicUrl, 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBeDefined();
  });
});

describe('without SMTP', () => {
  it('prints the activation link to the log, so a newcomer needs no mail server', async () => {
    const lines: string[] = [];
    const t = await createTestApp(
      {},
      { logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } },
    );
    try {
      await postJson(t, '/api/v1/auth/register', { ...valid, email: 'newcomer@factory.test' });
      const logged = lines.map((line) => JSON.parse(line)).find((entry) => entry.to === 'newcomer@factory.test');
      expect(logged.msg).toContain('no SMTP_URL');
      expect(logged.links[0]).toMatch(/^http:\/\/localhost:3000\/verify_email\?token=[\w-]{43}$/);
    } finally {
      await t.close();
    }
  });
});
