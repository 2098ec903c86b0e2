import { AppError } from '../../app-error.js';
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

/**
 * Checks the password and starts a new session; only then is the session the browser came
 * with ended (a failed attempt leaves it signed in). Ten failures in a row lock the account
 * for a quarter of an hour (the eleventh attempt is answered RATE_LIMITED).
 */
export async function logIn(
  deps: AuthDeps,
  actor: Actor,
  input: { email: string; password: string; previousSessionId: string | null },
): Promise<{ user: UserRow; token: string }> {
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
  const token = await deps.runUnitOfWork(actor, async ({ tx }) => {
    if (input.previousSessionId) await revokeSession(tx, input.previousSessionId);
    return createSession(tx, user.id, actor);
  });
  return { user, token };
}
