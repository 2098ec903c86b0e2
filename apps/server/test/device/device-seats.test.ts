import { MACHINE_SEATS, type RoleCode, ROLES } from '@oneclick/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, deviceAuthorizations, rateLimitBuckets, users } from '../../src/db/schema/index.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { getJson, logInAs, postJson, sendJson } from '../helpers/requests.js';
import { activatedMachine, machineDescription, softwareCall } from '../helpers/software.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const inAMonth = () => new Date(Date.now() + 30 * DAY_MS);

/** /device says whether a seat waits for the machine before the user approves it (decision 022). */
describe('the seat a machine finds, told before approving it on /device', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.delete(rateLimitBuckets);
  });

  async function account(values: Parameters<typeof insertUser>[1] = {}) {
    const user = await insertUser(t.database.db, values);
    return { user, cookie: await logInAs(t, user.email, TEST_PASSWORD) };
  }

  async function asks(name: string) {
    const res = await softwareCall(t, '/api/v1/device/authorize', machineDescription(name));
    expect(res.statusCode).toBe(200);
    return res.json<{ device_code: string; user_code: string }>();
  }

  const look = (userCode: string, cookie: string) => getJson(t, `/api/v1/device/requests/${userCode}`, { cookie });
  const approve = (userCode: string, cookie: string) =>
    postJson(t, '/api/v1/device/decision', { userCode, decision: 'approve' }, { cookie });
  const statusOf = async (userCode: string) =>
    (
      await t.database.db
        .select({ status: deviceAuthorizations.status })
        .from(deviceAuthorizations)
        .where(eq(deviceAuthorizations.userCode, userCode.replace('-', '')))
    )[0]!.status;

  const kinds: [string, Parameters<typeof insertUser>[1]][] = [
    ['a Free customer', {}],
    ['a Pro customer', { role: ROLES.pro, expiresAt: inAMonth() }],
    ['a Premium customer', { role: ROLES.premium, expiresAt: inAMonth() }],
    ['a reseller', { role: ROLES.reseller, isReseller: true, commissionRate: 20 }],
    ['an admin', { role: ROLES.admin }],
    ['a super admin', { role: ROLES.superAdmin }],
  ];

  it.each(kinds)(
    'tells %s that every seat is taken, refuses the approval, and approves once a seat is freed',
    async (_kind, values) => {
      const { user, cookie } = await account(values);
      const seats = MACHINE_SEATS[user.role as RoleCode];
      const { user_code } = await asks(`new-${user.id}`);
      expect((await look(user_code, cookie)).json()).toMatchObject({ seats, seatAvailable: true });

      for (let index = 0; index < seats; index += 1) await activatedMachine(t, user.id, `${user.id}-${index}`);
      const full = await look(user_code, cookie);
      expect(full.statusCode).toBe(200);
      expect(full.json()).toMatchObject({ seats, seatAvailable: false });

      const refused = await approve(user_code, cookie);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'CONFLICT', details: { reason: 'SEATS_FULL' } });
      expect(refused.json().details.machines).toHaveLength(seats);
      expect(await statusOf(user_code)).toBe('pending');

      const listed = (await getJson(t, '/api/v1/licence/machines', { cookie })).json<{ machines: { id: string }[] }>();
      const freed = await sendJson(t, 'DELETE', `/api/v1/licence/machines/${listed.machines[0]!.id}`, undefined, {
        cookie,
      });
      expect(freed.statusCode).toBe(204);
      expect((await look(user_code, cookie)).json()).toMatchObject({ seats, seatAvailable: true });
      expect((await approve(user_code, cookie)).statusCode).toBe(204);
      expect(await statusOf(user_code)).toBe('approved');
    },
  );

  it('gives the software its licence once the freed seat is approved', async () => {
    const { user, cookie } = await account();
    await activatedMachine(t, user.id, 'old-desk');
    const { user_code, device_code } = await asks('new-desk');
    expect((await approve(user_code, cookie)).statusCode).toBe(409);
    const [old] = (await getJson(t, '/api/v1/licence/machines', { cookie })).json<{ machines: { id: string }[] }>()
      .machines;
    await sendJson(t, 'DELETE', `/api/v1/licence/machines/${old!.id}`, undefined, { cookie });
    expect((await approve(user_code, cookie)).statusCode).toBe(204);
    const token = (await softwareCall(t, '/api/v1/device/token', { device_code })).json().access_token;
    const activated = await softwareCall(
      t,
      '/api/v1/licence/activate',
      { ...machineDescription('new-desk'), nonce: 'nonce-new-desk-000000' },
      token,
    );
    expect(activated.statusCode).toBe(200);
  });

  it('finds a seat for a machine that already holds one, however full the plan', async () => {
    const { user, cookie } = await account();
    await activatedMachine(t, user.id, 'signed-out-desk');
    const { user_code } = await asks('signed-out-desk');
    expect((await look(user_code, cookie)).json()).toMatchObject({ seats: 1, seatAvailable: true });
    expect((await approve(user_code, cookie)).statusCode).toBe(204);
  });

  it('finds no seat for a machine that lost its seat when the plan shrank, nor after the plan expired', async () => {
    const { user, cookie } = await account({ role: ROLES.pro, expiresAt: inAMonth() });
    await activatedMachine(t, user.id, `${user.id}-first`);
    await activatedMachine(t, user.id, `${user.id}-second`);
    const { user_code } = await asks(`${user.id}-second`);
    expect((await look(user_code, cookie)).json()).toMatchObject({ seats: 2, seatAvailable: true });
    await t.database.db
      .update(users)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, user.id));
    expect((await look(user_code, cookie)).json()).toMatchObject({ seats: 1, seatAvailable: false });
    expect((await approve(user_code, cookie)).json().details.reason).toBe('SEATS_FULL');
  });

  it('lets the user deny a machine whatever the seats, and audits no refused approval', async () => {
    const { user, cookie } = await account();
    await activatedMachine(t, user.id, `${user.id}-only`);
    const { user_code } = await asks(`${user.id}-denied`);
    expect((await approve(user_code, cookie)).statusCode).toBe(409);
    const [request] = await t.database.db
      .select({ id: deviceAuthorizations.id })
      .from(deviceAuthorizations)
      .where(eq(deviceAuthorizations.userCode, user_code.replace('-', '')));
    const approvals = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, request!.id), eq(auditLog.action, 'device.approve')));
    expect(approvals).toEqual([]);
    const denied = await postJson(t, '/api/v1/device/decision', { userCode: user_code, decision: 'deny' }, { cookie });
    expect(denied.statusCode).toBe(204);
    expect(await statusOf(user_code)).toBe('denied');
  });

  it('tells no one signed out about a machine or its seats', async () => {
    const { user_code } = await asks('anonymous');
    const res = await getJson(t, `/api/v1/device/requests/${user_code}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).not.toHaveProperty('seats');
  });
});
