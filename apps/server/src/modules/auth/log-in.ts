import { AppError } from '../../app-error.js';
import type { SecondFactorMethod } from '@oneclick/shared';
import { secondFactorMethods, startSecondStep } from '../../auth/second-factors.js';
import { createSession, revokeSession } from '../../auth/sessions.js';
import { findUserByEmail } from '../../auth/users.js';
import type { UserRow } from '../../db/schema/index.js';
import { clearRateLimit, hitRateLimit, isRateLimited } from '../../lib/rate-limit.js';
import type { Actor } from '../../lib/unit-of-work.js';
import type { AuthDeps } from './auth-deps.js';
import { hashPassword, verifyPassword } from './passwords.js';

const FAILED_LOGINS_ALLOWED = 10;
const FAILED_LOGIN_WINDOW_SECONDS = 15 * 60;

// Verifying against a real hash when the account does not exist keeps the timing the same.
const dummyHash = hashPassword('no account has this password');

/** What a right password leads to: a session, or the second step an account with a second factor still owes. */
export type LogInResult =
  { user: UserRow; session: string } | { user: UserRow; secondStep: { token: string; methods: SecondFactorMethod[] } };

/**
 * Checks the password and starts a new session, or the second step when the account has a
 * second factor (no session until it is proved); only then is the session the browser came
 * with ended (a failed attempt leaves it signed in). Ten failures in a row lock the account
 * for a quarter of an hour (the eleventh attempt is answered RATE_LIMITED).
 */
export async function logIn(
  deps: AuthDeps,
  actor: Actor,
  input: { email: string; password: string; previousSessionId: string | null },
): Promise<LogInResult> {
  const { db } = deps;
  await hitRateLimit(db, `login:ip:${actor.ip}`, { limit: 100, windowSeconds: FAILED_LOGIN_WINDOW_SECONDS });
  const failuresKey = `login:failures:${input.email}`;
  if (await isRateLimited(db, failuresKey, FAILED_LOGINS_ALLOWED)) {
    throw new AppError('RATE_LIMITED', 429, 'Too many failed logins. Try again later.');
  }
  const user = await findUserByEmail(db, input.email);
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash), input.password);
  if (!user || !user.passwordHash || !valid) {
    await hitRateLimit(db, failuresKey, { limit: FAILED_LOGINS_ALLOWED, windowSeconds: FAILED_LOGIN_WINDOW_SECONDS });
    throw new AppError('LOGIN_FAIL', 401, 'The e-mail or the password is not correct.');
  }
  if (!user.emailVerifiedAt) {
    throw new AppError('LOGIN_FAIL', 403, 'Verify your e-mail address before logging in.', {
      reason: 'EMAIL_NOT_VERIFIED',
    });
  }
  await clearRateLimit(db, failuresKey);
  const methods = await secondFactorMethods(db, user.id);
  return deps.runUnitOfWork(actor, async ({ tx }): Promise<LogInResult> => {
    if (methods.length > 0) return { user, secondStep: { token: await startSecondStep(tx, user.id), methods } };
    if (input.previousSessionId) await revokeSession(tx, input.previousSessionId);
    return { user, session: await createSession(tx, user.id, actor, false) };
  });
}
