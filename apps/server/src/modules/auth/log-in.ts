import { AppError } from '../../app-error.js';
import type { SecondFactorMethod } from '@oneclick/shared';
import { methodsOf, secondFactorColumns } from '../../auth/second-factor-columns.js';
import { offerSecondFactorSetup, startSecondStep } from '../../auth/second-factors.js';
import { signIn } from '../../auth/sign-in.js';
import { emailIs } from '../../auth/users.js';
import type { ReadOnlyDatabase } from '../../db/client.js';
import { type UserRow, users } from '../../db/schema/index.js';
import type { Hit, RateLimit } from '../../service-core/rate-limit.js';
import type { Actor } from '../../service-core/unit-of-work.js';
import type { AuthDeps } from './auth-deps.js';
import { loginDeviceColumn } from '../../auth/login-device-cookies.js';
import { hashPassword, verifyPassword } from './passwords.js';

/** Every attempt from one address without a device cookie, on any accounts. */
const ATTEMPTS_PER_ADDRESS: RateLimit = { limit: 100, windowSeconds: 15 * 60 };
/** Attempts a browser with the account's device cookie may get wrong before that cookie is locked out. */
const DEVICE_FAILURES: RateLimit = { limit: 10, windowSeconds: 15 * 60 };
/** Failed attempts on one account from one address without its device cookie. */
const ADDRESS_FAILURES: RateLimit = { limit: 10, windowSeconds: 15 * 60 };
/** Failed attempts on one account from all addresses together without its device cookie: slower. */
const ACCOUNT_FAILURES: RateLimit = { limit: 30, windowSeconds: 60 * 60 };

// Verifying against a real hash when the account does not exist keeps the timing the same.
const dummyHash = hashPassword('no account has this password');

/**
 * What a right password leads to: a session and a device cookie, or the second step an account
 * with a second factor still owes (its device cookie comes once the factor is proved).
 */
export type LogInResult =
  | { user: UserRow; session: string; deviceToken: string }
  | { user: UserRow; secondStep: { token: string; methods: SecondFactorMethod[] } };

/**
 * OWASP's device cookies: a browser that signed in to the account before is judged by its own
 * failures only, so no stranger can lock it out; any other browser by its address's failures on
 * the account and by all such failures on the account.
 */
function failureCounters(email: string, ip: string, deviceId: string | null): { own: Hit; account: Hit | null } {
  if (deviceId) return { own: { key: `login:device:${deviceId}`, limit: DEVICE_FAILURES }, account: null };
  return {
    own: { key: `login:failures:${email}:${ip}`, limit: ADDRESS_FAILURES },
    account: { key: `login:failures:${email}`, limit: ACCOUNT_FAILURES },
  };
}

/**
 * Checks the password and starts a new session, or the second step when the account has a
 * second factor (no session until it is proved); only then is the session the browser came
 * with ended (a failed attempt leaves it signed in). A counter past its limit answers
 * RATE_LIMITED, even to the right password. A sign-in gives the browser a new device cookie for
 * the account: here, or after the second step when the account has a second factor (a browser
 * that only knew the password has not signed in).
 */
export async function logIn(
  deps: AuthDeps,
  actor: Actor,
  input: { email: string; password: string; previousSessionId: string | null; deviceToken: string | undefined },
): Promise<LogInResult> {
  const { user, deviceId, methods } = await findLoginAccount(deps.db, input.email, input.deviceToken);
  const { own, account } = failureCounters(input.email, actor.ip, deviceId);
  // Counted as failures before the password is checked, so attempts sent at once cannot all
  // slip under a limit; a success takes its count back.
  await deps.rateLimits.hitAll([
    ...(deviceId ? [] : [{ key: `login:ip:${actor.ip}`, limit: ATTEMPTS_PER_ADDRESS }]),
    own,
    ...(account ? [account] : []),
  ]);
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash), input.password);
  if (!user || !user.passwordHash || !valid) {
    throw new AppError('LOGIN_FAIL', 401, 'The e-mail or the password is not correct.');
  }
  if (!user.emailVerifiedAt) {
    throw new AppError('LOGIN_FAIL', 403, 'Verify your e-mail address before logging in.', {
      reason: 'EMAIL_NOT_VERIFIED',
    });
  }
  // The browser starts afresh; the account-wide count keeps the other browsers' failures. The
  // sign-in takes the counts back in its own statement; a second step owes them now.
  const succeeded = { clear: own.key, forgetHit: account?.key ?? null };
  if (methods.length > 0) await deps.rateLimits.succeeded(succeeded);
  return deps.runUnitOfWork(actor, async (uow): Promise<LogInResult> => {
    const { tx } = uow;
    if (methods.length > 0) return { user, secondStep: { token: await startSecondStep(tx, user.id), methods } };
    await offerSecondFactorSetup(uow, user, methods);
    const signedIn = await signIn(tx, user.id, {
      previousSession: input.previousSessionId,
      replacedDevice: deviceId,
      meta: actor,
      secondFactor: false,
      succeeded,
    });
    return { user, ...signedIn };
  });
}

/**
 * The account of `email`, the device cookie the browser holds for it (if still good) and the
 * account's second factors, in one statement: a login's only read before its hash.
 */
async function findLoginAccount(
  db: ReadOnlyDatabase,
  email: string,
  deviceToken: string | undefined,
): Promise<{ user: UserRow | undefined; deviceId: string | null; methods: SecondFactorMethod[] }> {
  const [found] = await db
    .select({
      user: users,
      deviceId: loginDeviceColumn(db, deviceToken, users.id),
      ...secondFactorColumns(db, users.id),
    })
    .from(users)
    .where(emailIs(email));
  if (!found) return { user: undefined, deviceId: null, methods: [] };
  return { user: found.user, deviceId: found.deviceId, methods: methodsOf(found) };
}
