import { LicenceRefused, verifyLicence } from '@oneclick/licence-client';
import { LICENCE_OFFLINE_DAYS, PACKAGES, ROLES } from '@oneclick/shared';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDeviceToken } from '../../src/auth/device-sessions.js';
import { auditLog, machines, rateLimitBuckets, users } from '../../src/db/schema/index.js';
import { insertUser, TEST_PASSWORD } from '../helpers/factories.js';
import { getJson, logInAs, sendJson } from '../helpers/requests.js';
import { machineDescription, signInMachine, softwareCall } from '../helpers/software.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { fixtureWrites } from '../helpers/fixture-writes.js';

const DAY_MS = 24 * 60 * 60 * 1000;
let nonceCount = 0;
const freshNonce = () => `nonce-${(nonceCount += 1).toString().padStart(12, '0')}`;

describe('machines, seats and signed licences', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  // Every machine here asks for its code from the same address.
  beforeEach(async () => {
    await t.database.db.delete(rateLimitBuckets);
  });

  async function proCustomer(expiresAt = new Date(Date.now() + 90 * DAY_MS)) {
    const user = await insertUser(t.database.db, { role: ROLES.pro, expiresAt });
    return { user, cookie: await logInAs(t, user.email, TEST_PASSWORD) };
  }

  async function licenceCall(path: 'activate' | 'check-in', token: string, name: string, nonce = freshNonce()) {
    const res = await softwareCall(t, `/api/v1/licence/${path}`, { ...machineDescription(name), nonce }, token);
    return { res, nonce };
  }

  const publicKeys = async () => (await getJson(t, '/.well-known/oneclick-licence-keys.json')).json();
  const activeSeats = async (userId: string) =>
    (
      await t.database.db
        .select({ n: count() })
        .from(machines)
        .where(and(eq(machines.userId, userId), isNull(machines.releasedAt)))
    )[0]!.n;

  it('activates a machine with a licence the reference client verifies, for this request only', async () => {
    const { user, cookie } = await proCustomer();
    const token = await signInMachine(t, cookie, machineDescription('A'));
    const { res, nonce } = await licenceCall('activate', token, 'A');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { licence, machine } = res.json();
    expect(machine).toMatchObject({ hostname: 'WORKSHOP-A', os: 'Windows 11', version: '2.4.0' });

    const keys = await publicKeys();
    const claims = await verifyLicence(licence, keys, { nonce, fingerprint: 'fingerprint-A' });
    expect(claims).toMatchObject({ sub: user.id, accountType: ROLES.pro, features: PACKAGES.pro.features });
    // Signed with the portal's clock: the software's only trusted time (docs/licence-api.md).
    expect(Math.abs(claims.iat - Date.now() / 1000)).toBeLessThan(60);
    expect(claims.validUntil - claims.iat).toBe(LICENCE_OFFLINE_DAYS * 24 * 3600);
    // Replayed to another request, the same answer is refused.
    await expect(verifyLicence(licence, keys, { nonce: freshNonce(), fingerprint: 'fingerprint-A' })).rejects.toThrow(
      LicenceRefused,
    );

    const listed = await getJson(t, '/api/v1/licence/machines', { cookie });
    expect(listed.json()).toEqual({ machines: [{ ...machine, holdsSeat: true }], seats: 2 });
    const [audited] = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, machine.id));
    expect(audited).toMatchObject({ action: 'machine.activate', actorUserId: user.id });
  });

  it('keeps one seat for one machine, however often it activates', async () => {
    const { user, cookie } = await proCustomer();
    const token = await signInMachine(t, cookie, machineDescription('A'));
    const first = (await licenceCall('activate', token, 'A')).res.json().machine;
    const again = (await licenceCall('activate', token, 'A')).res.json().machine;
    expect(again.id).toBe(first.id);
    expect(await activeSeats(user.id)).toBe(1);
  });

  it('answers 409 with the machines holding the seats once the plan has no seat left', async () => {
    const { user, cookie } = await proCustomer();
    for (const name of ['A', 'B']) {
      const token = await signInMachine(t, cookie, machineDescription(name));
      expect((await licenceCall('activate', token, name)).res.statusCode).toBe(200);
    }
    // /device no longer approves a third machine (device-sign-in.test.ts): one signed in before the plan's seats filled up.
    const third = await createDeviceToken(fixtureWrites(t.database.db), user.id, machineDescription('C').fingerprint);
    const { res } = await licenceCall('activate', third, 'C');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', details: { reason: 'SEATS_FULL' } });
    expect(res.json().details.machines.map((held: { hostname: string }) => held.hostname)).toEqual([
      'WORKSHOP-A',
      'WORKSHOP-B',
    ]);
    expect(await activeSeats(user.id)).toBe(2);
  });

  it('keeps seats at check-in for the oldest machines the plan has room for, and says which lost theirs', async () => {
    const { user, cookie } = await proCustomer();
    await t.database.db.update(users).set({ role: ROLES.enterprise }).where(eq(users.id, user.id));
    const names = Array.from({ length: 10 }, (_, index) => `seat-${index}`);
    const tokens: string[] = [];
    for (const name of names) {
      const token = await createDeviceToken(
        fixtureWrites(t.database.db),
        user.id,
        machineDescription(name).fingerprint,
      );
      expect((await licenceCall('activate', token, name)).res.statusCode).toBe(200);
      tokens.push(token);
    }
    // The plan becomes Pro: 2 seats.
    await t.database.db.update(users).set({ role: ROLES.pro }).where(eq(users.id, user.id));

    const checkIns = [];
    for (const [index, name] of names.entries())
      checkIns.push((await licenceCall('check-in', tokens[index]!, name)).res);
    expect(checkIns.map((res) => res.statusCode)).toEqual([200, 200, ...names.slice(2).map(() => 409)]);
    expect(checkIns[9]!.json()).toMatchObject({ code: 'CONFLICT', details: { reason: 'SEATS_FULL' } });
    expect(checkIns[9]!.json().details.machines.map((held: { hostname: string }) => held.hostname)).toEqual(
      names.map((name) => `WORKSHOP-${name}`),
    );
    // Activating again is no way round it.
    expect((await licenceCall('activate', tokens[9]!, 'seat-9')).res.json().details.reason).toBe('SEATS_FULL');

    const listed = (await getJson(t, '/api/v1/licence/machines', { cookie })).json();
    expect(listed.seats).toBe(2);
    expect(listed.machines.map((machine: { holdsSeat: boolean }) => machine.holdsSeat)).toEqual([
      true,
      true,
      ...names.slice(2).map(() => false),
    ]);

    // Freeing a seat hands it to the oldest machine without one.
    const second = listed.machines[1].id;
    expect((await sendJson(t, 'DELETE', `/api/v1/licence/machines/${second}`, undefined, { cookie })).statusCode).toBe(
      204,
    );
    expect((await licenceCall('check-in', tokens[2]!, 'seat-2')).res.statusCode).toBe(200);
    expect((await licenceCall('check-in', tokens[3]!, 'seat-3')).res.statusCode).toBe(409);
  });

  it('keeps only the oldest machine running once a paid plan has expired to Free', async () => {
    const { user, cookie } = await proCustomer();
    const tokens = [];
    for (const name of ['A', 'B']) {
      const token = await signInMachine(t, cookie, machineDescription(name));
      await licenceCall('activate', token, name);
      tokens.push(token);
    }
    await t.database.db
      .update(users)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, user.id));
    expect((await licenceCall('check-in', tokens[0]!, 'A')).res.statusCode).toBe(200);
    expect((await licenceCall('check-in', tokens[1]!, 'B')).res.json()).toMatchObject({
      details: { reason: 'SEATS_FULL' },
    });
  });

  it('gives a machine whose plan has expired a Free licence at check-in', async () => {
    const { user, cookie } = await proCustomer();
    const token = await signInMachine(t, cookie, machineDescription('A'));
    await licenceCall('activate', token, 'A');
    await t.database.db
      .update(users)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, user.id));
    const { res, nonce } = await licenceCall('check-in', token, 'A');
    expect(res.statusCode).toBe(200);
    const claims = await verifyLicence(res.json().licence, await publicKeys(), { nonce, fingerprint: 'fingerprint-A' });
    expect(claims).toMatchObject({ accountType: ROLES.free, planExpiresAt: null, features: PACKAGES.basic.features });
  });

  it('never lets a paid licence run past the end of its plan', async () => {
    const end = new Date(Date.now() + 3 * DAY_MS);
    const { cookie } = await proCustomer(end);
    const token = await signInMachine(t, cookie, machineDescription('A'));
    const { res, nonce } = await licenceCall('activate', token, 'A');
    const claims = await verifyLicence(res.json().licence, await publicKeys(), { nonce, fingerprint: 'fingerprint-A' });
    expect(claims.validUntil).toBe(Math.floor(end.getTime() / 1000));
  });

  it('frees a seat from the profile: the machine is signed out and the seat taken by another', async () => {
    const { user, cookie } = await proCustomer();
    const tokenA = await signInMachine(t, cookie, machineDescription('A'));
    const machineA = (await licenceCall('activate', tokenA, 'A')).res.json().machine;
    const tokenB = await signInMachine(t, cookie, machineDescription('B'));
    await licenceCall('activate', tokenB, 'B');

    const freed = await sendJson(t, 'DELETE', `/api/v1/licence/machines/${machineA.id}`, undefined, { cookie });
    expect(freed.statusCode).toBe(204);
    expect((await licenceCall('check-in', tokenA, 'A')).res.statusCode).toBe(401);
    expect((await licenceCall('activate', tokenA, 'A')).res.statusCode).toBe(401);
    const tokenC = await signInMachine(t, cookie, machineDescription('C'));
    expect((await licenceCall('activate', tokenC, 'C')).res.statusCode).toBe(200);
    expect(await activeSeats(user.id)).toBe(2);
    const [audited] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, machineA.id), eq(auditLog.action, 'machine.release')));
    expect(audited).toMatchObject({ actorUserId: user.id });
    expect(
      (await sendJson(t, 'DELETE', `/api/v1/licence/machines/${machineA.id}`, undefined, { cookie })).statusCode,
    ).toBe(404);
  });

  it("lets no customer free another's machine; its reseller and admins see and free it", async () => {
    const reseller = await insertUser(t.database.db, { role: ROLES.reseller, isReseller: true, commissionRate: 20 });
    const otherReseller = await insertUser(t.database.db, {
      role: ROLES.reseller,
      isReseller: true,
      commissionRate: 20,
    });
    const owner = await proCustomer();
    await t.database.db.update(users).set({ resellerId: reseller.id }).where(eq(users.id, owner.user.id));
    const other = await proCustomer();
    const activateOne = async (name: string) => {
      const token = await signInMachine(t, owner.cookie, machineDescription(name));
      return (await licenceCall('activate', token, name)).res.json().machine;
    };
    const release = (id: string, cookie: string) =>
      sendJson(t, 'DELETE', `/api/v1/licence/machines/${id}`, undefined, { cookie });
    const machinesOf = (cookie: string) => getJson(t, `/api/v1/users/${owner.user.id}/machines`, { cookie });
    const first = await activateOne('A');

    expect((await release(first.id, other.cookie)).statusCode).toBe(404);
    expect((await machinesOf(other.cookie)).statusCode).toBe(403);
    const otherResellerCookie = await logInAs(t, otherReseller.email, TEST_PASSWORD);
    expect((await machinesOf(otherResellerCookie)).statusCode).toBe(404);
    expect((await release(first.id, otherResellerCookie)).statusCode).toBe(404);
    expect(await activeSeats(owner.user.id)).toBe(1);

    const resellerCookie = await logInAs(t, reseller.email, TEST_PASSWORD);
    expect((await machinesOf(resellerCookie)).json()).toEqual({ machines: [{ ...first, holdsSeat: true }], seats: 2 });
    expect((await release(first.id, resellerCookie)).statusCode).toBe(204);

    const second = await activateOne('B');
    const admin = await insertUser(t.database.db, { role: ROLES.admin });
    const adminCookie = await logInAs(t, admin.email, TEST_PASSWORD);
    expect((await machinesOf(adminCookie)).json()).toEqual({ machines: [{ ...second, holdsSeat: true }], seats: 2 });
    expect((await release(second.id, adminCookie)).statusCode).toBe(204);
    expect(await activeSeats(owner.user.id)).toBe(0);
  });

  it('refuses a token used for another machine, a missing or made-up token, and bad input, changing nothing', async () => {
    const { user, cookie } = await proCustomer();
    const token = await signInMachine(t, cookie, machineDescription('A'));
    const other = await licenceCall('activate', token, 'B');
    expect(other.res.statusCode).toBe(403);
    expect(other.res.json()).toMatchObject({ code: 'FORBIDDEN', details: { reason: 'WRONG_MACHINE' } });
    expect((await licenceCall('activate', 'made-up-token', 'A')).res.statusCode).toBe(401);
    expect(
      (await softwareCall(t, '/api/v1/licence/activate', { ...machineDescription('A'), nonce: freshNonce() }))
        .statusCode,
    ).toBe(401);
    for (const nonce of ['', 'too-short']) {
      const res = (await licenceCall('activate', token, 'A', nonce)).res;
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await licenceCall('check-in', token, 'A')).res.json()).toMatchObject({ details: { reason: 'NO_SEAT' } });
    expect(await activeSeats(user.id)).toBe(0);
  });
});
