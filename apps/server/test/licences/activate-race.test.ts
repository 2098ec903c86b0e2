import { ROLES } from '@oneclick/shared';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeviceToken } from '../../src/auth/device-sessions.js';
import { deviceAuthorizations, deviceTokens, machines, users } from '../../src/db/schema/index.js';
import { hashToken } from '../../src/utils/secure-token.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { logInAs, postJson } from '../helpers/requests.js';
import { machineDescription, softwareCall } from '../helpers/software.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { fixtureWrites } from '../helpers/fixture-writes.js';

/**
 * Machines activating and polling at the same moment, on PostgreSQL (PGlite runs one query at a
 * time, so a race there proves nothing): seats and device tokens are handed out exactly once.
 */
describe.skipIf(process.env.TEST_DB !== 'postgres')('licences under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('10 machines activating at once on a 2-seat plan: exactly 2 seats taken', async () => {
    const user = await insertUser(t.database.db, { role: ROLES.pro, expiresAt: new Date(Date.now() + 86_400_000) });
    const names = Array.from({ length: 10 }, (_, index) => `race-${index}`);
    const tokens = await Promise.all(
      names.map((name) =>
        createDeviceToken(fixtureWrites(t.database.db), user.id, machineDescription(name).fingerprint),
      ),
    );
    const answers = await Promise.all(
      names.map((name, index) =>
        softwareCall(
          t,
          '/api/v1/licence/activate',
          { ...machineDescription(name), nonce: `nonce-of-${name}-0000` },
          tokens[index],
        ),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(8);
    const [held] = await t.database.db
      .select({ n: count() })
      .from(machines)
      .where(and(eq(machines.userId, user.id), isNull(machines.releasedAt)));
    expect(held!.n).toBe(2);
  });

  it('10 machines checking in at once after their plan shrank to 2 seats: the 2 oldest renew', async () => {
    const user = await insertUser(t.database.db, {
      role: ROLES.enterprise,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const names = Array.from({ length: 10 }, (_, index) => `shrink-${index}`);
    const tokens: string[] = [];
    for (const name of names) {
      const token = await createDeviceToken(
        fixtureWrites(t.database.db),
        user.id,
        machineDescription(name).fingerprint,
      );
      const body = { ...machineDescription(name), nonce: `nonce-of-${name}-0000` };
      expect((await softwareCall(t, '/api/v1/licence/activate', body, token)).statusCode).toBe(200);
      tokens.push(token);
    }
    await t.database.db.update(users).set({ role: ROLES.pro }).where(eq(users.id, user.id));
    const answers = await Promise.all(
      names.map((name, index) =>
        softwareCall(
          t,
          '/api/v1/licence/check-in',
          { ...machineDescription(name), nonce: `nonce-again-${name}-0000` },
          tokens[index],
        ),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(names.map((_, index) => (index < 2 ? 200 : 409)));
  });

  it('the same machine activating 10 times at once holds one seat', async () => {
    const user = await insertUser(t.database.db, { role: ROLES.premium, expiresAt: new Date(Date.now() + 86_400_000) });
    const machine = machineDescription('same');
    const token = await createDeviceToken(fixtureWrites(t.database.db), user.id, machine.fingerprint);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        softwareCall(t, '/api/v1/licence/activate', { ...machine, nonce: `nonce-same-${index}-0000` }, token),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map((res) => res.json().machine.id)).size).toBe(1);
  });

  it('10 polls at once after the approval: one device token', async () => {
    const user = await insertUser(t.database.db);
    const started = await softwareCall(t, '/api/v1/device/authorize', machineDescription('poller'));
    const { device_code } = started.json<{ device_code: string }>();
    await t.database.db
      .update(deviceAuthorizations)
      .set({ status: 'approved', userId: user.id })
      .where(eq(deviceAuthorizations.deviceCodeHash, hashToken(device_code)));
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => softwareCall(t, '/api/v1/device/token', { device_code })),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.json().error === 'invalid_grant')).toHaveLength(9);
    const [issued] = await t.database.db
      .select({ n: count() })
      .from(deviceTokens)
      .where(eq(deviceTokens.userId, user.id));
    expect(issued!.n).toBe(1);
  });

  it('20 approvals at once on /device with 2 free seats: exactly 2 approved, 18 told SEATS_FULL', async () => {
    const user = await insertUser(t.database.db, { role: ROLES.pro, expiresAt: new Date(Date.now() + 86_400_000) });
    const cookie = await logInAs(t, user.email, TEST_PASSWORD);
    const codes = Array.from({ length: 20 }, (_, index) => `RACEXA${String.fromCharCode(65 + index)}Z`);
    await t.database.db.insert(deviceAuthorizations).values(
      codes.map((userCode, index) => ({
        deviceCodeHash: hashToken(`device-code-${user.id}-${index}`),
        userCode,
        ...machineDescription(`approve-${index}`),
        intervalSeconds: 5,
        expiresAt: new Date(Date.now() + 600_000),
      })),
    );
    const answers = await Promise.all(
      codes.map((userCode) => postJson(t, '/api/v1/device/decision', { userCode, decision: 'approve' }, { cookie })),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 204)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(18);
    for (const res of answers.filter((answer) => answer.statusCode === 409)) {
      expect(res.json()).toMatchObject({ details: { reason: 'SEATS_FULL' } });
    }
    const [approved] = await t.database.db
      .select({ n: count() })
      .from(deviceAuthorizations)
      .where(and(eq(deviceAuthorizations.userId, user.id), eq(deviceAuthorizations.status, 'approved')));
    expect(approved!.n).toBe(2);
  });
});
