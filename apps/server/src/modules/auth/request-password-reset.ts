import { findUserByEmail } from '../../auth/users.js';
import { recipientOf } from '../../mail/render-email.js';
import type { Actor } from '../../service-core/unit-of-work.js';
import type { AuthDeps } from './auth-deps.js';
import { issueToken } from '../../auth/one-time-tokens.js';
import { authEmails } from './emails.js';

const RESET_TTL_SECONDS = 60 * 60;

/**
 * Mails a single-use reset link when the address has an account. The answer is always the
 * same and takes as long either way: the lookup runs after the answer is sent.
 */
export async function requestPasswordReset(deps: AuthDeps, actor: Actor, email: string): Promise<void> {
  const { db } = deps;
  await deps.rateLimits.hit(`forgot:ip:${actor.ip}`, { limit: 20, windowSeconds: 3600 });
  deps.background.run(async () => {
    const user = await findUserByEmail(db, email);
    if (!user) return;
    if (!(await deps.rateLimits.within(`forgot:user:${user.id}`, { limit: 5, windowSeconds: 3600 }))) return;
    await deps.runUnitOfWork(actor, async ({ tx, mail }) => {
      const token = await issueToken(tx, { purpose: 'reset_password', userId: user.id, ttlSeconds: RESET_TTL_SECONDS });
      await mail(authEmails.resetPassword, recipientOf(user), { token });
    });
  });
}
