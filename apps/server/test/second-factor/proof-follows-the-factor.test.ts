import { ROLES } from '@oneclick/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema/index.js';
import { hashToken } from '../../src/utils/secure-token.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { getJson, logInAs, logInWithPasswordOnly, postJson, sendJson } from '../helpers/requests.js';
import { totpCodeFor } from '../helpers/second-factor.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Issue 43, item 1: a session's "second factor proved" lasts only while the account has a
 * factor, and a promotion to an admin role starts from a new sign-in.
 */
describe('the proof of a second factor follows the factor', () => {
  let t: TestApp;
  let superAdmin: string;

  beforeAll(async () => {
    t = await createTestApp();
    const owner = await insertUser(t.database.db, { role: ROLES.superAdmin });
    superAdmin = await logInAs(t, owner.email, TEST_PASSWORD);
  });
  afterAll(() => t.close());

  const sessionOf = async (cookie: string) =>
    (await getJson(t, '/api/v1/auth/session', { cookie })).json<{ user: { secondFactor: boolean } | null }>().user;

  it('a customer who set up an app, removed it and was then promoted cannot do staff work from that session', async () => {
    const customer = await insertUser(t.database.db);
    const cookie = await logInWithPasswordOnly(t, customer.email, TEST_PASSWORD);
    const { secret } = (await postJson(t, '/api/v1/auth/totp', undefined, { cookie })).json<{ secret: string }>();
    const confirmed = await postJson(t, '/api/v1/auth/totp/confirm', { code: totpCodeFor(secret) }, { cookie });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await sessionOf(cookie))?.secondFactor).toBe(true);

    expect((await sendJson(t, 'DELETE', '/api/v1/auth/totp', undefined, { cookie })).statusCode).toBe(204);
    expect((await sessionOf(cookie))?.secondFactor).toBe(false);

    const promoted = await sendJson(
      t,
      'PUT',
      `/api/v1/users/${customer.id}/role`,
      { role: ROLES.admin },
      {
        cookie: superAdmin,
      },
    );
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(await sessionOf(cookie)).toBeNull();
    expect((await getJson(t, '/api/v1/users', { cookie })).statusCode).toBe(401);
    const keys = await postJson(t, '/api/v1/licence-keys', { role: 7, months: 36, quantity: 1 }, { cookie });
    expect(keys.statusCode).toBe(401);
  });

  it('a promotion ends every session of the account, and the next password sign-in is refused staff work', async () => {
    const customer = await insertUser(t.database.db);
    const first = await logInWithPasswordOnly(t, customer.email, TEST_PASSWORD);
    const second = await logInWithPasswordOnly(t, customer.email, TEST_PASSWORD);
    await sendJson(t, 'PUT', `/api/v1/users/${customer.id}/role`, { role: ROLES.admin }, { cookie: superAdmin });
    expect(await sessionOf(first)).toBeNull();
    expect(await sessionOf(second)).toBeNull();

    const again = await logInWithPasswordOnly(t, customer.email, TEST_PASSWORD);
    const refused = await getJson(t, '/api/v1/users', { cookie: again });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ details: { reason: 'SECOND_FACTOR_REQUIRED' } });
  });

  it('an admin session marked as proved is refused staff work while the account has no factor', async () => {
    const admin = await insertUser(t.database.db, { role: ROLES.admin });
    const cookie = await logInWithPasswordOnly(t, admin.email, TEST_PASSWORD);
    await t.database.db
      .update(sessions)
      .set({ secondFactorAt: new Date() })
      .where(eq(sessions.id, hashToken(cookie.slice(cookie.indexOf('=') + 1))));
    expect((await sessionOf(cookie))?.secondFactor).toBe(false);
    const refused = await getJson(t, '/api/v1/users', { cookie });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ details: { reason: 'SECOND_FACTOR_REQUIRED' } });
  });
});
