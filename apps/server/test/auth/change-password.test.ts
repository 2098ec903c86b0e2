import { ROLES } from '@oneclick/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRONG_CURRENT_PASSWORDS_ALLOWED } from '../../src/modules/auth/change-password.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { emailsTo } from '../helpers/outbox.js';
import { getJson, postJson, sessionCookieFrom } from '../helpers/requests.js';
import { activatedMachine, checkIn as checkInAs } from '../helpers/software.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const NEW_PASSWORD = 'oak drawer runner 99';

describe('POST /api/v1/auth/change-password', () => {
  let t: TestApp;
  const logIn = async (email: string, password = TEST_PASSWORD) =>
    sessionCookieFrom(await postJson(t, '/api/v1/auth/login', { email, password }));

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const checkIn = (token: string, name: string) => checkInAs(t, token, name);
  const machineToken = (userId: string, name: string) => activatedMachine(t, userId, name);

  it('needs a session', async () => {
    const res = await postJson(t, '/api/v1/auth/change-password', {
      currentPassword: TEST_PASSWORD,
      password: NEW_PASSWORD,
      password2: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  it('changes the password, keeps this session, signs out the others and sends a notice', async () => {
    const user = await insertUser(t.database.db);
    const here = await logIn(user.email);
    const elsewhere = await logIn(user.email);
    const res = await postJson(
      t,
      '/api/v1/auth/change-password',
      { currentPassword: TEST_PASSWORD, password: NEW_PASSWORD, password2: NEW_PASSWORD },
      { cookie: here },
    );
    expect(res.statusCode).toBe(200);
    expect((await getJson(t, '/api/v1/auth/session', { cookie: here })).json().user.id).toBe(user.id);
    expect((await getJson(t, '/api/v1/auth/session', { cookie: elsewhere })).json().user).toBeNull();
    expect((await postJson(t, '/api/v1/auth/login', { email: user.email, password: TEST_PASSWORD })).statusCode).toBe(
      401,
    );
    expect((await postJson(t, '/api/v1/auth/login', { email: user.email, password: NEW_PASSWORD })).statusCode).toBe(
      200,
    );
    const [notice] = await emailsTo(t.database.db, user.email);
    expect(notice!.subject).toBe('Your OneClick password was changed');
  });

  it("signs the software out of the account's machines, unless the owner keeps them signed in", async () => {
    const user = await insertUser(t.database.db, { role: ROLES.premium, expiresAt: new Date(Date.now() + 86_400_000) });
    const other = await insertUser(t.database.db);
    const cookie = await logIn(user.email);
    const change = (from: string, to: string, keep?: { keepDevices: boolean }) =>
      postJson(
        t,
        '/api/v1/auth/change-password',
        { currentPassword: from, password: to, password2: to, ...keep },
        { cookie },
      );

    const kept = await machineToken(user.id, 'kept');
    expect((await change(TEST_PASSWORD, NEW_PASSWORD, { keepDevices: true })).statusCode).toBe(200);
    expect((await checkIn(kept, 'kept')).statusCode).toBe(200);

    const [mine, theirs] = [await machineToken(user.id, 'mine'), await machineToken(other.id, 'theirs')];
    expect((await change(NEW_PASSWORD, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await checkIn(kept, 'kept')).statusCode).toBe(401);
    expect((await checkIn(mine, 'mine')).statusCode).toBe(401);
    expect((await checkIn(theirs, 'theirs')).statusCode).toBe(200);

    const signedInAgain = await machineToken(user.id, 'mine');
    expect((await change(TEST_PASSWORD, NEW_PASSWORD, { keepDevices: false })).statusCode).toBe(200);
    expect((await checkIn(signedInAgain, 'mine')).statusCode).toBe(401);
  });

  it.each([
    ['a wrong current password', { currentPassword: 'not it' }, 'currentPassword'],
    ['a common new password', { password: 'qwertyuiop', password2: 'qwertyuiop' }, 'password'],
    ['a short new password', { password: 'short', password2: 'short' }, 'password'],
    ['new passwords that differ', { password2: 'something else entirely' }, 'password2'],
    ['a role smuggled in', { role: 0 }, 'request'],
    ['a keep-devices choice that is not true or false', { keepDevices: 'yes' }, 'keepDevices'],
  ])('refuses %s with CHANGE_PWD_FAIL and keeps the old password', async (_label, change, field) => {
    const user = await insertUser(t.database.db);
    const cookie = await logIn(user.email);
    const res = await postJson(
      t,
      '/api/v1/auth/change-password',
      { currentPassword: TEST_PASSWORD, password: NEW_PASSWORD, password2: NEW_PASSWORD, ...change },
      { cookie },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('CHANGE_PWD_FAIL');
    expect(Object.keys(res.json().details.fields)).toContain(field);
    expect((await postJson(t, '/api/v1/auth/login', { email: user.email, password: TEST_PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it('answers the 11th wrong current password in a row with 429, even with the right one', async () => {
    const user = await insertUser(t.database.db);
    const cookie = await logIn(user.email);
    const attempt = (currentPassword: string) =>
      postJson(
        t,
        '/api/v1/auth/change-password',
        { currentPassword, password: NEW_PASSWORD, password2: NEW_PASSWORD },
        { cookie },
      );
    for (let i = 0; i < WRONG_CURRENT_PASSWORDS_ALLOWED; i++) {
      expect((await attempt(`guess number ${i}`)).statusCode).toBe(400);
    }
    const limited = await attempt(TEST_PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect((await postJson(t, '/api/v1/auth/login', { email: user.email, password: TEST_PASSWORD })).statusCode).toBe(
      200,
    );
  });
});
