import { needsSecondFactor, type RoleCode, TOTP_PERIOD_SECONDS } from '@oneclick/shared';
import { generateHOTP } from '@oslojs/otp';
import { expect } from 'vitest';
import type { UserRow } from '../../src/db/schema/index.js';
import { TEST_PASSWORD } from './factories.js';
import { tokenMailedTo } from './outbox.js';
import { logInWithPasswordOnly, postJson } from './requests.js';
import type { TestApp } from './test-app.js';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Decode(text: string): Uint8Array {
  let bits = '';
  for (const char of text) bits += BASE32.indexOf(char).toString(2).padStart(5, '0');
  return new Uint8Array((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
}

/** The code an authenticator app with this base32 secret shows `stepsAhead` steps from now. */
export function totpCodeFor(secret: string, stepsAhead = 0): string {
  const step = Math.floor(Date.now() / 1000 / TOTP_PERIOD_SECONDS) + stepsAhead;
  return generateHOTP(base32Decode(secret), BigInt(step), 6);
}

/**
 * Opens the setup link the sign-in e-mailed an admin account without a second factor, from the
 * session `cookie`: it may then set up the account's first.
 */
export async function openMailedSetupLink(t: TestApp, user: UserRow, cookie: string): Promise<void> {
  const token = await tokenMailedTo(t.database.db, user.email, '/security');
  const opened = await postJson(t, '/api/v1/auth/second-factor/setup-link/open', { token }, { cookie });
  expect(opened.statusCode, opened.body).toBe(204);
}

/**
 * Sets up an authenticator app for `user` from a password session (an admin's through the
 * e-mailed setup link): its secret, recovery codes and that session.
 */
export async function enrolTotp(t: TestApp, user: UserRow) {
  const cookie = await logInWithPasswordOnly(t, user.email, TEST_PASSWORD);
  if (needsSecondFactor(user.role as RoleCode)) await openMailedSetupLink(t, user, cookie);
  const started = await postJson(t, '/api/v1/auth/totp', undefined, { cookie });
  expect(started.statusCode, started.body).toBe(200);
  const { secret, uri } = started.json<{ secret: string; uri: string }>();
  expect(uri).toContain(`secret=${secret}`);
  const confirmed = await postJson(t, '/api/v1/auth/totp/confirm', { code: totpCodeFor(secret) }, { cookie });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { secret, codes: confirmed.json<{ codes: string[] }>().codes, cookie };
}

/** The password step of a login for an enrolled account: its second-step cookie's value. */
export async function passwordStep(t: TestApp, user: UserRow): Promise<string> {
  const res = await postJson(t, '/api/v1/auth/login', { email: user.email, password: TEST_PASSWORD });
  expect(res.statusCode, res.body).toBe(200);
  return res.cookies.find((cookie) => cookie.name === 'oneclick_second_step')!.value;
}

/** The second step with a code, from the browser holding `secondStep`. */
export function secondStepWith(t: TestApp, secondStep: string | undefined, code: string) {
  return postJson(
    t,
    '/api/v1/auth/login/second-factor',
    { code },
    {
      cookie: secondStep ? `oneclick_second_step=${secondStep}` : undefined,
    },
  );
}
