import type { UserRow } from '../../db/schema/index.js';
import { AppError } from '../../app-error.js';
import { clearRateLimit, hitRateLimit, isRateLimited } from '../../lib/rate-limit.js';
import type { AuthDeps, RequestContext } from './auth-deps.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { createSession } from './sessions.js';
import { findUserByEmail } from './users.js';

const FAILED_LOGINS_ALLOWED = 10;
const FAILED_LOGIN_WINDOW_SECONDS = 15 * 60;

// Verifying against a real hash when the account does not exist keeps the timing the same.
const dummyHash = hashPassword('no account has this password');

/**
 * Checks the password and starts a new session. Ten failures in a row lock the account
 * for a quarter of an hour (the eleventh attempt is answered RATE_LIMITED).
 */
export async function logIn(
  { db }: AuthDeps,
  email: string,
  password: string,
  ctx: RequestContext,
): Promise<{ user: UserRow; token: string }> {
  await hitRateLimit(db, `login:ip:${ctx.ip}`, { limit: 100, windowSeconds: FAILED_LOGIN_WINDOW_SECONDS });
  const failuresKey = `login:failures:${email}`;
  if (await isRateLimited(db, failuresKey, FAILED_LOGINS_ALLOWED)) {
    throw new AppError('RATE_LIMITED', 429, 'Too many failed logins. Try again later.');
  }
  const user = await findUserByEmail(db, email);
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash), password);
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
  const token = await createSession(db, user.id, ctx);
  return { user, token };
}
