import type { MachineDescription } from '@oneclick/shared';
import { expect } from 'vitest';
import { createDeviceToken } from '../../src/auth/device-sessions.js';
import { postJson } from './requests.js';
import type { TestApp } from './test-app.js';
import { fixtureWrites } from './fixture-writes.js';

/** A call as the extension makes it: JSON, no Origin, no cookie, its device token if it has one. */
export function softwareCall(t: TestApp, url: string, body: unknown, token?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: body as object,
  });
}

export function machineDescription(name: string): MachineDescription {
  return { fingerprint: `fingerprint-${name}`, hostname: `WORKSHOP-${name}`, os: 'Windows 11', version: '2.4.0' };
}

/** The whole device flow for a machine: it asks, the signed-in user approves, it gets its token. */
export async function signInMachine(t: TestApp, cookie: string, machine: MachineDescription): Promise<string> {
  const started = await softwareCall(t, '/api/v1/device/authorize', machine);
  expect(started.statusCode).toBe(200);
  const { device_code, user_code } = started.json<{ device_code: string; user_code: string }>();
  const decided = await postJson(
    t,
    '/api/v1/device/decision',
    { userCode: user_code, decision: 'approve' },
    { cookie },
  );
  expect(decided.statusCode).toBe(204);
  const exchanged = await softwareCall(t, '/api/v1/device/token', { device_code });
  expect(exchanged.statusCode).toBe(200);
  return exchanged.json<{ access_token: string }>().access_token;
}

/** A licence check-in by the machine named `name`, with its device token. */
export function checkIn(t: TestApp, token: string, name: string) {
  return softwareCall(
    t,
    '/api/v1/licence/check-in',
    { ...machineDescription(name), nonce: `nonce-${name}-0000000` },
    token,
  );
}

/** A machine of the user's, signed in (its token made directly) and holding a seat. */
export async function activatedMachine(t: TestApp, userId: string, name: string): Promise<string> {
  const token = await createDeviceToken(fixtureWrites(t.database.db), userId, machineDescription(name).fingerprint);
  const body = { ...machineDescription(name), nonce: `nonce-${name}-0000000` };
  expect((await softwareCall(t, '/api/v1/licence/activate', body, token)).statusCode).toBe(200);
  return token;
}
