import { DEVICE_CODE_TTL_SECONDS, DEVICE_POLL_INTERVAL_SECONDS, DEVICE_TOKEN_IDLE_DAYS } from '@oneclick/shared';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDeviceToken } from '../../src/auth/device-sessions.js';
import { auditLog, deviceAuthorizations, deviceTokens, rateLimitBuckets } from '../../src/db/schema/index.js';
import { hashToken } from '../../src/utils/secure-token.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { getJson, logInAs, postJson } from '../helpers/requests.js';
import { machineDescription, softwareCall } from '../helpers/software.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { fixtureWrites } from '../helpers/fixture-writes.js';

const MACHINE = machineDescription('A');
const DAY_MS = 24 * 60 * 60 * 1000;

describe('signing in from the software (RFC 8628 device flow)', () => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp();
    const user = await insertUser(t.database.db);
    cookie = await logInAs(t, user.email, TEST_PASSWORD);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.delete(rateLimitBuckets);
  });

  async function start() {
    const res = await softwareCall(t, '/api/v1/device/authorize', MACHINE);
    expect(res.statusCode).toBe(200);
    return res.json<{ device_code: string; user_code: string; verification_uri_complete: string }>();
  }

  const poll = (deviceCode: string) => softwareCall(t, '/api/v1/device/token', { device_code: deviceCode });
  const decide = (userCode: string, decision: string) =>
    postJson(t, '/api/v1/device/decision', { userCode, decision }, { cookie });

  async function waitedPoll(deviceCode: string) {
    // As if the software had waited its interval since the last poll.
    await t.database.db
      .update(deviceAuthorizations)
      .set({ lastPolledAt: sql`now() - interval '1 hour'` })
      .where(eq(deviceAuthorizations.deviceCodeHash, hashToken(deviceCode)));
    return poll(deviceCode);
  }

  it('answers the codes RFC 8628 names, keeping only the device code hash', async () => {
    const res = await softwareCall(t, '/api/v1/device/authorize', MACHINE);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toEqual({
      device_code: expect.stringMatching(/^[\w-]{43}$/),
      user_code: expect.stringMatching(/^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/),
      verification_uri: `${t.config.publicUrl}/device`,
      verification_uri_complete: `${t.config.publicUrl}/device?code=${body.user_code}`,
      expires_in: DEVICE_CODE_TTL_SECONDS,
      interval: DEVICE_POLL_INTERVAL_SECONDS,
    });
    const [row] = await t.database.db
      .select()
      .from(deviceAuthorizations)
      .where(eq(deviceAuthorizations.deviceCodeHash, hashToken(body.device_code)));
    expect(row).toMatchObject({
      status: 'pending',
      hostname: MACHINE.hostname,
      userCode: body.user_code.replace('-', ''),
    });
  });

  it('waits for the user, slows a hasty poller down, and hands the token out once after approval', async () => {
    const { device_code, user_code } = await start();
    expect((await poll(device_code)).json()).toMatchObject({
      error: 'authorization_pending',
      code: 'AUTHORIZATION_PENDING',
    });
    const hasty = await poll(device_code);
    expect(hasty.statusCode).toBe(400);
    expect(hasty.json().error).toBe('slow_down');
    const [row] = await t.database.db
      .select()
      .from(deviceAuthorizations)
      .where(eq(deviceAuthorizations.deviceCodeHash, hashToken(device_code)));
    expect(row!.intervalSeconds).toBe(DEVICE_POLL_INTERVAL_SECONDS * 2);

    // The user types the code as people do: lower case, no dash.
    const shown = await getJson(t, `/api/v1/device/requests/${user_code.replace('-', '').toLowerCase()}`, { cookie });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ userCode: user_code, hostname: MACHINE.hostname, os: MACHINE.os });
    expect((await decide(user_code, 'approve')).statusCode).toBe(204);

    const issued = await waitedPoll(device_code);
    expect(issued.statusCode).toBe(200);
    expect(issued.json()).toEqual({ access_token: expect.any(String), token_type: 'Bearer' });
    const [token] = await t.database.db
      .select()
      .from(deviceTokens)
      .where(eq(deviceTokens.tokenHash, hashToken(issued.json().access_token)));
    expect(token).toMatchObject({ fingerprint: MACHINE.fingerprint, revokedAt: null });

    expect((await waitedPoll(device_code)).json().error).toBe('invalid_grant');
    const actions = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, row!.id));
    expect(actions.map((entry) => entry.action).sort()).toEqual(['device.approve', 'device.sign_in']);
  });

  it('signs a machine out after 90 days without a check-in; each check-in starts the 90 days again', async () => {
    const user = await insertUser(t.database.db);
    const token = await createDeviceToken(fixtureWrites(t.database.db), user.id, MACHINE.fingerprint);
    const licenceCall = (path: string) =>
      softwareCall(t, `/api/v1/licence/${path}`, { ...MACHINE, nonce: 'nonce-of-the-idle-test' }, token);
    expect((await licenceCall('activate')).statusCode).toBe(200);
    const later = (days: number) => vi.setSystemTime(Date.now() + days * DAY_MS);
    try {
      vi.useFakeTimers({ toFake: ['Date'] });
      later(DEVICE_TOKEN_IDLE_DAYS - 1);
      expect((await licenceCall('check-in')).statusCode).toBe(200);
      later(DEVICE_TOKEN_IDLE_DAYS - 1);
      expect((await licenceCall('check-in')).statusCode).toBe(200);
      later(DEVICE_TOKEN_IDLE_DAYS);
      const expired = await licenceCall('check-in');
      expect(expired.statusCode).toBe(401);
      expect(expired.json().code).toBe('UNAUTHENTICATED');
      expect((await licenceCall('activate')).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('tells the software when the user denied it, and the code is spent', async () => {
    const { device_code, user_code } = await start();
    expect((await decide(user_code, 'deny')).statusCode).toBe(204);
    expect((await waitedPoll(device_code)).json().error).toBe('access_denied');
    expect((await decide(user_code, 'approve')).json()).toMatchObject({
      code: 'NOT_FOUND',
      details: { reason: 'DEVICE_CODE_UNKNOWN' },
    });
  });

  it('lets a code expire after ten minutes: no lookup, no decision, expired_token', async () => {
    const { device_code, user_code } = await start();
    await t.database.db
      .update(deviceAuthorizations)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(deviceAuthorizations.deviceCodeHash, hashToken(device_code)));
    expect((await getJson(t, `/api/v1/device/requests/${user_code}`, { cookie })).statusCode).toBe(404);
    expect((await decide(user_code, 'approve')).statusCode).toBe(404);
    expect((await waitedPoll(device_code)).json().error).toBe('expired_token');
  });

  it('knows no made-up device code', async () => {
    const res = await poll('not-a-device-code');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_grant', code: 'TOKEN_INVALID' });
  });

  it('refuses bad input with a code and stores nothing', async () => {
    const [before] = await t.database.db.select({ n: count() }).from(deviceAuthorizations);
    for (const body of [
      {},
      { ...MACHINE, hostname: '' },
      { ...MACHINE, fingerprint: 'short' },
      { ...MACHINE, os: 'x'.repeat(101) },
    ]) {
      const res = await softwareCall(t, '/api/v1/device/authorize', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    const [after] = await t.database.db.select({ n: count() }).from(deviceAuthorizations);
    expect(after!.n).toBe(before!.n);
    expect((await softwareCall(t, '/api/v1/device/token', { device_code: '' })).json().code).toBe('VALIDATION_FAILED');
    expect((await decide('BCDF', 'approve')).json().code).toBe('VALIDATION_FAILED');
    expect((await decide('BCDF-GHJK', 'maybe')).json().code).toBe('VALIDATION_FAILED');
  });

  it('keeps the decision to signed-in users on the portal itself', async () => {
    const { user_code } = await start();
    const anonymous = await postJson(t, '/api/v1/device/decision', { userCode: user_code, decision: 'approve' });
    expect(anonymous.statusCode).toBe(401);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/v1/device/decision',
      headers: { cookie, origin: 'https://evil.example' },
      payload: { userCode: user_code, decision: 'approve' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await getJson(t, `/api/v1/device/requests/${user_code}`)).statusCode).toBe(401);
  });

  it('limits the codes an address asks for and the codes a user tries', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await softwareCall(t, '/api/v1/device/authorize', MACHINE)).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);

    const tries = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      tries.push((await getJson(t, '/api/v1/device/requests/BCDF-GHJK', { cookie })).statusCode);
    }
    expect(tries.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(tries[20]).toBe(429);
  });
});
