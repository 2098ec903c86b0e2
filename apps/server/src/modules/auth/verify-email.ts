import { and, eq, isNull, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.js';
import { users } from '../../db/schema/index.js';
import { hitRateLimit } from '../../lib/rate-limit.js';
import type { AuthDeps, RequestContext } from './auth-deps.js';
import { consumeToken, issueToken } from './one-time-tokens.js';
import { VERIFY_EMAIL_TTL_SECONDS } from './register-user.js';
import { findUserByEmail } from './users.js';

/** Marks the account's e-mail as verified; the link works once. */
export async function verifyEmail({ db }: AuthDeps, token: string): Promise<void> {
  const used = await consumeToken(db, token, 'verify_email');
  if (!used.userId) throw new AppError('TOKEN_INVALID', 400, 'This link is not valid.');
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(users.id, used.userId), isNull(users.emailVerifiedAt)));
}

/** Mails a new activation link if the account needs one; the answer never says whether it did. */
export async function resendVerification({ db, emails }: AuthDeps, email: string, ctx: RequestContext): Promise<void> {
  await hitRateLimit(db, `resend:ip:${ctx.ip}`, { limit: 20, windowSeconds: 3600 });
  const user = await findUserByEmail(db, email);
  if (!user || user.emailVerifiedAt) return;
  try {
    await hitRateLimit(db, `resend:user:${user.id}`, { limit: 5, windowSeconds: 3600 });
  } catch {
    return;
  }
  const token = await issueToken(db, {
    purpose: 'verify_email',
    userId: user.id,
    ttlSeconds: VERIFY_EMAIL_TTL_SECONDS,
  });
  await emails.verifyEmail(user, token);
}
