import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.js';
import { users } from '../../db/schema/index.js';
import { recordAudit } from '../../lib/audit.js';
import { hitRateLimit } from '../../lib/rate-limit.js';
import type { AuthDeps, RequestContext } from './auth-deps.js';
import { assertUncommonPassword } from './change-password.js';
import { consumeToken, issueToken } from './one-time-tokens.js';
import { hashPassword } from './passwords.js';
import { revokeUserSessions } from './sessions.js';
import { findUserByEmail, findUserById } from './users.js';

const RESET_TTL_SECONDS = 60 * 60;

/** Mails a single-use reset link when the address has an account; the answer is always the same. */
export async function requestPasswordReset(
  { db, emails }: AuthDeps,
  email: string,
  ctx: RequestContext,
): Promise<void> {
  await hitRateLimit(db, `forgot:ip:${ctx.ip}`, { limit: 20, windowSeconds: 3600 });
  const user = await findUserByEmail(db, email);
  if (!user) return;
  try {
    await hitRateLimit(db, `forgot:user:${user.id}`, { limit: 5, windowSeconds: 3600 });
  } catch {
    return;
  }
  const token = await issueToken(db, { purpose: 'reset_password', userId: user.id, ttlSeconds: RESET_TTL_SECONDS });
  await emails.resetPassword(user, token);
}

/** Sets the new password from a reset link, verifies the e-mail it proved, and signs out everywhere. */
export async function resetPassword(
  deps: AuthDeps,
  token: string,
  password: string,
  ctx: RequestContext,
): Promise<void> {
  const { db, emails } = deps;
  assertUncommonPassword(password, 'REQUEST_PWD_FAIL');
  const passwordHash = await hashPassword(password);
  const used = await consumeToken(db, token, 'reset_password');
  const user = used.userId ? await findUserById(db, used.userId) : undefined;
  if (!user) throw new AppError('TOKEN_INVALID', 400, 'This link is not valid.');
  await db
    .update(users)
    .set({ passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? sql`now()`, updatedAt: sql`now()` })
    .where(eq(users.id, user.id));
  await revokeUserSessions(db, user.id);
  await recordAudit(db, { actorUserId: user.id, action: 'auth.password_reset', targetId: user.id, ip: ctx.ip });
  await emails.passwordChanged(user);
}
